import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { isMalformedHash, safeHash } from '../../../src/clientModules/malformedHashGuard';
import { searchLimits } from '../../../src/features/search/logic/config';
import { highlightTermsOf } from '../../../src/features/search/logic/highlightParams';
import { parseQuery } from '../../../src/features/search/logic/query';
import { searchIndex } from '../../../src/features/search/logic/search';
import { isLinkListSection } from '../../../src/features/search/logic/linkLists';
import { docsPages, loadFixture } from '../../support/searchFixture';

describe('a long fuzzy term', () => {
  const docs = loadFixture(docsPages);

  it('is looked up exactly beyond the length a fuzzy match can afford', () => {
    const long = 'a'.repeat(searchLimits.maxFuzzyTermLength + 1);
    const parsed = parseQuery(`${long}~2 audit`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.terms[0]?.clauses).toEqual([{ term: long, usePipeline: true }]);
    // ...and the rest of the query still finds its pages.
    expect(searchIndex(docs, 'docs', parsed.terms).map((hit) => hit.url)[0]).toBe(
      '/docs/audit-logs',
    );
  });

  it('keeps its edit distance up to that length', () => {
    const parsed = parseQuery(`${'w'.repeat(searchLimits.maxFuzzyTermLength)}~2`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.terms[0]?.clauses[0]?.editDistance).toBe(2);
  });
});

describe('terms a link asks to highlight', () => {
  it('are at most the box’s number of terms', () => {
    const search = `?${Array.from({ length: 1000 }, (_, n) => `_highlight=w${n}`).join('&')}`;
    const terms = highlightTermsOf(search);
    expect(terms).toHaveLength(searchLimits.maxHighlightTerms);
    expect(terms[0]).toBe('w0');
  });

  it('are at most the box’s query length together, whole terms only', () => {
    const word = 'x'.repeat(100);
    const terms = highlightTermsOf(`?${Array(6).fill(`_highlight=${word}`).join('&')}`);
    expect(terms.join(' ').length).toBeLessThanOrEqual(searchLimits.maxQueryLength);
    expect(terms).toEqual(Array(5).fill(word));
    expect(highlightTermsOf(`?_highlight=${'y'.repeat(600)}`)).toEqual([]);
  });
});

describe('a hash with a malformed percent-escape', () => {
  it.each(['#%E0%A4%A', '#%ZZ', '#50%'])('%s is rewritten to decode as written', (hash) => {
    expect(isMalformedHash(hash)).toBe(true);
    expect(decodeURIComponent(safeHash(hash))).toBe(hash);
  });

  it('is told apart from a well-formed one, which is left alone', () => {
    expect(isMalformedHash('#r%C3%A9sum%C3%A9')).toBe(false);
    expect(isMalformedHash('#installing')).toBe(false);
  });
});

describe('link-list sections', () => {
  const page = (body: string) =>
    load(
      `<article><h1>Users</h1><p>Intro.</p>${body}<h2 id="next">Next</h2><p>More.</p></article>`,
    );

  it('are sections that are only lists of links', () => {
    const $ = page(
      '<h2 id="related-pages">Related pages</h2><ul><li><a href="/a">Audit logs</a></li><li><a href="/b">Roles</a>: who may do what</li></ul>',
    );
    expect(isLinkListSection($, 'related-pages')).toBe(true);
  });

  it('are not sections with text, or with items that do not start with a link', () => {
    const withText = page(
      '<h2 id="related-pages">Related pages</h2><p>See also:</p><ul><li><a href="/a">Audit</a></li></ul>',
    );
    expect(isLinkListSection(withText, 'related-pages')).toBe(false);
    const steps = page(
      '<h2 id="steps">Steps</h2><ol><li>Open <a href="/a">Users</a>.</li><li><a href="/b">Invite</a> a user.</li></ol>',
    );
    expect(isLinkListSection(steps, 'steps')).toBe(false);
    expect(isLinkListSection(page(''), 'missing')).toBe(false);
    expect(isLinkListSection(page('<h2 id="empty">Empty</h2>'), 'empty')).toBe(false);
  });
});
