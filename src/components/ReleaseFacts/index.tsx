import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import { currentRelease, releases } from '@site/src/data/release';
import { findRelease, formatReleaseDate, supportStatus } from '@site/src/release/releaseFacts';

/** One line under a release heading: release date, newest patch and support, from the data. */
export function ReleaseSummary({ line }: { line: string }): ReactNode {
  const release = findRelease(releases, line);
  return (
    <p>
      Released on {formatReleaseDate(release.releasedOn)}. Newest patch:{' '}
      <code>{release.latest}</code>. {supportStatus(release, currentRelease.releasedOn)}.
    </p>
  );
}

/**
 * Every release in the field, newest first, with its support; one that ended before the current
 * release came out says so. Wider than a phone, so it scrolls in a region the
 * keyboard can reach, like the Markdown tables.
 */
export function SupportedReleases(): ReactNode {
  return (
    <FactTable
      name="Releases and their support"
      rows={releases}
      rowKey={(release) => release.line}
      columns={[
        { header: 'Release', cell: (release) => release.line },
        { header: 'Newest patch', cell: (release) => <code>{release.latest}</code> },
        { header: 'Released on', cell: (release) => formatReleaseDate(release.releasedOn) },
        {
          header: 'Support',
          cell: (release) => supportStatus(release, currentRelease.releasedOn),
        },
      ]}
    />
  );
}
