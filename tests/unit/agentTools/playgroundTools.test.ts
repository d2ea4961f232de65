import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../src/features/agentTools/logic/evaluateCondition';
import { buildWebchatSnippet } from '../../../src/features/agentTools/logic/webchatSnippet';
import { buildSnippet, emptyInput } from '../../../src/features/playgrounds/webchatSnippetApi';
import { fixedNow } from './fixtures';

describe('evaluate_condition', () => {
  it('evaluates against values by dotted name or nested, as the playground does', () => {
    expect(
      evaluateCondition(
        {
          expression: 'conversation.priority <= 2 && system.channel == "msteams"',
          state: { 'conversation.priority': 2, system: { channel: 'msteams' } },
        },
        fixedNow,
      ),
    ).toEqual({
      ok: true,
      result: {
        expression: 'conversation.priority <= 2 && system.channel == "msteams"',
        value: 'true',
        type: 'boolean',
        branchTaken: true,
      },
    });
  });

  it('reads now() from the moment given, and a value that is not true does not take a branch', () => {
    const outcome = evaluateCondition({ expression: 'now()' }, fixedNow);
    expect(outcome.ok && [outcome.result.type, outcome.result.branchTaken]).toEqual([
      'date',
      false,
    ]);
    const list = evaluateCondition({ expression: '[1, 2]' }, fixedNow);
    expect(list.ok && list.result.value).toBe('[1, 2]');
  });

  it('reports syntax errors, type errors and bad state with their codes', () => {
    const error = (expression: string, state?: Record<string, unknown>) => {
      const outcome = evaluateCondition({ expression, ...(state ? { state } : {}) }, fixedNow);
      return outcome.ok ? undefined : outcome.error;
    };
    expect(error('1 +')).toEqual({
      code: 'condition_syntax',
      message: "CB-1012 syntax error at position 3: unexpected character '+'",
    });
    expect(error('conversation.priority < "high"', { 'conversation.priority': 2 })?.code).toBe(
      'condition_type',
    );
    expect(error('true', { 'not a name': 1 })).toEqual({
      code: 'invalid_state',
      message: '"not a name" is not a variable name such as "conversation.priority".',
    });
  });
});

describe('build_webchat_snippet', () => {
  it('is the builder’s snippet, defaults filled in', () => {
    const options = {
      projectId: 'prj_7f3k2m9q',
      host: 'https://bots.example.com',
      theme: 'dark' as const,
    };
    const built = buildSnippet({ ...emptyInput, ...options });
    const outcome = buildWebchatSnippet(options);
    expect(built.ok).toBe(true);
    expect(outcome.ok && outcome.result.code).toBe(built.ok ? built.code : '');
    expect(outcome.ok && outcome.result.csp).toBe(
      'script-src https://bots.example.com;\nconnect-src https://bots.example.com wss://bots.example.com;\nframe-src https://bots.example.com',
    );
    expect(outcome.ok && outcome.result.options).toEqual({ ...emptyInput, ...options });
  });

  it('lists each invalid option with the builder’s message', () => {
    const outcome = buildWebchatSnippet({
      projectId: 'project',
      host: 'https://bots.example.com/',
      primaryColor: 'blue',
    });
    expect(outcome.ok ? undefined : outcome.error.problems).toEqual([
      {
        option: 'projectId',
        message:
          'A project ID is prj_ followed by lowercase letters and digits, such as prj_7f3k2m9q.',
      },
      { option: 'host', message: 'Remove the trailing slash.' },
      { option: 'primaryColor', message: 'Enter a hex colour such as #1f5fbf, or leave it empty.' },
    ]);
    expect(outcome.ok ? undefined : outcome.error.code).toBe('invalid_options');
  });
});
