import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { removeOfflineCopy } from './removeOfflineCopy';

// Set by the PWA plugin's webpack configuration: the URL of the service worker it builds.
const serviceWorkerUrl = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';

/** The worker precaches everything the PWA plugin listed only when its URL says offline mode. */
function offlineWorkerUrl(): string {
  const params = JSON.stringify({ offlineMode: true, debug: false });
  return `${serviceWorkerUrl}?params=${encodeURIComponent(params)}`;
}

/**
 * Where the reload notice appears. A status region, so screen readers announce the notice; it
 * exists, empty, before the notice does, because a live region added with its text already in it
 * is often not announced. First in the page, so the notice is the first Tab stop while it shows
 * (it is placed at the bottom of the screen by its own styles).
 */
function reloadNoticeRegion(): HTMLElement {
  const id = 'pwa-popup-container';
  const existing = document.getElementById(id);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = id;
  region.setAttribute('role', 'status');
  document.body.prepend(region);
  return region;
}

async function showReloadNotice(region: HTMLElement, onReload: () => void): Promise<void> {
  const { default: ReloadPopup } = await import('@theme/PwaReloadPopup');
  createRoot(region).render(createElement(ReloadPopup, { onReload }));
}

let started: Promise<ServiceWorkerRegistration> | undefined;

/**
 * Registers the offline service worker; resolves once it is active, that is once every docs page,
 * the blog and the search index are in the cache. A new deploy installs a new worker, which waits
 * until the reader accepts the reload notice.
 */
export function startOfflineReading(): Promise<ServiceWorkerRegistration> {
  started ??= (async () => {
    const workbox = new Workbox(offlineWorkerUrl());
    const region = reloadNoticeRegion();
    let offered = false;
    // Workbox reports a new worker from several paths (waiting before or after registration);
    // the reader needs one notice.
    const offerReload = () => {
      if (offered) return;
      offered = true;
      void showReloadNotice(region, () => {
        workbox.addEventListener('controlling', () => {
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      });
    };
    workbox.addEventListener('waiting', offerReload);
    const registration = await workbox.register();
    // An update the browser began while the page loaded, before Workbox listened, reports no
    // 'waiting' to Workbox: watch it here.
    const updating = registration?.installing;
    if (updating && registration.active) {
      updating.addEventListener('statechange', () => {
        if (updating.state === 'installed') offerReload();
      });
    }
    return navigator.serviceWorker.ready;
  })();
  return started;
}

/** Unregisters the worker and deletes its caches, so the reader keeps nothing offline. */
export async function stopOfflineReading(): Promise<void> {
  started = undefined;
  await removeOfflineCopy();
}
