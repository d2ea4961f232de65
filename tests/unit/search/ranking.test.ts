import { describe, expect, it } from 'vitest';
import { rankingConfig } from '../../../src/search/config';
import { parseQuery } from '../../../src/search/query';
import { searchIndex, type SearchHit } from '../../../src/search/search';
import { docsPages, loadFixture } from '../../support/searchFixture';

const docs = loadFixture(docsPages);

function search(query: string): SearchHit[] {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return searchIndex(docs, 'docs', parsed.terms);
}

function urls(query: string): string[] {
  return search(query).map((hit) => hit.url);
}

describe('ranking configuration', () => {
  it('has the weights and BM25 parameters of the spec', () => {
    expect(rankingConfig.fieldBoosts).toMatchObject({ title: 5, tags: 3, content: 1 });
    const { heading } = rankingConfig.fieldBoosts;
    expect(heading).toBeGreaterThan(rankingConfig.fieldBoosts.content);
    expect(heading).toBeLessThan(rankingConfig.fieldBoosts.title);
    expect(rankingConfig.bm25).toEqual({ b: 0.75, k1: 1.2 });
    expect(rankingConfig.parentCategories).toEqual({ boost: 2, levelsIndexed: 0 });
  });
});

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
