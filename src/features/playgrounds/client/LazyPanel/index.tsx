import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

interface LazyPanelProps {
  /** A React.lazy component: its code loads only when the panel is near the viewport or requested. */
  readonly component: LazyExoticComponent<ComponentType>;
  /** Loads the panel now, for example because the reader pressed a button that needs it. */
  readonly requested?: boolean;
  /** What readers without JavaScript see instead of the panel. */
  readonly withoutJavaScript: string;
  /** Names the panel while it loads. */
  readonly loadingText: string;
  readonly className?: string;
}

/**
 * An interactive panel that costs the page's first load nothing: the server renders a note, and
 * the browser loads the panel's code when the reader scrolls near it.
 */
export default function LazyPanel({
  component: Panel,
  requested = false,
  withoutJavaScript,
  loadingText,
  className,
}: LazyPanelProps): ReactNode {
  const isBrowser = useIsBrowser();
  const container = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const note = <p className={styles.note}>{isBrowser ? loadingText : withoutJavaScript}</p>;
  return (
    // Controls for people (and, before they load, a note about them): twins leave them out.
    <div ref={container} className={`${styles.panel} ${className ?? ''}`} data-markdown-ignore="">
      {near || requested ? (
        <Suspense fallback={note}>
          <Panel />
        </Suspense>
      ) : (
        note
      )}
    </div>
  );
}
