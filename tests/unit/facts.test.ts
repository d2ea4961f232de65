import { describe, expect, it } from 'vitest';
import { cliCommands } from '../../src/data/cli';
import { environmentVariables } from '../../src/data/environment';
import { errorCodes } from '../../src/data/errors';
import { roles } from '../../src/data/roles';
import { services } from '../../src/data/services';
import { checkFacts, formatProblem, type Facts } from '../support/factChecks';
import { loadMarkdownSources } from '../support/markdownSources';

const facts: Facts = { errorCodes, environmentVariables, cliCommands, roles, services };

function problemsIn(text: string): string[] {
  return checkFacts('docs/example.md', text, facts).map(formatProblem);
}

describe('facts data', () => {
  it('names every error code, variable, command, flag and port once', () => {
    const duplicates = (values: readonly (string | number)[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(errorCodes.map((entry) => entry.code))).toEqual([]);
    expect(duplicates(environmentVariables.map((entry) => entry.name))).toEqual([]);
    expect(duplicates(cliCommands.map((entry) => entry.command))).toEqual([]);
    expect(duplicates(services.map((entry) => entry.port))).toEqual([]);
    for (const command of cliCommands) {
      expect(duplicates(command.flags.map((flag) => flag.name)), command.command).toEqual([]);
    }
  });

  it('points every CLI flag at a variable that exists', () => {
    const names = new Set(environmentVariables.map((entry) => entry.name));
    const missing = cliCommands
      .flatMap((command) => command.flags)
      .filter((flag) => flag.env !== undefined && !names.has(flag.env));
    expect(missing).toEqual([]);
  });
});

describe('the facts check', () => {
  it('accepts facts the data defines', () => {
    expect(
      problemsIn(
        [
          'The `dialog-runtime` listens on 8081 and reports `CB-1004`.',
          'Set `COGNIBOT_LOG_LEVEL`; you need the Developer role.',
          '```bash',
          'cognibot test run --project prj_1 --junit results.xml',
          'kubectl -n cognibot port-forward deploy/knowledge-service 8083:8083',
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names the page and line of each fact the data lacks', () => {
    expect(
      problemsIn(
        [
          '---',
          'title: Example',
          '---',
          'Look up `CB-9999` and set `COGNIBOT_COLOUR`.',
          'Ask for the Editor role.',
          'The `studio` answers on 8089; the `gateway` on 8081.',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.md:4: error code CB-9999 is not in src/data/errors.ts',
      'docs/example.md:4: COGNIBOT_COLOUR is not in src/data/environment.ts',
      'docs/example.md:5: role "Editor" is not in src/data/roles.ts',
      'docs/example.md:6: port 8089 is not the port of any service in src/data/services.ts',
      'docs/example.md:6: port 8081 belongs to dialog-runtime, but the line gives it to gateway (8443)',
    ]);
  });

  it('finds commands and flags in code blocks, CI steps, continued lines and flag tables', () => {
    expect(
      problemsIn(
        [
          '```yaml',
          '- run: cognibot migrate',
          '```',
          '```bash',
          'cognibot project import app.cbpkg \\',
          '  --env test',
          '```',
          '## Flags',
          'Run `cognibot support bundle`.',
          '',
          '| `--since` | How far back |',
          '| `--verbose` | More output |',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.md:2: "cognibot migrate" is not a cognibot command in src/data/cli.ts',
      'docs/example.md:5: "cognibot project import" has no flag --env in src/data/cli.ts',
      'docs/example.md:12: "cognibot support bundle" has no flag --verbose in src/data/cli.ts',
    ]);
  });

  it('leaves the tool name in prose and other tools alone', () => {
    expect(
      problemsIn(
        [
          'Install the `cognibot` CLI. In CI, `CI_COGNIBOT_TOKEN` holds it.',
          '```bash',
          'helm install cognibot cognibot/cognibot -n cognibot',
          'rasa run --enable-api --auth-token x',
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('docs and blog posts', () => {
  const sources = loadMarkdownSources();

  it('explain every error code in a troubleshooting section named after its meaning', () => {
    const troubleshooting = sources.find((source) => source.file === 'docs/troubleshooting.md');
    const headings = new Set(
      (troubleshooting?.text ?? '').split('\n').filter((line) => line.startsWith('### CB-')),
    );
    const missing = errorCodes
      .map(({ code, meaning }) => `### ${code} ${meaning} {#${code.toLowerCase()}}`)
      .filter((heading) => !headings.has(heading));
    expect(missing).toEqual([]);
    expect(headings.size).toBe(errorCodes.length);
  });

  it.each(sources.map((source) => [source.file, source] as const))(
    '%s cites only facts from src/data',
    (file, { text }) => {
      expect(checkFacts(file, text, facts).map(formatProblem)).toEqual([]);
    },
  );
});
