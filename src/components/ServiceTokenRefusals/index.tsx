import type { ReactNode } from 'react';
import { permissions as allPermissions } from '../../data/roles';
import type { Permission } from '../../data/types';

interface Props {
  /** Defaults to the platform's matrix; the unit test passes its own rows. */
  readonly permissions?: readonly Permission[];
}

/**
 * The rows of the permissions matrix that only a person may do, as a list: pages that explain
 * service tokens render it instead of repeating the rows in prose, so the list cannot drift.
 */
export default function ServiceTokenRefusals({ permissions = allPermissions }: Props): ReactNode {
  return (
    <ul>
      {permissions
        .filter((permission) => permission.refusesServiceTokens === true)
        .map(({ action }) => (
          <li key={action}>{action}</li>
        ))}
    </ul>
  );
}
