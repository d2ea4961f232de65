import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { cliExitCodes } from '@site/src/data/cli';

/** The exit codes of every `cognibot` command, from `src/data/cli.ts`. */
export default function CliExitCodes(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Exit codes'}>
      <thead>
        <tr>
          <th scope="col">Exit code</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {cliExitCodes.map((exitCode) => (
          <tr key={exitCode.code}>
            <th scope="row">
              <code>{exitCode.code}</code>
            </th>
            <td>
              <FactText text={exitCode.meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
