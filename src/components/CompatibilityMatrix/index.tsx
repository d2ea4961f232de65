import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { releases } from '@site/src/data/release';
import { compatibility, formatSupport } from '@site/src/model/compatibility';
import type { CompatibilityComponent } from '@site/src/model/types';

interface Props {
  /** Server-side components, or browsers and mobile WebViews for web chat. */
  readonly group: CompatibilityComponent['group'];
}

/** The compatibility matrix of `src/model/compatibility.ts`: one column per release, newest first. */
export default function CompatibilityMatrix({ group }: Props): ReactNode {
  const rows = compatibility.filter((component) => component.group === group);
  return (
    <ScrollableTable
      data-table-name={group === 'platform' ? 'Supported platform versions' : 'Supported browsers'}
    >
      <thead>
        <tr>
          <th scope="col">{group === 'platform' ? 'Component' : 'Browser or WebView'}</th>
          {releases.map((release) => (
            <th key={release.line} scope="col">
              {release.line}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((component) => (
          <tr key={component.id}>
            <th scope="row">
              <FactText text={component.label} />
            </th>
            {releases.map((release) => {
              const support = component.support[release.line];
              return (
                <td key={release.line}>{support === undefined ? '–' : formatSupport(support)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
