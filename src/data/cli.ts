import type { CliCommand, CliExitCode, CliFlag } from './types';

/** `--host`: every command that talks to an installation accepts it. */
const hostFlag: CliFlag = {
  name: '--host',
  value: '<url>',
  env: 'COGNIBOT_HOST',
  default: 'the host saved by `cognibot login`',
  meaning: 'Address of the installation, for example `https://bots.example.com`.',
};

/** `--host` of `login` itself, which has no saved host to fall back on. */
const loginHostFlag: CliFlag = {
  name: '--host',
  value: '<url>',
  env: 'COGNIBOT_HOST',
  meaning:
    'Address of the installation to sign in to, for example `https://bots.example.com`. Required: without the flag and the variable, the command stops with exit code `2`.',
};

/** `--project`: commands that work on one project. */
const projectFlag: CliFlag = {
  name: '--project',
  value: '<id>',
  env: 'COGNIBOT_PROJECT',
  meaning:
    'ID of the project, for example `prj_7f3k2m9q`. Required: without the flag and the variable, the command stops with exit code `2`.',
};

/**
 * The commands of the `cognibot` CLI (`npm install -g @cognibot/cli@<release>`, pinned to the minor
 * release of the installation, for example `@5.2`). A command reads its host and token from the
 * flags, then from `COGNIBOT_HOST` and `COGNIBOT_TOKEN`, then from what `cognibot login` saved; so
 * a CI job sets the two variables and never runs `login`.
 */
export const cliCommands: readonly CliCommand[] = [
  {
    command: 'login',
    synopsis: 'cognibot login --host <url>',
    meaning:
      'Asks for a personal access token (or reads `COGNIBOT_TOKEN`), checks it against the installation and saves host and token for later commands. Not needed in CI.',
    flags: [loginHostFlag],
    scopes: ['project:read'],
    operations: ['listProjects'],
  },
  {
    command: 'project export',
    synopsis: 'cognibot project export <projectId> [--version <version>] --out <file>',
    meaning:
      'Downloads one published version of a project as a `.cbpkg` package, for backups and for moving a project to another installation.',
    flags: [
      {
        name: '--version',
        value: '<version>',
        default: 'the latest published version',
        meaning: 'Version label to export, for example `1.4.0`.',
      },
      { name: '--out', value: '<file>', meaning: 'Path of the `.cbpkg` file to write.' },
      hostFlag,
    ],
    scopes: ['project:read'],
    operations: ['exportProject'],
  },
  {
    command: 'project import',
    synopsis: 'cognibot project import <file> [--project <id> | --new-project]',
    meaning:
      'Uploads a `.cbpkg` package. When the installation has no project with the ID in the package, it creates that project, which needs a personal access token of someone with the Developer workspace role or higher (a service token cannot create projects); otherwise it adds the version to the project and the draft of the project becomes that version, replacing changes that were never published (the draft of each dialog is kept as a revision). Either way the version is published in `dev`, exactly as Publish in Studio does; promote it from there.',
    flags: [
      {
        name: '--project',
        value: '<id>',
        meaning:
          'Add the version to this existing project instead of the project named in the package. Not read from `COGNIBOT_PROJECT`, so a job that sets the variable for its tests still imports into the project named in the package. Cannot be combined with `--new-project`.',
      },
      {
        name: '--new-project',
        meaning:
          'Create a new project with a new ID even when the project named in the package exists. It is named after the package with ` (copy)`, ` (copy 2)` and so on, the first name no project in the workspace has, archived ones included. Every run creates another project, so check the project list (**Main Menu → Projects** in Studio, or `GET /api/v1/projects`) before you run it again. Cannot be combined with `--project`.',
      },
      hostFlag,
    ],
    scopes: ['project:import'],
    operations: ['importProject'],
  },
  {
    command: 'project promote',
    synopsis: 'cognibot project promote <projectId> --version <version> --to <environment>',
    meaning:
      'Runs the pre-checks of the target environment and makes a published version active there: from `dev` to `test`, or from `test` to `prod`. Promoting an earlier version is a rollback.',
    flags: [
      {
        name: '--version',
        value: '<version>',
        meaning: 'Version label to promote, for example `1.4.0`.',
      },
      {
        name: '--to',
        value: '<environment>',
        meaning:
          '`test` or `prod`. A version reaches `prod` only after it was active in `test`; `test` needs the Developer role, `prod` the Admin role.',
      },
      hostFlag,
    ],
    scopes: ['project:publish'],
    operations: ['createPromotion'],
  },
  {
    command: 'test run',
    synopsis:
      'cognibot test run [--project <id>] [--version <version>] [--tag <tag>] [--junit <file>]',
    meaning:
      'Runs conversation tests on the server: the YAML files of the `tests/` folder in the current directory, or the tests stored in the project when there is none.',
    flags: [
      projectFlag,
      {
        name: '--version',
        value: '<version>',
        default: 'the draft in `dev`',
        meaning:
          'Published version to test, for example `1.4.0`, with the tests stored in it unless the current directory has a `tests/` folder: test the version you are about to promote.',
      },
      {
        name: '--tag',
        value: '<tag>',
        meaning: 'Run only the tests with this tag, for example `smoke`.',
      },
      {
        name: '--junit',
        value: '<file>',
        meaning: 'Also write the results as JUnit XML to this file.',
      },
      hostFlag,
    ],
    scopes: ['tests:run'],
    operations: ['createTestRun', 'getTestRun'],
  },
  {
    command: 'extension publish',
    synopsis: 'cognibot extension publish [--project <id>]',
    meaning:
      'Validates `cognibot-extension.json` in the current directory, bundles the folder with its `node_modules` (up to 20 MB) and publishes the extension to the project in `dev`.',
    flags: [projectFlag, hostFlag],
    scopes: ['extensions:publish'],
    operations: ['publishExtension'],
  },
  {
    command: 'support bundle',
    synopsis: 'cognibot support bundle [--since <duration>] [--out <file>]',
    meaning:
      'Collects the logs of all services for a time window, the configuration with secrets redacted, versions and health results into one zip file for a support ticket. Owner or Admin only, with a personal access token: a service token is refused, whatever its role.',
    flags: [
      {
        name: '--since',
        value: '<duration>',
        default: '`24h`',
        meaning: 'How far back to collect logs, in hours up to `168h`, for example `2h` or `72h`.',
      },
      {
        name: '--out',
        value: '<file>',
        default: '`bundle.zip`',
        meaning: 'Path of the zip file to write.',
      },
      hostFlag,
    ],
    operations: ['getSupportBundle'],
  },
];

