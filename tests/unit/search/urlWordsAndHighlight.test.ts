import { describe, expect, it } from 'vitest';
import {
  highlightTermsOf,
  resultHref,
  searchWithoutHighlight,
} from '../../../src/features/search/logic/highlightParams';
import { titleQueryFor, wordsFromPath } from '../../../src/features/search/logic/notFoundQuery';

describe('words of a missing URL', () => {
  it.each([
    ['/docs/audit-log', ['audit', 'log']],
    ['/docs/Main%20Menu/auditLog_export', ['main', 'menu', 'audit', 'log', 'export']],
    ['/blog/hr.html', ['hr']],
    ['/docs/%E0%A4%A', ['e0', 'a4', 'a']],
    ['/', []],
  ])('%s', (path, words) => {
    expect(wordsFromPath(path)).toEqual(words);
  });
});

describe('title query for the words of a missing URL', () => {
  it('searches titles only; longer words also as prefixes and with one typo', () => {
    const [short, long] = titleQueryFor(['no', 'audit']);
    expect(short?.fields).toEqual(['title']);
    expect(short?.clauses).toEqual([{ term: 'no', usePipeline: true }]);
    expect(long?.clauses).toEqual([
      { term: 'audit', usePipeline: true },
      { term: 'audit*', usePipeline: false },
      { term: 'audit', usePipeline: true, editDistance: 1 },
    ]);
  });
});

describe('the highlight parameter easyops uses', () => {
  it('goes before the hash, once per term', () => {
    expect(resultHref('/docs/a b#retention', ['audit', 'log'])).toBe(
      '/docs/a b?_highlight=audit&_highlight=log#retention',
    );
    expect(resultHref('/docs/a', [])).toBe('/docs/a');
  });

  it('is read from and removed from a query string, keeping other parameters', () => {
    expect(highlightTermsOf('?_highlight=audit&_highlight=%20log&q=x')).toEqual(['audit', 'log']);
    expect(searchWithoutHighlight('?_highlight=audit&q=x')).toBe('?q=x');
    expect(searchWithoutHighlight('?_highlight=audit')).toBe('');
  });
});
