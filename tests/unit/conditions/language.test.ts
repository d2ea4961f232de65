import { describe, expect, it } from 'vitest';
import {
  formatValue,
  parseCondition,
  parseStateJson,
  runCondition,
  stateFromValues,
  type ConditionOutcome,
} from '../../../src/conditions';
import { outcomeText, parseClaims, parseStatedResult } from '../../../src/conditions/examples';

const clock = new Date('2025-03-14T09:30:00Z');

function run(condition: string, values: Record<string, unknown> = {}): ConditionOutcome {
  const state = stateFromValues(values);
  if (!state.ok) throw new Error(state.message);
  return runCondition(condition, state.state, clock);
}

function result(condition: string, values: Record<string, unknown> = {}): string {
  return outcomeText(run(condition, values));
}

function syntaxError(condition: string): { message: string; position: number } {
  const outcome = run(condition);
  if (outcome.kind !== 'syntax-error') throw new Error(`no syntax error in ${condition}`);
  return { message: outcome.error.message, position: outcome.error.position };
}

describe('precedence', () => {
  it('binds && more strongly than ||', () => {
    expect(result('true || false && false')).toBe('true');
    expect(result('(true || false) && false')).toBe('false');
  });

  it('binds ! more strongly than comparisons, so !x == y compares a boolean', () => {
    expect(result('!false == true')).toBe('true');
    expect(result('!conversation.priority == 2', { 'conversation.priority': 2 })).toBe('CB-1015');
  });

  it('binds ordering more strongly than equality and in', () => {
    expect(result('1 < 2 == true')).toBe('true');
    expect(result('1 < 2 in [true]')).toBe('true');
  });

  it('reads operators of one level left to right', () => {
    expect(result('1 == 1 == true')).toBe('true');
  });
});

describe('short-circuiting', () => {
  it('does not evaluate the right side of && when the left is false', () => {
    expect(result('false && len(1) == 1')).toBe('false');
    expect(result('true && len(1) == 1')).toBe('CB-1015');
  });

  it('does not evaluate the right side of || when the left is true', () => {
    expect(result('true || len(1) == 1')).toBe('true');
    expect(result('false || len(1) == 1')).toBe('CB-1015');
  });
});

describe('types', () => {
  it('never converts between types when comparing', () => {
    expect(result('"2" == 2')).toBe('false');
    expect(result('null == null')).toBe('true');
    expect(result('[1, "a"] == [1, "a"]')).toBe('true');
    expect(result('"2" < 3')).toBe('CB-1015');
    expect(result('null > 1')).toBe('CB-1015');
  });

  it('orders strings character by character and dates in time', () => {
    expect(result('"apple" < "banana"')).toBe('true');
    expect(result('now() > system.now', { 'system.now': '2025-03-14T09:30:00Z' })).toBe('false');
  });

  it('needs booleans for &&, || and !', () => {
    expect(result('1 && true')).toBe('CB-1015');
    expect(result('!"x"')).toBe('CB-1015');
  });

  it('needs a list on the right of in', () => {
    expect(result('"VPN" in "Reset VPN"')).toBe('CB-1015');
  });

  it('reads a missing name, a missing key and an index past the end as null', () => {
    expect(result('conversation.nothing == null')).toBe('true');
    expect(result('conversation.laptops[5] == null', { 'conversation.laptops': [1] })).toBe('true');
    expect(
      result('conversation.laptops[0].status', { 'conversation.laptops': [{ status: 'shipped' }] }),
    ).toBe('"shipped"');
    expect(result('conversation.priority.level', { 'conversation.priority': 2 })).toBe('CB-1015');
  });
});

describe('functions', () => {
  it('treat null as the page says', () => {
    expect(result('contains(null, "a")')).toBe('false');
    expect(result('startsWith(null, "a")')).toBe('false');
    expect(result('matches(null, "a")')).toBe('false');
    expect(result('isEmpty(null)')).toBe('true');
    expect(result('len(null)')).toBe('0');
    expect(result('daysBetween(null, "2025-03-14")')).toBe('CB-1015');
  });

  it('count 0 and false as values, not as empty', () => {
    expect(result('isEmpty(0)')).toBe('false');
    expect(result('isEmpty(false)')).toBe('false');
    expect(result('isEmpty([])')).toBe('true');
  });

  it('ignore the time of day in daysBetween', () => {
    expect(result('daysBetween("2025-03-14T00:01:00Z", "2025-03-14T23:59:00Z")')).toBe('0');
    expect(result('daysBetween("2025-03-14", "not a date")')).toBe('CB-1015');
  });

  it('return now() from the clock when the state has no system.now', () => {
    expect(result('now()')).toBe('2025-03-14T09:30:00Z');
  });

  it('reject flags other than i, m and s', () => {
    expect(syntaxError('matches("a", "a", "g")').message).toContain('flags i, m and s');
    expect(result('matches("a", "a", conversation.flags)', { 'conversation.flags': 'g' })).toBe(
      'CB-1015',
    );
  });

  it('check a literal pattern when the condition is read', () => {
    expect(syntaxError('matches("a", "(")').position).toBe(14);
  });

  it('check the number of arguments', () => {
    expect(syntaxError('len()').message).toBe(
      'CB-1012 syntax error at position 1: len() takes 1 argument, not 0',
    );
    expect(syntaxError('matches("a")').message).toContain('takes 2 or 3 arguments');
  });
});

