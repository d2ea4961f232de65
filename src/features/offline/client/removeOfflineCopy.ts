/**
 * Unregisters the offline worker and deletes its caches, so the reader keeps nothing offline and
 * every page comes from the network again. Kept apart from the registration code so a reader who
 * opted out loads neither Workbox nor the reload notice to clean up.
 */
export async function removeOfflineCopy(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const cacheNames = await caches.keys();
  await Promise.all(cacheNames.map((name) => caches.delete(name)));
}
