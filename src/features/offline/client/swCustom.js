// @ts-check
/// <reference lib="webworker" />
/* global self, caches, fetch */
// Runs inside the offline service worker. The search box's files are written by a postBuild step
// that runs alongside the PWA plugin's, so they may miss its precache manifest: cache them here.
// Plain JavaScript because the PWA plugin compiles only .js/.mjs for the worker.

/**
 * The list of the box's files (its term dictionaries, documents, postings and text pieces) that
 * the build writes; kept equal to its name by tests/unit/offline/searchFiles.test.ts.
 */
export const searchBoxFilesList = '/search-box-files.json';

/**
 * Whether a path is one of the box's files.
 * @param {string} pathname
 */
export function isSearchBoxFile(pathname) {
  return /^\/search-box-[^/]+\.json$/.test(pathname);
}

/**
 * Saves every file of the box, so that any query can be searched offline.
 * @param {Cache} cache
 */
async function saveSearchBoxFiles(cache) {
  const response = await fetch(searchBoxFilesList, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`${searchBoxFilesList}: the server answered ${String(response.status)}`);
  }
  const files = /** @type {unknown} */ (JSON.parse(await response.text()));
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) {
    throw new Error(`${searchBoxFilesList} is not a list of files`);
  }
  await cache.addAll(files);
}

const cacheName = 'cognibot-search-box';

/**
 * Fresh from the network while online, so a new deploy's index is used at once; from the cache
 * when the network fails.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function networkFirst(request) {
  const cache = await caches.open(cacheName);
  // One entry per file, whatever query string a request carries.
  const url = new URL(request.url);
  const key = url.origin + url.pathname;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** @param {{ offlineMode: boolean }} params */
export default function cacheSearchBoxFiles(params) {
  if (!params.offlineMode) return;
  const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
  worker.addEventListener('install', (event) => {
    event.waitUntil(caches.open(cacheName).then(saveSearchBoxFiles));
  });
  worker.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin === worker.location.origin && isSearchBoxFile(url.pathname)) {
      event.respondWith(networkFirst(event.request));
    }
  });
}
