import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { cliExitCodes } from '@site/src/data/cli';

/** The exit codes of every `cognibot` command, from `src/data/cli.ts`. */
export default function CliExitCodes(): ReactNode {
  return (
    <FactTable
      name="Exit codes"
      rows={cliExitCodes}
      rowKey={(exitCode) => String(exitCode.code)}
      columns={[
        { header: 'Exit code', cell: (exitCode) => <code>{exitCode.code}</code> },
        { header: 'Meaning', cell: (exitCode) => <FactText text={exitCode.meaning} /> },
      ]}
    />
  );
}
