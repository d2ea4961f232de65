import { describe, expect, it } from 'vitest';
import {
  highlightTermsOf,
  resultHref,
  searchWithoutHighlight,
} from '../../../src/search/highlightParams';
import { wordsFromPath } from '../../../src/search/notFoundQuery';

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
