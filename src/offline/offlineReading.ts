import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';

// Set by the PWA plugin's webpack configuration: the URL of the service worker it builds.
const serviceWorkerUrl = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';

/** The worker precaches everything the PWA plugin listed only when its URL says offline mode. */
function offlineWorkerUrl(): string {
  const params = JSON.stringify({ offlineMode: true, debug: false });
  return `${serviceWorkerUrl}?params=${encodeURIComponent(params)}`;
}

async function showReloadNotice(onReload: () => void): Promise<void> {
  const { default: ReloadPopup } = await import('@theme/PwaReloadPopup');
  const container = document.createElement('div');
  container.id = 'pwa-popup-container';
  document.body.appendChild(container);
  createRoot(container).render(createElement(ReloadPopup, { onReload }));
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
    const offerReload = () => {
      void showReloadNotice(() => {
        workbox.addEventListener('controlling', () => {
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      });
    };
    workbox.addEventListener('waiting', offerReload);
    const registration = await workbox.register();
    if (registration?.waiting && registration.active) offerReload();
    return navigator.serviceWorker.ready;
  })();
  return started;
}

/** Unregisters the worker and deletes its caches, so the reader keeps nothing offline. */
export async function stopOfflineReading(): Promise<void> {
  started = undefined;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const cacheNames = await caches.keys();
  await Promise.all(cacheNames.map((name) => caches.delete(name)));
}

/** Whether this page is already served by an active offline worker. */
export async function isOfflineReadingActive(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active !== undefined && registration.active !== null;
}
