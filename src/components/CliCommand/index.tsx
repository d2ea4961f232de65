import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { cliCommands } from '@site/src/data/cli';
import { operationDocId } from '@site/src/openapi/operationDocId';

interface Props {
  /** The words after `cognibot`, as `src/data/cli.ts` names the command: `project export`. */
  readonly name: string;
}

/** One `cognibot` command from the facts data: synopsis, what it does, scopes, API operations and flags. */
export default function CliCommand({ name }: Props): ReactNode {
  const command = cliCommands.find((candidate) => candidate.command === name);
  if (command === undefined) {
    throw new Error(`CliCommand: src/data/cli.ts has no command "${name}".`);
  }
  return (
    <>
      {/* Inline code, not a code block: the synopsis is one line, and @theme/CodeBlock imported
          here would split the code-block chunk that every docs page loads. */}
      <p>
        Synopsis: <code>{command.synopsis}</code>
      </p>
      <p>
        <FactText text={command.meaning} />
      </p>
      {/* The scopes apply to whichever token the command uses: a service token in CI or the
          personal access token that `cognibot login` saved. */}
      <p>
        Token scopes:{' '}
        {command.scopes === undefined || command.scopes.length === 0
          ? 'none; the role alone decides.'
          : command.scopes.map((scope, index) => (
              <span key={scope}>
                {index > 0 && ', '}
                <code>{scope}</code>
              </span>
            ))}
        {command.scopes !== undefined && command.scopes.length > 0 && '.'}
      </p>
      <p>
        REST API:{' '}
        {command.operations.map((operationId, index) => (
          <span key={operationId}>
            {index > 0 && ', '}
            <DocLink docId={operationDocId(operationId)} />
          </span>
        ))}
        .
      </p>
      {command.flags.length > 0 && (
        <ScrollableTable data-table-name={`Flags of cognibot ${name}`}>
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Default</th>
              <th scope="col">Environment variable</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {command.flags.map((flag) => (
              <tr key={flag.name}>
                <th scope="row">
                  <code>{flag.value === undefined ? flag.name : `${flag.name} ${flag.value}`}</code>
                </th>
                <td>{flag.default === undefined ? 'None' : <FactText text={flag.default} />}</td>
                <td>{flag.env === undefined ? 'None' : <code>{flag.env}</code>}</td>
                <td>
                  <FactText text={flag.meaning} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
    </>
  );
}