describe('syntax errors (CB-1012)', () => {
  it('name the position and the problem', () => {
    expect(syntaxError('conversation.priority = 2')).toEqual({
      message:
        "CB-1012 syntax error at position 23: a single '=' is not an operator; compare with '=='",
      position: 23,
    });
    expect(syntaxError('hour() > 9').message).toBe(
      'CB-1012 syntax error at position 1: unknown function hour()',
    );
    expect(syntaxError('(true || false').position).toBe(15);
    expect(syntaxError('a == "open').message).toContain('no closing "');
    expect(syntaxError('').message).toContain('the condition is empty');
    expect(syntaxError('true false').position).toBe(6);
    expect(syntaxError('priority == 2').message).toContain(
      'unknown name priority: a variable starts with its scope',
    );
    expect(syntaxError('conversation == null').position).toBe(14);
    expect(syntaxError('a #').message).toContain("unexpected character '#'");
  });

  it('never runs JavaScript', () => {
    expect(syntaxError('alert(1)').message).toContain('unknown function alert()');
    expect(syntaxError('constructor == null').message).toContain('unknown name constructor');
    expect(result('conversation.constructor == null', { 'conversation.a': 1 })).toBe('true');
  });

  it('parses to a tree, not to code', () => {
    expect(parseCondition('conversation.a in [1, -2]')).toMatchObject({
      type: 'binary',
      operator: 'in',
    });
  });
});

describe('set_state expressions', () => {
  it('give numbers, dates and lists', () => {
    expect(run('len("héllo")')).toMatchObject({ kind: 'value', type: 'number', value: 5 });
    expect(run('now()')).toMatchObject({ kind: 'value', type: 'date' });
    expect(result('[1, "a", null, true]')).toBe('[1, "a", null, true]');
    expect(formatValue({ a: [1] })).toBe('{"a": [1]}');
  });
});

describe('the state field', () => {
  it('reads values by dotted name and nested objects', () => {
    const state = parseStateJson('{"conversation.priority": 2, "system": {"channel": "msteams"}}');
    expect(state).toEqual({
      ok: true,
      state: { conversation: { priority: 2 }, system: { channel: 'msteams' } },
    });
    expect(parseStateJson('  ')).toEqual({ ok: true, state: {} });
  });

  it('explains bad input', () => {
    expect(parseStateJson('{"a": 1,}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not valid JSON') as unknown,
    });
    expect(parseStateJson('[1]')).toMatchObject({
      ok: false,
      message: expect.stringContaining('must be a JSON object') as unknown,
    });
    expect(parseStateJson('{"a b": 1}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a variable name') as unknown,
    });
    expect(parseStateJson('{"a": 1, "a.b": 2}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('given twice') as unknown,
    });
    expect(parseStateJson('{"system.now": "tomorrow"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('ISO 8601') as unknown,
    });
  });
});

describe('how the page states results', () => {
  it('reads result cells with their sample values', () => {
    expect(
      parseStatedResult('`4` when `a.b` is `"2025-03-10"` and `a.c` is `[1]` (a note)'),
    ).toEqual({
      expected: '4',
      values: { 'a.b': '2025-03-10', 'a.c': [1] },
    });
    expect(parseStatedResult('depends on the channel')).toBeUndefined();
  });

  it('finds claims in prose', () => {
    expect(
      parseClaims(
        'So `a == 1` gives `true` when `a` is `1`, `b` is `2` and `c` is `3`. Then `x` gives `CB-1012`.',
      ),
    ).toEqual([
      { condition: 'a == 1', expected: 'true', values: { a: 1, b: 2, c: 3 } },
      { condition: 'x', expected: 'CB-1012', values: {} },
    ]);
  });
});
