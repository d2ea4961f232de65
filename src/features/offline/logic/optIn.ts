/** Where a reader's choice to read offline is kept (local storage of this site). */
export const offlineReadingStorageKey = 'cognibot.offlineReading';

/** The plugin's documented query string that turns offline reading on from a link. */
export const offlineQueryParameter = 'offlineMode';

export interface OptInSignals {
  /** `location.search` of the page. */
  search: string;
  /** The stored choice, or null when the reader never chose (or storage is unavailable). */
  storedChoice: string | null;
  /** True when the site runs as an installed app (display-mode: standalone). */
  installedApp: boolean;
}

/**
 * A reader reads offline only after opting in: with the "Read offline" control (stored), with
 * `?offlineMode=true`, or by installing the site as an app. `?offlineMode=false` opts out.
 */
export function isOfflineReadingChosen({
  search,
  storedChoice,
  installedApp,
}: OptInSignals): boolean {
  const fromQuery = new URLSearchParams(search).get(offlineQueryParameter);
  if (fromQuery === 'true') return true;
  if (fromQuery === 'false') return false;
  return storedChoice === 'on' || installedApp;
}
