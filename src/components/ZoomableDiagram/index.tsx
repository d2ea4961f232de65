import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Img from '@theme/MDXComponents/Img';
import styles from './styles.module.css';

type ImgProps = ComponentProps<typeof Img>;

/** The Enlarge button's name, the same before and after the zoom code loads. */
export const enlargeLabel = 'Enlarge diagram';

/** SVG images in the docs are diagrams (static/img/*.svg); the build may inline them as data URLs. */
export function isDiagramSource(src: string | undefined): boolean {
  return src !== undefined && (src.startsWith('data:image/svg+xml') || /\.svg(?:[?#]|$)/.test(src));
}

/**
 * An image that opens larger on click or Enter and closes on Escape or click, with focus back on
 * its button. The page ships a plain image and a button; the zoom code (react-medium-image-zoom)
 * loads on the first zoom, so a reader who never zooms downloads none of it.
 */
export default function ZoomableDiagram(props: ImgProps): ReactNode {
  const [Zoomed, setZoomed] = useState<ComponentType<ImgProps> | null>(null);
  const [loadError, setLoadError] = useState(false);

  if (!isDiagramSource(props.src)) return <Img {...props} />;
  if (Zoomed !== null) return <Zoomed {...props} />;

  const requestZoom = () => {
    import('./ZoomedDiagram').then(
      (module) => {
        setZoomed(() => module.default);
      },
      () => {
        setLoadError(true);
      },
    );
  };

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
          The zoom could not be loaded. Check the connection and try again.
        </span>
      )}
    </span>
  );
}
