import type { Release } from './types';

/** Releases in the field, newest first. The site names the current release from here only. */
export const releases: readonly Release[] = [
  { line: '5.2', latest: '5.2.0', releasedOn: '2026-10-06' },
  { line: '5.1', latest: '5.1.3', releasedOn: '2026-04-14', endOfSupport: '2026-12-31' },
  { line: '5.0', latest: '5.0.6', releasedOn: '2025-10-07', endOfSupport: '2026-06-30' },
];

const [newest] = releases;
if (newest === undefined) throw new Error('releases must list the current release first');

export const currentRelease: Release = newest;
