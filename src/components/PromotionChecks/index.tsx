import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { environments, promotionChecks } from '@site/src/model/lifecycle';

/** The pre-checks of a promotion (`src/model/lifecycle.ts`), in the order Studio lists them. */
export function PromotionChecks(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Promotion pre-checks'}>
      <thead>
        <tr>
          <th scope="col">The promotion is blocked unless</th>
          <th scope="col">When it fails</th>
        </tr>
      </thead>
      <tbody>
        {promotionChecks.map((check) => (
          <tr key={check.id}>
            <td>
              <FactText text={check.requires} />
            </td>
            <td>
              <FactText text={check.fix} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Each environment: how versions arrive, the lowest role that changes it, editable or not. */
export function EnvironmentRoles(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Environment roles'}>
      <thead>
        <tr>
          <th scope="col">Environment</th>
          <th scope="col">Gets versions by</th>
          <th scope="col">
            Lowest role to publish or promote into it, roll it back, bind credentials and set up
            channels
          </th>
          <th scope="col">Editable in Studio</th>
        </tr>
      </thead>
      <tbody>
        {environments.map((environment) => (
          <tr key={environment.name}>
            <th scope="row">
              <code>{environment.name}</code>
            </th>
            <td>
              {environment.receives === 'publish' ? (
                'Publish'
              ) : (
                <>
                  Promotion from <code>{environment.from}</code>
                </>
              )}
            </td>
            <td>{environment.role}</td>
            <td>{environment.editableInStudio ? 'Yes (the draft)' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
