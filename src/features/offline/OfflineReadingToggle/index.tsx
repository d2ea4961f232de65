import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { offlineReadingChosenInBrowser } from '@site/src/features/offline/client/browserOptIn';
import type { OfflineControlState } from './control';
import styles from './styles.module.css';

type Action = 'resume' | 'turnOn' | 'turnOff';

/**
 * The reader's switch for offline reading. Nothing is downloaded or registered until it is pressed
 * (or the site is opened with `?offlineMode=true` or installed as an app); what it does loads then.
 */
export default function OfflineReadingToggle(): ReactNode {
  const isBrowser = useIsBrowser();
  const supported = !isBrowser || 'serviceWorker' in navigator;
  const [state, setState] = useState<OfflineControlState>({ on: false, busy: false, message: '' });

  const run = (action: Action) => {
    import('./control').then(
      (control) => control[action](setState),
      () => {
        setState({
          on: false,
          busy: false,
          message: 'Offline reading could not be loaded. Check the connection and try again.',
        });
      },
    );
  };

  useEffect(() => {
    // A reader who opted in earlier sees when the saved pages are ready.
    if ('serviceWorker' in navigator && offlineReadingChosenInBrowser()) run('resume');
  }, []);

  return (
    // A control for people, so twins and parity checks leave it out.
    <div className={clsx(styles.offline, 'offline-reading')} data-markdown-ignore="">
      {supported && (
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          disabled={state.busy}
          onClick={() => {
            run(state.on ? 'turnOff' : 'turnOn');
          }}
        >
          {state.on ? 'Stop reading offline' : 'Read offline'}
        </button>
      )}
      <span role="status" className={styles.status}>
        {supported ? state.message : 'This browser cannot keep the docs for offline reading.'}
      </span>
    </div>
  );
}
