import { describe, expect, it } from 'vitest';
import { runCondition, stateFromValues } from '../../../src/conditions';
import { outcomeText, parseClaims } from '../../../src/conditions/examples';
import {
  looksLikeCondition,
  pageConditions,
  statedAsSyntaxError,
} from '../../support/conditionExamples';
import { visit } from 'unist-util-visit';
import { codeText, readDocWithTables, tableRows } from '../../support/docTables';
import { loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';
import { loadOpenApiDocument } from '../../support/openapiExamples';

/**
 * Conditions on every page other than the conditions page (whose examples and tables
 * tests/unit/conditions/page.test.ts runs) are run by the site's evaluator.
 */
const sources = loadMarkdownSources().filter(
  (source) => source.file !== 'docs/CogniBot/Concepts/conditions.md',
);
const conditions = sources.flatMap(pageConditions);
const clock = new Date('2030-01-01T00:00:00Z');

/**
 * Variables the state page declares with a type and an example value (the `system` variables),
 * and the identity values the channels fill, which are strings.
 */
function declaredSamples(): Map<string, unknown> {
  const samples = new Map<string, unknown>();
  visit(readDocWithTables('docs/CogniBot/Concepts/state.md'), 'table', (table) => {
    const [header = [], ...rows] = tableRows(table);
    if (header[0] === 'Variable' && header[1] === 'Type' && header[2] === 'Example value') {
      for (const row of rows) {
        const example = codeText(row[2] ?? '');
        samples.set(codeText(row[0] ?? ''), row[1] === 'date' ? example : JSON.parse(example));
      }
    }
    if (header[0] === 'Channel') {
      for (const cell of header.slice(1)) samples.set(codeText(cell), 'Dana Whitfield');
    }
  });
  return samples;
}
const declared = declaredSamples();

describe('conditions on every page', () => {
  it('are found in prose and in YAML examples', () => {
    const markdown =
      'Calls show `system.channel == "telephony"`; `conversation.priority` alone is no condition.\n\n```yaml\n  - when: "skill.attempts >= 3"\n```\n';
    const { tree, frontMatter } = parseMarkdown(markdown);
    expect(
      pageConditions({ file: 'test.md', kind: 'doc', frontMatter, tree, text: markdown }).map(
        ({ line, condition }) => `${line}: ${condition}`,
      ),
    ).toEqual(['1: system.channel == "telephony"', '4: skill.attempts >= 3']);
    expect(looksLikeCondition('{{ conversation.priority }} <= 2')).toBe(true);
    expect(looksLikeCondition('kubectl get pods')).toBe(false);
  });

  it.each(
    conditions.map((found) => [`${found.file}:${found.line}`, found.condition, found] as const),
  )('%s: %s reads as the page says, and with every variable unset', (_at, condition, found) => {
    const unset = runCondition(condition, {}, clock);
    if (statedAsSyntaxError(found.context)) {
      expect(unset.kind, 'the page calls it a syntax error').toBe('syntax-error');
      return;
    }
    expect(unset.kind === 'syntax-error' ? unset.error.message : '').toBe('');
  });

  it('know the declared type of every system variable and identity value', () => {
    expect([...declared.keys()]).toEqual(
      expect.arrayContaining(['system.channel', 'system.now', 'user.email']),
    );
  });

  const onDeclared = conditions.filter(({ condition, context }) => {
    const names = condition.match(/\b(?:system|conversation|user|skill|project)\.[A-Za-z_]\w*/g);
    return !statedAsSyntaxError(context) && names?.every((name) => declared.has(name)) === true;
  });

  it.each(onDeclared.map((found) => [`${found.file}:${found.line}`, found.condition] as const))(
    '%s: %s gives a boolean with values of the declared types',
    (_at, condition) => {
      const names = condition.match(/\b(?:system|conversation|user|skill|project)\.[A-Za-z_]\w*/g);
      const state = stateFromValues(
        Object.fromEntries((names ?? []).map((name) => [name, declared.get(name)])),
      );
      if (!state.ok) throw new Error(state.message);
      const outcome = runCondition(condition, state.state, clock);
      expect(outcome.kind === 'value' ? outcome.type : outcome.error.message).toBe('boolean');
    },
  );

  it('compare system.channel only with channels the platform has', () => {
    const schemas = (
      loadOpenApiDocument().components as { schemas: Record<string, { enum?: string[] }> }
    ).schemas;
    const channels = new Set(schemas.Channel?.enum ?? []);
    const unknown = conditions.flatMap(({ file, line, condition }) =>
      [...condition.matchAll(/system\.channel\s*[!=]=\s*"([^"]*)"/g)]
        .filter((match) => !channels.has(match[1] ?? ''))
        .map((match) => `${file}:${line}: ${match[0]}`),
    );
    expect(channels.size).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  const claims = sources.flatMap((source) =>
    source.text
      .split('\n')
      .flatMap((text, index) =>
        parseClaims(text).map((claim) => ({ ...claim, at: `${source.file}:${index + 1}` })),
      ),
  );

  it.each(claims.map((claim) => [claim.at, claim.condition, claim] as const))(
    '%s: %s gives the stated result',
    (_at, condition, claim) => {
      const state = stateFromValues(claim.values);
      if (!state.ok) throw new Error(state.message);
      expect(outcomeText(runCondition(condition, state.state, clock))).toBe(claim.expected);
    },
  );
});
