// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import CliScopes from '../../../src/components/CliScopes';
import { cliCommands } from '../../../src/data/cli';
import type { CliCommand } from '../../../src/data/types';
import { loadMarkdownSources } from '../../support/markdownSources';

const sample: readonly CliCommand[] = [
  {
    command: 'login',
    synopsis: 'cognibot login',
    meaning: 'Signs in.',
    flags: [],
    scopes: ['project:read'],
    operations: [],
  },
  {
    command: 'export',
    synopsis: 'cognibot export',
    meaning: 'Exports.',
    flags: [],
    scopes: ['project:read'],
    operations: [],
  },
  {
    command: 'test',
    synopsis: 'cognibot test',
    meaning: 'Tests.',
    flags: [],
    scopes: ['tests:run'],
    operations: [],
  },
  {
    command: 'import',
    synopsis: 'cognibot import',
    meaning: 'Imports.',
    flags: [],
    scopes: ['project:import'],
    operations: [],
  },
  {
    command: 'bundle',
    synopsis: 'cognibot bundle',
    meaning: 'Bundles.',
    flags: [],
    operations: [],
  },
];

describe('the scopes of CLI commands in a sentence', () => {
  it('names each scope once, joined as in prose', () => {
    const { container } = render(
      <CliScopes commands={['login', 'export', 'test', 'bundle', 'import']} cliCommands={sample} />,
    );
    expect(container.textContent).toBe('project:read, tests:run and project:import');
    expect(container.querySelectorAll('code')).toHaveLength(3);
  });

  it('shows a single scope alone', () => {
    const { container } = render(<CliScopes commands={['login']} cliCommands={sample} />);
    expect(container.innerHTML).toBe('<span><code>project:read</code></span>');
  });

  it('names a command the data lacks', () => {
    expect(() => render(<CliScopes commands={['deploy']} cliCommands={sample} />)).toThrow(
      'CliScopes: src/data/cli.ts has no command "deploy".',
    );
  });

  it('refuses commands that need no scope, where the sentence would be empty', () => {
    expect(() => render(<CliScopes commands={['bundle']} cliCommands={sample} />)).toThrow(
      'CliScopes: the commands bundle need no token scope.',
    );
  });

  it('is used on the docs pages with commands that the data has', () => {
    const known = new Set(cliCommands.map((command) => command.command));
    const unknown = loadMarkdownSources().flatMap((source) =>
      [...source.text.matchAll(/<CliScopes commands=\{\[([^\]]*)\]\}/g)]
        .flatMap((match) =>
          [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''),
        )
        .filter((name) => !known.has(name))
        .map((name) => `${source.file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
