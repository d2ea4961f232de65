import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { limits } from '@site/src/data/limits';

/** Every limit and quota of the facts data (`src/data/limits.ts`), with the page that explains it. */
export default function LimitsTable(): ReactNode {
  return (
    <FactTable
      name="Limits and quotas"
      rows={limits}
      rowKey={(limit) => limit.id}
      rowId={(limit) => `limit-${limit.id.replace(/\./g, '-')}`}
      columns={[
        { header: 'Limit', cell: (limit) => limit.name },
        { header: 'Value', cell: (limit) => <FactText text={limit.value} /> },
        { header: 'Enforced by', cell: (limit) => <code>{limit.enforcedBy}</code> },
        { header: 'Explained on', cell: (limit) => <DocLink docId={limit.docId} /> },
      ]}
    />
  );
}
