import { lazy, type ReactNode } from 'react';
import LazyPanel from '../../client/LazyPanel';
import styles from './styles.module.css';

// The form loads only when the reader scrolls near it, so the page's first load stays as it was.
const Builder = lazy(() => import('./Builder'));

/** The web-chat snippet builder: server-rendered as a short note, loaded lazily in the browser. */
export default function WebchatSnippetBuilder(): ReactNode {
  return (
    <LazyPanel
      component={Builder}
      className={styles.builder}
      loadingText="Loading the snippet builder…"
      withoutJavaScript="The snippet builder needs JavaScript. Without it, copy the snippet above and replace the project ID and host."
    />
  );
}
