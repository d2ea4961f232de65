import { releases } from '../../src/data/release';
import type { Limit } from '../../src/data/types';
import { compatibility, formatSupport } from '../../src/model/compatibility';
import type { FactProblem } from './factChecks';

/**
 * Checks of prose against the platform model (`src/model/`) and the limits data: versions,
 * service-token scopes, limits and the lifecycle rules pages tend to restate wrongly. Each check
 * reads the page's Markdown text with code blocks blanked out, so line numbers stay right.
 */

/** The text with fenced code blocks and front matter blanked (lines kept) and emphasis removed. */
export function proseOnly(text: string): string {
  let fence: string | undefined;
  const lines = text.split('\n');
  let frontMatter = lines[0]?.trim() === '---';
  return lines
    .map((line, index) => {
      if (frontMatter) {
        if (index > 0 && line.trim() === '---') frontMatter = false;
        return '';
      }
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker !== undefined) {
        fence = fence === undefined ? marker : marker.startsWith(fence) ? undefined : fence;
        return '';
      }
      return fence === undefined ? line.replace(/\*\*/g, '') : '';
    })
    .join('\n');
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

const version = String.raw`(\d+(?:\.\d+)*)`;
// "1.28 or newer", "7.0 (API level 24) or newer", "1.28 to 1.31", also across a line break.
const versionStatement = new RegExp(
  String.raw`${version}(?:\s*\([^)]*\))?\s+or\s+(?:newer|later)|${version}\s+to\s+${version}`,
  'g',
);

/**
 * Every "version X or newer" and "X to Y" after the name of a component of the compatibility
 * matrix must be that component's entry for the current release (any release on the release
 * notes, which describe them all).
 */
export function checkVersions(file: string, text: string): FactProblem[] {
  const prose = proseOnly(text);
  const lines = releases.map((release) => release.line);
  const allowed = file === 'docs/release-notes.md' ? lines : lines.slice(0, 1);
  const problems: FactProblem[] = [];
  for (const match of prose.matchAll(versionStatement)) {
    // The component is named earlier in the same sentence.
    const before =
      prose
        .slice(Math.max(0, match.index - 60), match.index)
        .split(/[.;]\s/)
        .pop() ?? '';
    const named = compatibility
      .flatMap((component) =>
        component.namedAs.map((name) => ({ component, at: before.lastIndexOf(name) })),
      )
      .filter(({ at }) => at !== -1)
      .sort((a, b) => b.at - a.at)[0]?.component;
    const stated = match[1] !== undefined ? `${match[1]} or newer` : `${match[2]} to ${match[3]}`;
    const line = lineAt(prose, match.index);
    if (named === undefined) {
      if (match[1] !== undefined) {
        problems.push({
          file,
          line,
          message: `"${stated}" names no component of src/model/compatibility.ts`,
        });
      }
      continue;
    }
    const entries = allowed.map((release) => {
      const support = named.support[release];
      return support === undefined ? '' : formatSupport(support);
    });
    if (!entries.includes(stated)) {
      problems.push({
        file,
        line,
        message: `${named.label}: "${stated}" is not in src/model/compatibility.ts, which gives ${entries.join(' / ')}`,
      });
    }
  }
  return problems;
}

/** Service-token scopes in inline code must be scopes of the OpenAPI document. */
export function checkScopes(
  file: string,
  text: string,
  scopes: ReadonlySet<string>,
): FactProblem[] {
  const problems: FactProblem[] = [];
  const prefixes = new Set([...scopes].map((scope) => scope.split(':')[0]));
  proseOnly(text)
    .split('\n')
    .forEach((raw, index) => {
      for (const match of raw.matchAll(/`([a-z]+):([a-z]+)`/g)) {
        const scope = `${match[1]}:${match[2]}`;
        if (!prefixes.has(match[1]) || scopes.has(scope)) continue;
        // Release notes name the old scope names they deprecate.
        if (/\bolder\b|deprecated|old name/.test(raw)) continue;
        problems.push({
          file,
          line: index + 1,
          message: `scope ${scope} is not a Scope of static/openapi/cognibot.yaml`,
        });
      }
    });
  return problems;
}

/** Sentences that restate a rule of `src/model/MODEL.md` the wrong way round. */
const ruleBreaches: readonly { pattern: RegExp; rule: string }[] = [
  {
    pattern: /\bbind\w*\b[^.]{0,80}\bafter\b[^.]{0,40}\b(promot|provision)/i,
    rule: 'credentials are bound before a promotion; the pre-checks block it otherwise (MODEL.md, Lifecycle)',
  },
  {
    pattern: /\bReveal\b/,
    rule: 'no secret has a Reveal; generated secrets are shown once (MODEL.md, Secrets)',
  },
  {
    pattern:
      /\bpublish(?:es|ed)?\s+(?:it\s+|a version\s+)?(?:to|in|into):?\s+(?:`dev`,\s+)?`(?:test|prod)`/i,
    rule: 'publishing always creates the version in `dev` (MODEL.md, Lifecycle)',
  },
];

export function checkRules(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  const prose = proseOnly(text);
  for (const { pattern, rule } of ruleBreaches) {
    for (const match of prose.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      problems.push({ file, line: lineAt(prose, match.index), message: rule });
    }
  }
  return problems;
}

/** A limit stated in prose: "up to 80 characters", "at most 200 elements". */
const limitStatement =
  /\b(?:up to|at most|no more than|limited to|maximum of)\s+(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]+)/g;

const unitAliases: Record<string, string> = {
  seconds: 's',
  second: 's',
  retries: 'retry',
  times: 'retry',
};

function normalizedUnit(unit: string): string {
  const lower = unit.toLowerCase();
  return unitAliases[lower] ?? lower.replace(/s$/, '');
}

/** The number-and-unit pairs a limit's value states: `30 s by default, up to 120 s` → 30 s, 120 s. */
export function limitQuantities(limit: Limit): string[] {
  return [...limit.value.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]+)/g)].map(
    ([, amount = '', unit = '']) => `${amount} ${normalizedUnit(unit)}`,
  );
}

/** Every limit stated in prose must be a value of src/data/limits.ts. */
export function checkLimits(
  file: string,
  text: string,
  limits: readonly Limit[],
  notLimits: ReadonlySet<string>,
): FactProblem[] {
  const known = new Set(limits.flatMap(limitQuantities));
  // A word after the number that no limit uses as a unit ("at most 200 including groups") leaves
  // the number alone to compare.
  const units = new Set([...known].map((quantity) => quantity.split(' ')[1]));
  const numbers = new Set([...known].map((quantity) => quantity.split(' ')[0]));
  const prose = proseOnly(text);
  const problems: FactProblem[] = [];
  for (const match of prose.matchAll(limitStatement)) {
    const [phrase, amount = '', word = ''] = match;
    const unit = normalizedUnit(word);
    const covered = units.has(unit) ? known.has(`${amount} ${unit}`) : numbers.has(amount);
    if (covered || notLimits.has(`${file}:${phrase}`)) continue;
    problems.push({
      file,
      line: lineAt(prose, match.index),
      message: `"${phrase}" is not a limit in src/data/limits.ts (add it there, or list the phrase in notPlatformLimits with a reason)`,
    });
  }
  return problems;
}
