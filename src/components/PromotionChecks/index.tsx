import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { environments, promotionChecks } from '@site/src/model/lifecycle';

/** The pre-checks of a promotion (`src/model/lifecycle.ts`), in the order Studio lists them. */
export function PromotionChecks(): ReactNode {
  return (
    <FactTable
      name="Promotion pre-checks"
      rows={promotionChecks}
      rowKey={(check) => check.id}
      rowHeaders={false}
      columns={[
        {
          header: 'The promotion is blocked unless',
          cell: (check) => <FactText text={check.requires} />,
        },
        { header: 'When it fails', cell: (check) => <FactText text={check.fix} /> },
      ]}
    />
  );
}

/** Each environment: how versions arrive, the lowest role that changes it, editable or not. */
export function EnvironmentRoles(): ReactNode {
  return (
    <FactTable
      name="Environment roles"
      rows={environments}
      rowKey={(environment) => environment.name}
      columns={[
        { header: 'Environment', cell: (environment) => <code>{environment.name}</code> },
        {
          header: 'Gets versions by',
          cell: (environment) =>
            environment.receives === 'publish' ? (
              'Publish'
            ) : (
              <>
                Promotion from <code>{environment.from}</code>
              </>
            ),
        },
        {
          header:
            'Lowest role to publish or promote into it, roll it back, bind credentials and set up channels',
          cell: (environment) => environment.role,
        },
        {
          header: 'Editable in Studio',
          cell: (environment) => (environment.editableInStudio ? 'Yes (the draft)' : 'No'),
        },
      ]}
    />
  );
}
