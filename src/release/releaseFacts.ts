import type { Release } from '../data/types';

/** `2026-06-30` → `30 June 2026`, in UTC so the date never shifts with the reader's time zone. */
export function formatReleaseDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: "${isoDate}"`);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The release of a line such as `5.1`; a line the data does not know is a writing mistake. */
export function findRelease(releases: readonly Release[], line: string): Release {
  const release = releases.find((candidate) => candidate.line === line);
  if (release === undefined) {
    const known = releases.map((candidate) => candidate.line).join(', ');
    throw new Error(`Unknown release line "${line}"; src/data/release.ts lists ${known}.`);
  }
  return release;
}

/**
 * Support of a release in words: its announced end, or supported while no end is announced. An end
 * before `newestReleasedOn` (the release date of the newest line) is past when these notes appeared.
 */
export function supportStatus(release: Release, newestReleasedOn?: string): string {
  if (release.endOfSupport === undefined) return 'Supported, no end announced';
  const ended = newestReleasedOn !== undefined && release.endOfSupport < newestReleasedOn;
  return `${ended ? 'Support ended' : 'End of support'} ${formatReleaseDate(release.endOfSupport)}`;
}
