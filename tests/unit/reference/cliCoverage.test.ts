import { describe, expect, it } from 'vitest';
import { cliCommands } from '../../../src/data/cli';
import { environmentVariables } from '../../../src/data/environment';
import { currentRelease } from '../../../src/data/release';
import { loadMarkdownSources } from '../../support/markdownSources';
import { loadOpenApiDocument } from '../../support/openapiExamples';

const sources = loadMarkdownSources();
const cliPage = sources.find((source) => source.file === 'docs/reference/cli.md');
const installationPage = sources.find((source) => source.file === 'docs/installation.md');
const knownCommands = cliCommands.map((command) => command.command);

/** The command words of every `cognibot …` use in the docs: `project export` for `cognibot project export x`. */
function commandsUsed(text: string): Set<string> {
  const used = new Set<string>();
  // An invocation starts a line of a script (optionally after `- run:` or `$`) or a code span;
  // `kubectl -n cognibot` and `helm … cognibot/cognibot` are other tools.
  for (const match of text.matchAll(
    /(?:^[\t ]*(?:- run: |- |\$ )?|`)cognibot ([a-z]+(?: [a-z]+)?)/gm,
  )) {
    const words = match[1] ?? '';
    // `cognibot login --host` has one command word; `cognibot project export` has two.
    const command = knownCommands.find((known) => words === known || words.startsWith(`${known} `));
    used.add(command ?? words);
  }
  return used;
}

describe('the CLI reference', () => {
  it('renders every command of the facts data', () => {
    const rendered = [...(cliPage?.text ?? '').matchAll(/<CliCommand name="([^"]+)" \/>/g)].map(
      (match) => match[1],
    );
    expect(rendered.sort()).toEqual([...knownCommands].sort());
  });

  it('covers every cognibot command used anywhere in the docs', () => {
    const used = new Set(
      sources
        .filter((source) => source.kind === 'doc')
        .flatMap((source) => [...commandsUsed(source.text)]),
    );
    const unknown = [...used].filter((command) => !knownCommands.includes(command));
    expect(unknown).toEqual([]);
  });

  it('finds commands the way a writer types them', () => {
    expect([
      ...commandsUsed(
        'Run `cognibot project export prj_1 --out a.cbpkg`.\n  - run: cognibot login --host x\nkubectl -n cognibot get pods',
      ),
    ]).toEqual(['project export', 'login']);
  });
});

describe('the CLI and the REST API', () => {
  const document = loadOpenApiDocument();
  /** operationId -> the scopes its security requirements name. */
  const scopesByOperation = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as {
      operationId?: string;
      security?: Record<string, string[]>[];
    }[]) {
      if (operation.operationId === undefined) continue;
      const scopes = (operation.security ?? []).flatMap((requirement) =>
        Object.values(requirement).flat(),
      );
      scopesByOperation.set(operation.operationId, scopes);
    }
  }

  it('names only operations of the OpenAPI document', () => {
    const unknown = cliCommands
      .flatMap((command) => command.operations)
      .filter((id) => !scopesByOperation.has(id));
    expect(unknown).toEqual([]);
  });

  it('asks for exactly the scopes of the operations a service token can call', () => {
    // Commands that only a person runs (`login`, `support bundle`) list no scopes.
    const mismatched = cliCommands
      .filter((command) => command.scopes !== undefined)
      .filter((command) => {
        const needed = new Set(command.operations.flatMap((id) => scopesByOperation.get(id) ?? []));
        return [...needed].sort().join() !== [...(command.scopes ?? [])].sort().join();
      })
      .map((command) => command.command);
    expect(mismatched).toEqual([]);
  });
});

describe('COGNIBOT_* variables', () => {
  it('are all on the installation page (server) or the CLI page (CLI)', () => {
    const page = (usedBy: 'server' | 'cli') => (usedBy === 'server' ? installationPage : cliPage);
    const missing = environmentVariables
      .filter((variable) => {
        const text = page(variable.usedBy)?.text ?? '';
        // Either written out, or rendered by the page's table of that kind of variable.
        return (
          !text.includes(variable.name) &&
          !text.includes(`<EnvironmentVariables usedBy="${variable.usedBy}" />`)
        );
      })
      .map((variable) => variable.name);
    expect(missing).toEqual([]);
  });

  it('used in the docs are all in the facts data', () => {
    const known = new Set<string>(environmentVariables.map((variable) => variable.name));
    const used = new Set(
      sources
        .filter((source) => source.kind === 'doc')
        .flatMap((source) =>
          [
            ...source.text.matchAll(
              /(?<![A-Za-z0-9_])COGNIBOT_[A-Z0-9_]*[A-Z0-9](?![A-Za-z0-9_])/g,
            ),
          ].map((m) => m[0]),
        ),
    );
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('installing the CLI', () => {
  it('pins the tool to the current minor release everywhere the docs install it', () => {
    // An unpinned or stale tool may call operations the installation does not have.
    const installs = sources
      .filter((source) => source.kind === 'doc')
      .flatMap((source) =>
        [...source.text.matchAll(/npm install -g (@cognibot\/cli\S*?)(?=[`\s]|$)/gm)].map(
          (match) => `${source.file}: ${match[1] ?? ''}`,
        ),
      );
    expect(installs.length).toBeGreaterThan(0);
    expect(
      installs.filter((install) => !install.endsWith(`@cognibot/cli@${currentRelease.line}`)),
    ).toEqual([]);
  });
});
