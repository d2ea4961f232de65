import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
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
    <ScrollableTable data-table-name={'Releases and their support'}>
      <thead>
        <tr>
          <th scope="col">Release</th>
          <th scope="col">Newest patch</th>
          <th scope="col">Released on</th>
          <th scope="col">Support</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => (
          <tr key={release.line}>
            <th scope="row">{release.line}</th>
            <td>
              <code>{release.latest}</code>
            </td>
            <td>{formatReleaseDate(release.releasedOn)}</td>
            <td>{supportStatus(release, currentRelease.releasedOn)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
