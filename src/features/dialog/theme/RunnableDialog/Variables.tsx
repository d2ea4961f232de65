import type { ReactNode } from 'react';
import { variablesByScope, type RunnerSession } from '@site/src/features/dialog/runner/session';
import styles from './styles.module.css';

/** The variables of every scope after the latest turn, as the Test tab's State pane shows them. */
export default function Variables({ session }: { session: RunnerSession }): ReactNode {
  const scopes = variablesByScope(session);
  return (
    <dl className={styles.variables}>
      {scopes.map(([scope, values]) => (
        <div key={scope}>
          <dt>{scope}</dt>
          {values.length === 0 ? (
            <dd className={styles.empty}>No values</dd>
          ) : (
            values.map(([name, value]) => (
              <dd key={name}>
                <code>{name}</code> = <code>{value}</code>
              </dd>
            ))
          )}
        </div>
      ))}
    </dl>
  );
}
