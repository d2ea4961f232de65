import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../../../src/features/search/logic/indexFile';
import { parseQuery } from '../../../src/features/search/logic/query';
import { searchIndex, type SearchHit } from '../../../src/features/search/logic/search';
import { docsPages, fixtureTexts, loadFixture } from '../../support/searchFixture';

const docs = loadFixture(docsPages);
const texts = fixtureTexts(docsPages);

function search(query: string, index: LoadedIndex = docs): SearchHit[] {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return searchIndex(index, 'docs', parsed.terms, Number.POSITIVE_INFINITY, texts);
}

function urls(query: string, index?: LoadedIndex): string[] {
  return search(query, index).map((hit) => hit.url);
}

describe('ranking on a fixture corpus', () => {
  it('puts a title match above a keyword match above a body-only match', () => {
    expect(urls('webhook')).toEqual([
      '/docs/webhooks',
      '/docs/events',
      '/docs/integrations#outbound-calls',
    ]);
  });

  it('keeps that order with the plural and with a prefix still being typed', () => {
    expect(urls('webhooks')).toEqual(urls('webhook'));
    expect(urls('webho')).toEqual(urls('webhook'));
  });

  it('ranks pages that have more of the query’s words first', () => {
    expect(urls('audit retention')[0]).toBe('/docs/audit-logs#retention');
  });

  it('links a hit inside a section to the section route with its hash', () => {
    const [hit] = search('retention');
    expect(hit?.url).toBe('/docs/audit-logs#retention');
    expect(hit?.sectionTitle?.text).toBe('Retention');
    expect(hit?.pageTitle.text).toBe('Audit logs');
  });

  it('links a title hit to the page itself and marks the matched words', () => {
    const [hit] = search('webhook');
    expect(hit?.url).toBe('/docs/webhooks');
    expect(hit?.sectionTitle).toBeUndefined();
    expect(hit?.pageTitle.marks).toEqual([[0, 8]]);
    expect(hit?.snippet?.text).toMatch(/^Receive CogniBot events/);
  });

  it('marks the stemmed and prefixed words a query matched, as they are written', () => {
    const [hit] = search('webhooks');
    expect(hit?.pageTitle.marks).toEqual([[0, 8]]);
    const section = search('deliver').find((candidate) => candidate.url === '/docs/events');
    const snippet = section?.snippet;
    expect(snippet?.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual([
      'delivered',
    ]);
  });

  it('leaves the snippet of a section out, and says so, until the section texts are loaded', () => {
    const parsed = parseQuery('webhook');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [title, , section] = searchIndex(docs, 'docs', parsed.terms);
    // A page hit's snippet is its description, which the index carries.
    expect(title?.snippet?.text).toMatch(/^Receive CogniBot events/);
    expect(title?.snippetPending).toBeUndefined();
    expect(section?.url).toBe('/docs/integrations#outbound-calls');
    expect(section?.snippet).toBeUndefined();
    expect(section?.snippetPending).toBe(true);
  });

  it('shows the matched words of a section in its snippet', () => {
    const hit = search('webhook').find((candidate) => candidate.url.includes('outbound'));
    const snippet = hit?.snippet;
    expect(snippet?.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual([
      'webhook',
    ]);
  });

  it('+word keeps only pages that have it, -word drops pages that have it', () => {
    // Every page's filler text says "users"; only two pages also say "audit".
    expect(urls('+audit user').sort()).toEqual([
      '/docs/audit-logs',
      '/docs/users#deactivating-a-user',
    ]);
    expect(urls('webhook -retries')).toEqual([
      '/docs/webhooks',
      '/docs/integrations#outbound-calls',
    ]);
  });

  it('a query of exclusions alone finds nothing', () => {
    expect(urls('-webhook')).toEqual([]);
  });

  it('field:word searches only that field', () => {
    expect(urls('title:webhook')).toEqual(['/docs/webhooks']);
    expect(urls('tags:webhook')).toEqual(['/docs/events']);
    expect(urls('content:webhook')).toEqual(['/docs/integrations#outbound-calls']);
  });

  it('word~1 forgives a typo', () => {
    expect(urls('webhok')).toEqual([]);
    expect(urls('webhok~1')[0]).toBe('/docs/webhooks');
  });

  it('word^N lifts that word’s pages', () => {
    const pageOf = (url: string) => url.split('#')[0];
    // Both pages have one of the words in their keywords; the boost decides which comes first.
    expect(urls('retries signatures').map(pageOf)).toEqual(['/docs/events', '/docs/webhooks']);
    expect(urls('retries signatures^10').map(pageOf)).toEqual(['/docs/webhooks', '/docs/events']);
  });
});

describe('link-list sections', () => {
  const withRelatedPages = docsPages.map((page) =>
    page.url === '/docs/users'
      ? {
          ...page,
          sections: [
            ...page.sections,
            { title: 'Related pages', hash: '#related-pages', content: 'Audit logs Webhooks' },
          ],
        }
      : page,
  );
  const isRelatedPages = (document: { h?: string }) => document.h === '#related-pages';

  it('are results while they are indexed', () => {
    expect(urls('webhook', loadFixture(withRelatedPages))).toContain('/docs/users#related-pages');
  });

  it('are not results once left out, and other pages keep their scores', () => {
    const leftOut = loadFixture(withRelatedPages, isRelatedPages);
    expect(urls('webhook', leftOut)).toEqual(urls('webhook'));
    expect(urls('audit logs', leftOut)).not.toContain('/docs/users#related-pages');
    const otherPages = (hits: SearchHit[]) =>
      hits.filter((hit) => !hit.url.startsWith('/docs/users')).map((hit) => [hit.url, hit.score]);
    expect(otherPages(search('audit logs', leftOut))).toEqual(
      otherPages(search('audit logs', loadFixture(withRelatedPages))),
    );
  });
});
