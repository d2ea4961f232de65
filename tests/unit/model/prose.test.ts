import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/data/limits';
import { formatProblem } from '../../support/factChecks';
import { loadMarkdownSources } from '../../support/markdownSources';
import {
  checkLimits,
  checkRules,
  checkScopes,
  checkVersions,
  proseOnly,
} from '../../support/modelChecks';
import { notPlatformLimits } from '../../support/notPlatformLimits';
import { loadOpenApiDocument } from '../../support/openapiExamples';

const schemas = (
  loadOpenApiDocument().components as { schemas: Record<string, { enum?: string[] }> }
).schemas;
const scopes = new Set(schemas.Scope?.enum ?? []);
const notLimits = new Set(notPlatformLimits.map(({ file, phrase }) => `${file}:${phrase}`));
const sources = loadMarkdownSources().filter((source) => !source.file.endsWith('.api.mdx'));

const problems = (file: string, text: string) =>
  [
    ...checkVersions(file, text),
    ...checkScopes(file, text, scopes),
    ...checkRules(file, text),
    ...checkLimits(file, text, limits, notLimits),
  ]
    .sort((a, b) => a.line - b.line)
    .map(formatProblem);

describe('the model checks', () => {
  it('read prose only, with line numbers kept', () => {
    expect(
      proseOnly('---\ntitle: A\n---\n**Bold** text\n```bash\nKubernetes 1.2 or newer\n```\nend'),
    ).toBe('\n\n\nBold text\n\n\n\nend');
  });

  it('accept what the model and the data say', () => {
    expect(
      problems(
        'docs/example.md',
        [
          'Kubernetes 1.28 to 1.31, **Rasa 3.6 or newer**, iOS 16.4 or',
          'newer. Use `project:publish`. Bind credentials before you promote.',
          'Messages of up to 4,096 characters; timeouts up to 120 seconds.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('name the page and line of each statement the model contradicts', () => {
    expect(
      problems(
        'docs/example.md',
        [
          'You need Kubernetes 1.28 or newer and iOS 15 or newer.',
          'Java 17 or newer. Grant `project:delete`.',
          'Bind the credentials after the first promotion. Select **Reveal**.',
          'Names of up to 81 characters.',
          'A stage a version is published to: `dev`, `test` or `prod`.',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.md:1: Kubernetes (Helm chart): "1.28 or newer" is not in src/model/compatibility.ts, which gives 1.28 to 1.31',
      'docs/example.md:1: Safari on macOS and iOS, and WKWebView in iOS apps: "15 or newer" is not in src/model/compatibility.ts, which gives 16.4 or newer',
      'docs/example.md:2: "17 or newer" names no component of src/model/compatibility.ts',
      'docs/example.md:2: scope project:delete is not a Scope of static/openapi/cognibot.yaml',
      'docs/example.md:3: credentials are bound before a promotion; the pre-checks block it otherwise (MODEL.md, Lifecycle)',
      'docs/example.md:3: no secret has a Reveal; generated secrets are shown once (MODEL.md, Secrets)',
      'docs/example.md:4: "up to 81 characters" is not a limit in src/data/limits.ts (add it there, or list the phrase in notPlatformLimits with a reason)',
      'docs/example.md:5: publishing always creates the version in `dev` (MODEL.md, Lifecycle)',
    ]);
  });

  it('list only phrases that pages still contain, each with a reason', () => {
    const stale = notPlatformLimits.filter(
      ({ file, phrase, reason }) =>
        reason.trim() === '' ||
        !sources.some((source) => source.file === file && source.text.includes(phrase)),
    );
    expect(stale).toEqual([]);
  });
});

describe('docs and blog posts', () => {
  it.each(sources.map((source) => [source.file, source] as const))(
    '%s states versions, scopes, limits and lifecycle rules as the model does',
    (file, { text }) => {
      expect(problems(file, text)).toEqual([]);
    },
  );
});
