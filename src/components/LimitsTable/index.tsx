import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { limits } from '@site/src/data/limits';

/** Every limit and quota of the facts data (`src/data/limits.ts`), with the page that explains it. */
export default function LimitsTable(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Limits and quotas'}>
      <thead>
        <tr>
          <th scope="col">Limit</th>
          <th scope="col">Value</th>
          <th scope="col">Enforced by</th>
          <th scope="col">Explained on</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((limit) => (
          <tr key={limit.id} id={`limit-${limit.id.replace(/\./g, '-')}`}>
            <th scope="row">{limit.name}</th>
            <td>
              <FactText text={limit.value} />
            </td>
            <td>
              <code>{limit.enforcedBy}</code>
            </td>
            <td>
              <DocLink docId={limit.docId} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
