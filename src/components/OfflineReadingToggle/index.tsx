import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  offlineReadingChosenInBrowser,
  storeOfflineReadingChoice,
} from '@site/src/offline/browserOptIn';
import styles from './styles.module.css';

type OfflineState = 'off' | 'saving' | 'on' | 'failed' | 'unsupported';

const messages: Record<OfflineState, string> = {
  off: '',
  saving: 'Saving every docs page, the blog and the search index on this device…',
  on: 'Offline reading is on: every docs page, the blog and search open without a network.',
  failed: 'The pages could not be saved for offline reading. Check the connection and try again.',
  unsupported: 'This browser cannot keep the docs for offline reading.',
};

// The PWA plugin, and with it the service worker and its reload notice, exists only in production
// builds; written inline so the bundler leaves the import out of the dev server's bundle.
const loadOfflineReading = () =>
  process.env.NODE_ENV === 'production'
    ? import('@site/src/offline/offlineReading')
    : Promise.reject(new Error('Offline reading needs a production build (npm run build).'));

/**
 * The reader's switch for offline reading. Nothing is downloaded or registered until it is pressed
 * (or the site is opened with `?offlineMode=true` or installed as an app).
 */
export default function OfflineReadingToggle(): ReactNode {
  const isBrowser = useIsBrowser();
  const supported = !isBrowser || 'serviceWorker' in navigator;
  const [savedState, setState] = useState<OfflineState>('off');
  const state = supported ? savedState : 'unsupported';

  const save = async () => {
    setState('saving');
    try {
      const { startOfflineReading } = await loadOfflineReading();
      await startOfflineReading();
      setState('on');
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    // A reader who opted in earlier sees when the saved pages are ready.
    if (!('serviceWorker' in navigator) || !offlineReadingChosenInBrowser()) return undefined;
    let mounted = true;
    loadOfflineReading()
      .then(({ startOfflineReading }) => startOfflineReading())
      .then(
        () => {
          if (mounted) setState('on');
        },
        () => {
          if (mounted) setState('failed');
        },
      );
    return () => {
      mounted = false;
    };
  }, []);

  const turnOn = () => {
    storeOfflineReadingChoice(true);
    void save();
  };

  const turnOff = async () => {
    storeOfflineReadingChoice(false);
    const { stopOfflineReading } = await loadOfflineReading();
    await stopOfflineReading();
    setState('off');
  };

  const on = state === 'on' || state === 'saving';
  return (
    <div className={clsx(styles.offline, 'offline-reading')}>
      {state !== 'unsupported' && (
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          disabled={state === 'saving'}
          onClick={on ? () => void turnOff() : turnOn}
        >
          {on ? 'Stop reading offline' : 'Read offline'}
        </button>
      )}
      <span role="status" className={styles.status}>
        {messages[state]}
      </span>
    </div>
  );
}
