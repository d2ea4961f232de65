import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { inputProblems } from '../../../src/features/agentTools/logic/inputSchema';
import { agentToolDefinitions } from '../../../src/features/agentTools/logic/toolDefinitions';

const definitions = agentToolDefinitions(['get-started', 'blog']);
const schemaOf = (name: string) => {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (definition === undefined) throw new Error(name);
  return definition.inputSchema;
};

/** Inputs each tool must accept, and inputs it must refuse. */
const cases: Record<string, { good: unknown[]; bad: unknown[] }> = {
  search_docs: {
    good: [{ query: 'webhook' }, { query: 'a', section: 'blog' }],
    bad: [
      {},
      { query: '' },
      { query: 3 },
      { query: 'x', section: 'nowhere' },
      { query: 'x', q: 1 },
      [],
    ],
  },
  get_page: { good: [{ url: '/docs/installation' }], bad: [{ url: null }, { href: '/docs' }, 'x'] },
  list_pages: { good: [{}, { section: 'get-started' }], bad: [{ section: 2 }, { section: 'x' }] },
  evaluate_condition: {
    good: [{ expression: 'true' }, { expression: 'a == 1', state: { a: 1 } }],
    bad: [{ expression: 1 }, { expression: 'x', state: [] }, { expression: 'x', state: 'a' }],
  },
  build_webchat_snippet: {
    good: [
      { projectId: 'prj_1', host: 'https://a.example' },
      { projectId: '', host: '', startOpen: true },
    ],
    bad: [
      { projectId: 'prj_1' },
      { projectId: 'p', host: 'h', theme: 'pink' },
      { projectId: 'p', host: 'h', startOpen: 'yes' },
    ],
  },
  validate_dialog: { good: [{ yaml: 'a: 1' }], bad: [{ yaml: '' }, { yaml: { a: 1 } }] },
  run_dialog: {
    good: [
      { yaml: 'a', messages: [] },
      { yaml: 'a', messages: ['hi'], channel: 'msteams', actionResults: {} },
    ],
    bad: [
      { yaml: 'a' },
      { yaml: 'a', messages: 'hi' },
      { yaml: 'a', messages: [1] },
      { yaml: 'a', messages: [], channel: 'fax' },
    ],
  },
};

describe('the tools’ input schemas', () => {
  it('cover every tool', () => {
    expect(Object.keys(cases).sort()).toEqual(definitions.map(({ name }) => name).sort());
  });

  it.each(Object.entries(cases))(
    '%s: the checker and Ajv agree on good and bad input',
    (name, { good, bad }) => {
      const ajv = new Ajv({ strict: false });
      const validate = ajv.compile(schemaOf(name));
      for (const input of good) {
        expect(inputProblems(schemaOf(name), input), JSON.stringify(input)).toEqual([]);
        expect(validate(input), JSON.stringify(input)).toBe(true);
      }
      for (const input of bad) {
        expect(inputProblems(schemaOf(name), input), JSON.stringify(input)).not.toEqual([]);
        expect(validate(input), JSON.stringify(input)).toBe(false);
      }
    },
  );

  it('names the property and what is wrong with it', () => {
    expect(inputProblems(schemaOf('search_docs'), { query: 3, q: 1 })).toEqual([
      '"query" must be a string, not number.',
      'The input has no property "q"; its properties are "query", "section".',
    ]);
    expect(inputProblems(schemaOf('search_docs'), {})).toEqual(['"query" is required.']);
    expect(inputProblems(schemaOf('list_pages'), { section: 'x' })).toEqual([
      '"section" must be one of "get-started", "blog".',
    ]);
    expect(inputProblems(schemaOf('run_dialog'), { yaml: 'a', messages: [1] })).toEqual([
      '"messages[0]" must be a string, not number.',
    ]);
    expect(inputProblems(schemaOf('get_page'), 'x')).toEqual([
      'The input must be an object, not string.',
    ]);
  });
});
