import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { environmentVariables } from '@site/src/data/environment';
import type { EnvironmentVariable } from '@site/src/data/types';

interface Props {
  /** Which variables to list: those the services read, or those the `cognibot` CLI reads. */
  readonly usedBy: EnvironmentVariable['usedBy'];
}

/** The `COGNIBOT_*` variables of the services or of the CLI, from `src/data/environment.ts`. */
export default function EnvironmentVariables({ usedBy }: Props): ReactNode {
  const rows = environmentVariables.filter((variable) => variable.usedBy === usedBy);
  if (rows.length === 0)
    throw new Error(`EnvironmentVariables: no variable is used by "${usedBy}".`);
  return (
    <ScrollableTable
      data-table-name={
        usedBy === 'cli' ? 'CLI environment variables' : 'Server environment variables'
      }
    >
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Required</th>
          <th scope="col">Default</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((variable) => (
          <tr key={variable.name}>
            <th scope="row">
              <code>{variable.name}</code>
            </th>
            <td>{variable.required ? 'Yes' : 'No'}</td>
            <td>
              {variable.default === undefined ? 'None' : <FactText text={variable.default} />}
            </td>
            <td>
              <FactText text={variable.meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
