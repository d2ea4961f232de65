import {
  isOfflineReadingChosen,
  offlineQueryParameter,
  offlineReadingStorageKey,
} from '../logic/optIn';

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(offlineReadingStorageKey);
  } catch {
    return null;
  }
}

/** Stores the reader's choice; storage that throws leaves the choice for this page only. */
export function storeOfflineReadingChoice(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(offlineReadingStorageKey, 'on');
    else window.localStorage.removeItem(offlineReadingStorageKey);
  } catch {
    // Private modes may refuse storage; offline reading then lasts as long as the worker does.
  }
}

/** Whether this reader chose offline reading; a `?offlineMode=` link also stores the choice. */
export function offlineReadingChosenInBrowser(): boolean {
  const chosen = isOfflineReadingChosen({
    search: window.location.search,
    storedChoice: readStoredChoice(),
    installedApp: window.matchMedia('(display-mode: standalone)').matches,
  });
  if (new URLSearchParams(window.location.search).has(offlineQueryParameter)) {
    storeOfflineReadingChoice(chosen);
  }
  return chosen;
}
