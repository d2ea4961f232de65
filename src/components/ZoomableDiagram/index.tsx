import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Img from '@theme/MDXComponents/Img';
import type { Controlled as ControlledZoom } from 'react-medium-image-zoom';
import styles from './styles.module.css';

type ImgProps = ComponentProps<typeof Img>;

const enlargeLabel = 'Enlarge diagram';
const closeLabel = 'Close the enlarged diagram';

/** SVG images in the docs are diagrams (static/img/*.svg); the build may inline them as data URLs. */
export function isDiagramSource(src: string | undefined): boolean {
  return src !== undefined && (src.startsWith('data:image/svg+xml') || /\.svg(?:[?#]|$)/.test(src));
}

/**
 * An image that opens larger on click or Enter and closes on Escape or click, with focus back on
 * its button. The page ships a plain image and a button; react-medium-image-zoom loads on the first
 * zoom, so a reader who never zooms downloads none of it.
 */
export default function ZoomableDiagram(props: ImgProps): ReactNode {
  const [Zoom, setZoom] = useState<typeof ControlledZoom | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const zoomWhenMounted = useRef(false);
  // The library renders its button and dialog once it has decoded the image. Then its button takes
  // the place of ours and gets focus, so the dialog gives focus back to it on close.
  const zoomOnMount = useCallback((wrap: HTMLSpanElement | null) => {
    if (wrap === null || !zoomWhenMounted.current) return undefined;
    const zoomWhenReady = () => {
      const libraryButton = wrap.querySelector<HTMLButtonElement>('[data-rmiz-btn-zoom]');
      if (libraryButton === null || !zoomWhenMounted.current) return false;
      zoomWhenMounted.current = false;
      libraryButton.focus();
      setZoomed(true);
      return true;
    };
    if (zoomWhenReady()) return undefined;
    const observer = new MutationObserver(() => {
      if (zoomWhenReady()) observer.disconnect();
    });
    observer.observe(wrap, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, []);

  if (!isDiagramSource(props.src)) return <Img {...props} />;

  const requestZoom = () => {
    import('./loadZoom')
      .then((module) => {
        zoomWhenMounted.current = true;
        setZoom(() => module.Controlled);
      })
      .catch(() => {
        setLoadError(true);
      });
  };

  if (Zoom !== null) {
    return (
      <span ref={zoomOnMount} className={styles.wrap}>
        <Zoom
          isZoomed={zoomed}
          onZoomChange={setZoomed}
          a11yNameButtonZoom={enlargeLabel}
          a11yNameButtonUnzoom={closeLabel}
          zoomMargin={16}
          wrapElement="span"
        >
          <Img {...props} />
        </Zoom>
      </span>
    );
  }

  return (
    <span className={styles.wrap}>
      <span className={styles.zoomable} onClick={requestZoom}>
        <Img {...props} />
      </span>
      <button
        type="button"
        className={styles.enlarge}
        aria-label={props.alt ? `${enlargeLabel}: ${props.alt}` : enlargeLabel}
        onClick={requestZoom}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="20" height="20">
          <path
            fill="currentColor"
            d="M10 1h5v5h-1.5V3.56L10.53 6.53 9.47 5.47 12.44 2.5H10V1zM1 10h1.5v2.44l2.97-2.97 1.06 1.06L3.56 13.5H6V15H1v-5z"
          />
        </svg>
      </button>
      {loadError && (
        <span role="alert" className={styles.error}>
          The diagram could not be enlarged: its code did not load. Reload the page to try again.
        </span>
      )}
    </span>
  );
}
