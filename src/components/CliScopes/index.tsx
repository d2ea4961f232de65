import type { ReactNode } from 'react';
import { cliCommands as allCommands } from '@site/src/data/cli';
import type { CliCommand } from '@site/src/data/types';

interface Props {
  /** The commands a procedure runs, as `src/data/cli.ts` names them: `['login', 'test run']`. */
  readonly commands: readonly string[];
  /** Defaults to the commands of the CLI; the unit test passes its own. */
  readonly cliCommands?: readonly CliCommand[];
}

/**
 * The token scopes that a set of `cognibot` commands needs together, inside a sentence
 * (`project:read` and `tests:run`), so that a procedure names the same scopes as the CLI
 * reference. An unknown command, or commands that need no scope at all, stop the build.
 */
export default function CliScopes({ commands, cliCommands = allCommands }: Props): ReactNode {
  const scopes: string[] = [];
  for (const name of commands) {
    const command = cliCommands.find((candidate) => candidate.command === name);
    if (command === undefined) {
      throw new Error(`CliScopes: src/data/cli.ts has no command "${name}".`);
    }
    for (const scope of command.scopes ?? []) {
      if (!scopes.includes(scope)) scopes.push(scope);
    }
  }
  if (scopes.length === 0) {
    throw new Error(`CliScopes: the commands ${commands.join(', ')} need no token scope.`);
  }
  return scopes.map((scope, index) => (
    <span key={scope}>
      {index === 0 ? '' : index === scopes.length - 1 ? ' and ' : ', '}
      <code>{scope}</code>
    </span>
  ));
}
