import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { tokenScopes } from '@site/src/data/scopes';
import type { TokenScope } from '@site/src/data/types';

interface Props {
  /** Defaults to the platform's scopes; the unit test passes its own. */
  readonly scopes?: readonly TokenScope[];
}

/** The service-token scopes (`src/data/scopes.ts`) and what each allows; deprecated names last. */
export default function ScopesTable({ scopes = tokenScopes }: Props): ReactNode {
  return (
    <ScrollableTable data-table-name={'Service token scopes'}>
      <thead>
        <tr>
          <th scope="col">Scope</th>
          <th scope="col">Allows</th>
        </tr>
      </thead>
      <tbody>
        {scopes.map((scope) => (
          <tr key={scope.name}>
            <th scope="row">
              <code>{scope.name}</code>
            </th>
            <td>
              {scope.deprecated !== undefined && (
                <>
                  <strong>Deprecated</strong>: use <code>{scope.deprecated.replacedBy}</code>;
                  removed in {scope.deprecated.removedIn}.{' '}
                </>
              )}
              <FactText text={scope.allows} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
