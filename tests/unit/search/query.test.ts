import lunr from 'lunr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFields } from '../../../src/features/search/logic/config';
import {
  parseQuery,
  type ParsedQuery,
  type QueryTerm,
} from '../../../src/features/search/logic/query';

function termsOf(parsed: ParsedQuery): QueryTerm[] {
  if (!parsed.ok) throw new Error(`unexpected parse error: ${parsed.error.message}`);
  return parsed.terms;
}

function errorOf(input: string): string {
  const parsed = parseQuery(input);
  if (parsed.ok) throw new Error(`"${input}" parsed without error`);
  return parsed.error.message;
}

describe('plain queries', () => {
  it('split on white space and hyphens', () => {
    expect(termsOf(parseQuery('audit-log \t export')).map((term) => term.text)).toEqual([
      'audit',
      'log',
      'export',
    ]);
  });

  it('match every term exactly and the last one also as a prefix', () => {
    const [first, last] = termsOf(parseQuery('Audit Expo'));
    expect(first?.clauses).toEqual([{ term: 'audit', usePipeline: true }]);
    expect(last?.clauses).toEqual([
      { term: 'expo', usePipeline: true },
      { term: 'expo*', usePipeline: false },
    ]);
  });

  it('search every field and make every term optional', () => {
    for (const term of termsOf(parseQuery('audit log'))) {
      expect(term.fields).toEqual(searchFields);
      expect(term.presence).toBe('optional');
    }
  });

  it('do not expand a one-letter last term into a prefix', () => {
    expect(termsOf(parseQuery('audit l'))[1]?.clauses).toEqual([{ term: 'l', usePipeline: true }]);
  });

  it('do not expand a stop word into a prefix', () => {
    expect(termsOf(parseQuery('sign-in'))[1]?.clauses).toEqual([{ term: 'in', usePipeline: true }]);
  });

  it('read at most 512 characters', () => {
    const parsed = termsOf(parseQuery(`${'x '.repeat(255)}abcdef`));
    expect(parsed.at(-1)?.text).toBe('ab');
  });

  it('give no terms for white space only', () => {
    expect(termsOf(parseQuery('  \t '))).toEqual([]);
  });
});

describe('power-user syntax', () => {
  it('+term is required and -term excluded, without a prefix', () => {
    const [required, excluded] = termsOf(parseQuery('+audit -export'));
    expect(required?.presence).toBe('required');
    expect(excluded?.presence).toBe('prohibited');
    expect(excluded?.clauses).toEqual([{ term: 'export', usePipeline: true }]);
  });

  it('term~N allows N edits, at most 2, and is not expanded into a prefix', () => {
    expect(termsOf(parseQuery('instalation~1'))[0]?.clauses).toEqual([
      { term: 'instalation', usePipeline: true, editDistance: 1 },
    ]);
    expect(termsOf(parseQuery('instalation~7'))[0]?.clauses[0]?.editDistance).toBe(2);
  });

  it('term^N boosts the term', () => {
    expect(termsOf(parseQuery('audit^10'))[0]?.boost).toBe(10);
    expect(termsOf(parseQuery('audit'))[0]?.boost).toBe(1);
  });

  it('field:term searches only that field', () => {
    const [term] = termsOf(parseQuery('title:webhook'));
    expect(term?.fields).toEqual(['title']);
    expect(term?.text).toBe('webhook');
  });

  it('a typed wildcard turns stemming off and is not highlighted', () => {
    const [term] = termsOf(parseQuery('web*'));
    expect(term?.clauses).toEqual([{ term: 'web*', usePipeline: false }]);
    expect(term?.text).toBe('web');
  });
});

describe('malformed queries give lunr’s parse messages, never an exception', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['~1', /^expected either a field or a term, found EDIT_DISTANCE/],
    [
      'nope:webhook',
      /^unrecognised field 'nope', possible fields: 'title', 'heading', 'description', 'tags', 'content'$/,
    ],
    ['audit +', /^expecting term or field, found nothing$/],
    ['audit~x', /^edit distance must be numeric$/],
    ['audit^x', /^boost must be numeric$/],
  ])('%s', (input, message) => {
    expect(errorOf(input)).toMatch(message);
  });

  it('reports where in the query the error is', () => {
    const parsed = parseQuery('audit nope:webhook');
    expect(parsed.ok ? undefined : [parsed.error.start, parsed.error.end]).toEqual([6, 10]);
  });

  it('passes on lunr’s presence-operator error, which typing cannot reach', () => {
    // lunr's lexer only ever emits "+" and "-" as presence operators; a forged one shows that any
    // error of lunr's parser reaches the reader as its message.
    type Lexer = { lexemes: object[] };
    const lexerPrototype = (lunr as unknown as { QueryLexer: { prototype: { run(): void } } })
      .QueryLexer.prototype;
    vi.spyOn(lexerPrototype, 'run').mockImplementation(function (this: Lexer) {
      this.lexemes = [
        { type: 'PRESENCE', str: '!', start: 0, end: 1 },
        { type: 'TERM', str: 'audit', start: 1, end: 6 },
      ];
    });
    expect(errorOf('!audit')).toMatch(/^unrecognised presence operator/);
  });
});
