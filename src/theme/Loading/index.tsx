// Replaces the fallback, whose failure box is white on #fa383e (3.7:1, below WCAG AA) and whose spinner is off-brand.
import type { ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function Loading({ error, retry }: LoadingComponentProps): ReactNode {
  // While a page is still loading nothing is drawn here: slow page changes show the top progress bar.
  if (!error) return null;
  return (
    <div role="alert" className={`alert alert--danger ${styles.failure}`}>
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {translate({
          id: 'cognibot.Loading.retry',
          message: 'Retry',
          description: 'The button that loads a page again after its code failed to load',
        })}
      </button>
    </div>
  );
}
