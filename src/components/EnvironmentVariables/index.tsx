import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import FactTable from '@site/src/components/FactTable';
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
    <FactTable
      name={usedBy === 'cli' ? 'CLI environment variables' : 'Server environment variables'}
      rows={rows}
      rowKey={(variable) => variable.name}
      columns={[
        { header: 'Variable', cell: (variable) => <code>{variable.name}</code> },
        { header: 'Required', cell: (variable) => (variable.required ? 'Yes' : 'No') },
        {
          header: 'Default',
          cell: (variable) =>
            variable.default === undefined ? 'None' : <FactText text={variable.default} />,
        },
        { header: 'Meaning', cell: (variable) => <FactText text={variable.meaning} /> },
      ]}
    />
  );
}
