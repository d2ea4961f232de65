// The zoom library, its styles and the zoomed diagram: a chunk of its own, loaded on the first zoom.
import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Img from '@theme/MDXComponents/Img';
import { Controlled as Zoom } from 'react-medium-image-zoom';
import zoomStyles from 'react-medium-image-zoom/dist/styles.css?text';
import { addStyles } from '@site/src/styles/addStyles';
import zoomedStyles from './zoomed.css?text';
import { enlargeLabel } from '.';
import styles from './styles.module.css';

const closeLabel = 'Close the enlarged diagram';

// The library's styles come with it, as text (src/plugins/cssAsText), rather than in the
// stylesheet every page loads; ours, added after them, make the dialog follow the colour mode
// instead of the library's white backdrop.
addStyles(zoomStyles);
addStyles(zoomedStyles);

/**
 * The diagram inside the zoom library, zoomed as soon as it mounts (it mounts because the reader
 * asked to zoom). The library renders its button and dialog once it has decoded the image; then
 * its button takes the place of ours and gets focus, so the dialog gives focus back to it on close.
 */
export default function ZoomedDiagram(props: ComponentProps<typeof Img>): ReactNode {
  const [zoomed, setZoomed] = useState(false);
  const zoomWhenMounted = useRef(true);
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
