import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { tokenScopes } from '@site/src/data/scopes';
import type { TokenScope } from '@site/src/data/types';

interface Props {
  /** Defaults to the platform's scopes; the unit test passes its own. */
  readonly scopes?: readonly TokenScope[];
}

/** The service-token scopes (`src/data/scopes.ts`) and what each allows; deprecated names last. */
export default function ScopesTable({ scopes = tokenScopes }: Props): ReactNode {
  return (
    <FactTable
      name="Service token scopes"
      rows={scopes}
      rowKey={(scope) => scope.name}
      columns={[
        { header: 'Scope', cell: (scope) => <code>{scope.name}</code> },
        {
          header: 'Allows',
          cell: (scope) => (
            <>
              {scope.deprecated !== undefined && (
                <>
                  <strong>Deprecated</strong>: use <code>{scope.deprecated.replacedBy}</code>;
                  removed in {scope.deprecated.removedIn}.{' '}
                </>
              )}
              <FactText text={scope.allows} />
            </>
          ),
        },
      ]}
    />
  );
}