/** Exit codes, the same for every command. */
export const cliExitCodes: readonly CliExitCode[] = [
  {
    code: 0,
    meaning: 'Success: the command did what it was asked, and every selected test passed.',
  },
  {
    code: 1,
    meaning:
      'The command ran and found a failure: a conversation test failed, or a promotion was refused because a pre-check failed or the version was never active in `test` (nothing was changed).',
  },
  {
    code: 2,
    meaning:
      'The command could not run: unknown command or flag, flags that cannot be combined, invalid file, unknown project or version, sign-in failed (CB-5003), a missing role or scope (CB-5020), an invalid or expired license (CB-5010), an address outside the IP allow list (CB-5015), or any other refusal of the request (`400`, `413`, `415`, or a `422` other than a failed pre-check); nothing was changed.',
  },
  {
    code: 3,
    meaning:
      'Already done: the installation answered `409` because the version label or extension version already exists (nothing was changed). A retried `project import` or `extension publish` whose first try got through ends with `3`. For `extension publish`, `3` also means that changed code was not published: raise the version in `cognibot-extension.json` whenever the code changes.',
  },
  {
    code: 4,
    meaning:
      'The installation could not be reached or failed: a network error or a `5xx` answer, or `429` still after waiting `Retry-After` three times. The command does not retry a change after a network error or `5xx`, because the change may have been made: check the state, for example with the project list (**Main Menu → Projects** in Studio, or `GET /api/v1/projects`), before you run it again.',
  },
];
