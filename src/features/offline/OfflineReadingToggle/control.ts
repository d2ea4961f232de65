// What the "Read offline" control does, in a chunk of its own: loaded when the reader presses it,
// or on a page load after an earlier opt-in.
import { storeOfflineReadingChoice } from '@site/src/features/offline/client/browserOptIn';

export interface OfflineControlState {
  /** Offline reading is on, or being turned on: the button offers to stop it. */
  on: boolean;
  /** The pages are being saved: the button waits. */
  busy: boolean;
  /** What the status region says. */
  message: string;
}

type Report = (state: OfflineControlState) => void;

const saving: OfflineControlState = {
  on: true,
  busy: true,
  message: 'Saving every docs page, the blog and the search index on this device…',
};
const saved: OfflineControlState = {
  on: true,
  busy: false,
  message: 'Offline reading is on: every docs page, the blog and search open without a network.',
};
const failed: OfflineControlState = {
  on: false,
  busy: false,
  message: 'The pages could not be saved for offline reading. Check the connection and try again.',
};
const off: OfflineControlState = { on: false, busy: false, message: '' };

// The PWA plugin, and with it the service worker and its reload notice, exists only in production
// builds; written inline so the bundler leaves the import out of the dev server's bundle.
const loadOfflineReading = () =>
  process.env.NODE_ENV === 'production'
    ? import('@site/src/features/offline/client/offlineReading')
    : Promise.reject(new Error('Offline reading needs a production build (npm run build).'));

/** Saves the site and reports when every page is in the cache (a reader who opted in earlier). */
export async function resume(report: Report): Promise<void> {
  try {
    const { startOfflineReading } = await loadOfflineReading();
    await startOfflineReading();
    report(saved);
  } catch {
    report(failed);
  }
}

/** The reader opts in: the choice is stored and every page saved. */
export async function turnOn(report: Report): Promise<void> {
  storeOfflineReadingChoice(true);
  report(saving);
  await resume(report);
}

/** The reader opts out: the worker and the saved copy go. */
export async function turnOff(report: Report): Promise<void> {
  storeOfflineReadingChoice(false);
  const { stopOfflineReading } = await loadOfflineReading();
  await stopOfflineReading();
  report(off);
}
