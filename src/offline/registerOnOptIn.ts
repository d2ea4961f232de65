// Replaces the PWA plugin's registration module: the stock one registers a service worker and
// loads workbox-window for every reader; this one does nothing until the reader opts in.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { offlineReadingChosenInBrowser } from './browserOptIn';

if (
  ExecutionEnvironment.canUseDOM &&
  'serviceWorker' in navigator &&
  offlineReadingChosenInBrowser()
) {
  import('./offlineReading')
    .then(({ startOfflineReading }) => startOfflineReading())
    .catch((error: unknown) => {
      console.error('Offline reading could not start:', error);
    });
}
