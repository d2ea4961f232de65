import type { ReactNode } from 'react';
import FactText from '../FactText';
import ScrollableTable from '../ScrollableTable';
import { permissions as allPermissions, roles as allRoles } from '../../data/roles';
import type { Permission, RoleName } from '../../data/types';
import styles from './styles.module.css';

interface Props {
  /** Defaults to the platform's matrix; the unit test passes its own rows. */
  readonly permissions?: readonly Permission[];
  readonly roles?: readonly RoleName[];
}

/** Said under each action that only a person may do, so the matrix itself shows the exception. */
export const serviceTokenRefusal = 'A service token is refused, whatever its role and scopes.';

/** The roles-and-permissions matrix: one row per action, one column per role, highest first. */
export default function PermissionsMatrix({
  permissions = allPermissions,
  roles = allRoles,
}: Props): ReactNode {
  return (
    <ScrollableTable className={styles.matrix} data-table-name={'Permissions by role'}>
      <caption>What each role may do (Yes: allowed, No: refused with CB-5020)</caption>
      <thead>
        <tr>
          <th scope="col">Action</th>
          {roles.map((role) => (
            <th key={role} scope="col">
              {role}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {permissions.map(({ action, roles: allowed, note, refusesServiceTokens }) => (
          <tr key={action}>
            <th scope="row" className={styles.action}>
              {action}
              {note !== undefined && (
                <span className={styles.note}>
                  <FactText text={note} />
                </span>
              )}
              {refusesServiceTokens === true && (
                <span className={styles.note}>{serviceTokenRefusal}</span>
              )}
            </th>
            {roles.map((role) =>
              allowed.includes(role) ? (
                <td key={role} className={styles.yes}>
                  Yes
                </td>
              ) : (
                <td key={role} className={styles.no}>
                  No
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
