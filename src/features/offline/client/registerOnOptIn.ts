// Replaces the PWA plugin's registration module: the stock one registers a service worker and
// loads workbox-window for every reader; this one does nothing until the reader opts in.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { offlineReadingChosenInBrowser } from './browserOptIn';

function startOfflineReadingOnOptIn(): void {
  import('./offlineReading')
    .then(({ startOfflineReading }) => startOfflineReading())
    .catch((error: unknown) => {
      console.error('Offline reading could not start:', error);
    });
}

/**
 * A reader who opted out (with `?offlineMode=false`, or whose stored choice is gone) may still
 * have the worker of an earlier opt-in, which would go on serving its saved, ageing copy of the
 * site and never show a reload notice: remove it with its caches.
 */
async function removeOfflineCopyAfterOptOut(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  const { removeOfflineCopy } = await import('./removeOfflineCopy');
  await removeOfflineCopy();
}

function removeOfflineCopyOnceLoaded(): void {
  const remove = () => {
    removeOfflineCopyAfterOptOut().catch((error: unknown) => {
      console.error('The offline copy could not be removed:', error);
    });
  };
  // The old worker still serves this page's own scripts from its cache until they have loaded.
  if (document.readyState === 'complete') remove();
  else window.addEventListener('load', remove, { once: true });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (offlineReadingChosenInBrowser()) startOfflineReadingOnOptIn();
  else removeOfflineCopyOnceLoaded();
}
