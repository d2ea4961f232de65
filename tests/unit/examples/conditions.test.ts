import { describe, expect, it } from 'vitest';
import { runCondition, stateFromValues } from '../../../src/conditions';
import { outcomeText, parseClaims } from '../../../src/conditions/examples';
import {
  looksLikeCondition,
  pageConditions,
  statedAsSyntaxError,
} from '../../support/conditionExamples';
import { loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';

/**
 * Conditions on every page other than the conditions page (whose examples and tables
 * tests/unit/conditions/page.test.ts runs) are run by the site's evaluator.
 */
const sources = loadMarkdownSources().filter(
  (source) => source.file !== 'docs/CogniBot/Concepts/conditions.md',
);
const conditions = sources.flatMap(pageConditions);
const clock = new Date('2030-01-01T00:00:00Z');

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
