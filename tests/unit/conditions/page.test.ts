import { describe, expect, it } from 'vitest';
import type { RootContent, Table } from 'mdast';
import { runCondition, stateFromValues } from '../../../src/conditions';
import {
  caseFromRow,
  outcomeText,
  parseBindings,
  parseClaims,
  parseStatedResult,
} from '../../../src/conditions/examples';
import {
  codeText,
  firstTable,
  inlineMarkdown,
  readDocWithTables,
  section,
  tableRows,
} from '../../support/docTables';

/**
 * The conditions page is the test: every example it gives is run here against the result it
 * states, so the page and the playground cannot disagree.
 */
const page = readDocWithTables('docs/CogniBot/Concepts/conditions.md');
// now() only reads the clock when an example gives no system.now; none of the page's do.
const clock = new Date('2030-01-01T00:00:00Z');

function run(condition: string, values: Readonly<Record<string, unknown>>): string {
  const state = stateFromValues(values);
  if (!state.ok) throw new Error(state.message);
  return outcomeText(runCondition(condition, state.state, clock));
}

function stated(cell: string): NonNullable<ReturnType<typeof parseStatedResult>> {
  const result = parseStatedResult(cell);
  if (!result) throw new Error(`a result cell the test cannot read: ${cell}`);
  return result;
}

describe('the operators table', () => {
  const [header = [], ...rows] = tableRows(firstTable(section(page, 'Operators')));
  const base = parseBindings((header[3] ?? '').replace(/^Result when /, ''));

  it('states the value the results assume', () => {
    expect(base).toEqual({ 'conversation.priority': 2 });
  });

  it.each(rows.map((row) => [row[0] ?? '', row] as const))('%s', (_operator, row) => {
    const result = stated(row[3] ?? '');
    expect(run(codeText(row[2] ?? ''), { ...base, ...result.values })).toBe(result.expected);
  });

  it('covers every operator of the language', () => {
    expect(rows.map((row) => codeText(row[0] ?? ''))).toEqual([
      '==',
      '!=',
      '<',
      '<=',
      '>',
      '>=',
      '&&',
      '||',
      '!',
      'in',
      '( )',
    ]);
  });
});

describe('the functions table', () => {
  const [, ...rows] = tableRows(firstTable(section(page, 'Functions')));

  it.each(rows.map((row) => [row[0] ?? '', row] as const))('%s', (_name, row) => {
    const result = stated(row[4] ?? '');
    expect(run(codeText(row[3] ?? ''), result.values)).toBe(result.expected);
  });

  it('covers the seven functions', () => {
    expect(rows.map((row) => codeText(row[0] ?? ''))).toEqual([
      'contains',
      'startsWith',
      'matches',
      'isEmpty',
      'len',
      'now',
      'daysBetween',
    ]);
  });
});

describe('the literals table', () => {
  const [, ...rows] = tableRows(firstTable(section(page, 'Literals')));
  const types: Record<string, string> = {
    String: 'string',
    Number: 'number',
    Boolean: 'boolean',
    Null: 'null',
    List: 'list',
  };

  it.each(rows.map((row) => [row[0] ?? '', row] as const))('%s', (kind, row) => {
    const examples = [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const outcome = runCondition(example, {}, clock);
      expect(outcome.kind === 'value' ? outcome.type : outcome.error.message, example).toBe(
        types[kind],
      );
    }
  });
});

/** Code blocks with the case table that follows each, wherever they are on the page. */
function examples(): { condition: string; table: Table | undefined; wrapped: boolean }[] {
  const nodes: RootContent[] = page.children;
  return nodes.flatMap((node, index) => {
    if (node.type !== 'code') return [];
    const next = nodes[index + 1];
    const before = nodes[index - 1];
    return [
      {
        condition: node.value,
        table: next?.type === 'table' ? next : undefined,
        wrapped: before?.type === 'html' && before.value.trim() === '<TryCondition>',
      },
    ];
  });
}

describe('the examples', () => {
  const blocks = examples();

  it('are all conditions in a text block, each with a Try it wrapper and a table of cases', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(7);
    expect(
      blocks.filter((block) => !block.wrapped || !block.table).map((block) => block.condition),
    ).toEqual([]);
  });

  const cases = blocks.flatMap(({ condition, table }) => {
    if (!table) return [];
    const [header = [], ...rows] = tableRows(table);
    expect(header.at(-1)).toBe('Result');
    const names = header.map((cell, column) =>
      column < header.length - 1 ? codeText(cell) : cell,
    );
    return rows.map((row) => ({ condition, row: caseFromRow(names, row.map(codeText)) }));
  });

  it.each(cases.map(({ condition, row }) => [condition, JSON.stringify(row.values), row] as const))(
    '%s with %s',
    (condition, _values, row) => {
      expect(run(condition, row.values)).toBe(row.expected);
    },
  );

  it('show both a true and a false case for every condition', () => {
    const results = new Map<string, Set<string>>();
    for (const { condition, row } of cases) {
      results.set(condition, (results.get(condition) ?? new Set()).add(row.expected));
    }
    const oneSided = [...results].filter(
      ([, seen]) =>
        [...seen].every((value) => value === 'true' || value === 'false') && seen.size < 2,
    );
    expect(oneSided.map(([condition]) => condition)).toEqual([]);
  });
});

describe('the common mistakes', () => {
  const items = section(page, 'Common mistakes').flatMap((node) =>
    node.type === 'list' ? node.children.map((item) => inlineMarkdown(item)) : [],
  );
  const claims = items.flatMap(parseClaims);

  it('state their results', () => {
    expect(claims.length).toBeGreaterThanOrEqual(10);
  });

  it.each(claims.map((claim) => [claim.condition, JSON.stringify(claim.values), claim] as const))(
    '%s with %s',
    (condition, _values, claim) => {
      expect(run(condition, claim.values)).toBe(claim.expected);
    },
  );
});
