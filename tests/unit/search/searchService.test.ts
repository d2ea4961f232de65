import { describe, expect, it } from 'vitest';
import { searchLimits, type SearchTag } from '../../../src/features/search/logic/config';
import type { IndexLoader } from '../../../src/features/search/logic/indexLoader';
import type { LoadedIndex } from '../../../src/features/search/logic/indexFile';
import { createSearchService } from '../../../src/features/search/logic/searchService';
import {
  blogPages,
  docsPages,
  fixtureTexts,
  loadFixture,
  type FixturePage,
} from '../../support/searchFixture';

function loaderOf(indexes: Partial<Record<SearchTag, LoadedIndex>>) {
  const loads: SearchTag[] = [];
  const textLoads: SearchTag[] = [];
  const restLoads: SearchTag[] = [];
  let retries = 0;
  const loader: IndexLoader = {
    prepare(tag) {
      loads.push(tag);
      const index = indexes[tag];
      return index ? Promise.resolve(index) : Promise.reject(new Error(`no ${tag} index`));
    },
    loadTexts(tag) {
      textLoads.push(tag);
      return Promise.resolve(fixtureTexts(tag === 'docs' ? docsPages : blogPages));
    },
    loadRest(tag) {
      restLoads.push(tag);
      return Promise.resolve();
    },
    retryFailed() {
      retries += 1;
    },
  };
  return { loader, loads, textLoads, restLoads, retries: () => retries };
}

const docs = loadFixture(docsPages);
const blog = loadFixture(blogPages);

describe('searching docs and blog together', () => {
  it('merges both tags’ hits by rank: titles, then keywords, then body text', async () => {
    const { loader } = loaderOf({ docs, blog });
    const { hits, failedTags } = await createSearchService(loader).search('webhook');
    expect(failedTags).toEqual([]);
    expect(hits.map((hit) => [hit.tag, hit.url.split('#')[0]])).toEqual([
      ['docs', '/docs/webhooks'],
      ['blog', '/blog/webhook-stories'],
      ['docs', '/docs/events'],
      ['docs', '/docs/integrations'],
      ['blog', '/blog/release-notes'],
    ]);
  });

  it('returns at most the configured number of hits', async () => {
    const manyPages: FixturePage[] = Array.from(
      { length: searchLimits.maxResults + 4 },
      (_, n) => ({
        url: `/docs/page-${n}`,
        title: `Page ${n}`,
        sections: [
          { title: `Page ${n}`, hash: '', content: `Chatbots answer questions, part ${n}.` },
        ],
      }),
    );
    const { loader } = loaderOf({ docs: loadFixture(manyPages), blog });
    const { hits } = await createSearchService(loader).search('chatbot');
    expect(hits).toHaveLength(searchLimits.maxResults);
  });

  it('returns the terms to highlight, without excluded ones', async () => {
    const { loader } = loaderOf({ docs, blog });
    const { terms } = await createSearchService(loader).search('+Audit title:log -export reten');
    expect(terms).toEqual(['audit', 'log', 'reten']);
  });

  it('still answers from one tag when the other index fails, and names the failed tag', async () => {
    const { loader } = loaderOf({ blog });
    const states: [SearchTag, string | undefined][] = [];
    const service = createSearchService(loader, (tag, error) => states.push([tag, error?.message]));
    const { hits, failedTags } = await service.search('webhook');
    expect(failedTags).toEqual(['docs']);
    expect(hits.map((hit) => hit.tag)).toEqual(['blog', 'blog']);
    expect(states).toEqual([
      ['docs', 'no docs index'],
      ['blog', undefined],
    ]);
  });

  it('reports each index state once, not on every search', async () => {
    const { loader } = loaderOf({ blog });
    const states: [SearchTag, string | undefined][] = [];
    const service = createSearchService(loader, (tag, error) => states.push([tag, error?.message]));
    await service.search('webhook');
    await service.search('audit');
    await service.load();
    expect(states).toEqual([
      ['docs', 'no docs index'],
      ['blog', undefined],
    ]);
    // A retry that fails the same way is reported again: the page shows the index as loading.
    await service.retry();
    expect(states.at(-1)).toEqual(['docs', 'no docs index']);
    expect(states).toHaveLength(3);
  });

  it('answers first without section texts, then with their snippets', async () => {
    const { loader, textLoads } = loaderOf({ docs, blog });
    const service = createSearchService(loader);
    const first = await service.search('webhook');
    expect(textLoads).toEqual([]);
    expect(first.snippetsPending).toBe(true);
    const section = (response: typeof first) =>
      response.hits.find((hit) => hit.url === '/docs/integrations#outbound-calls');
    expect(section(first)?.snippet).toBeUndefined();
    const complete = await service.searchWithSnippets('webhook');
    expect(textLoads).toEqual(['docs', 'blog']);
    expect(complete.snippetsPending).toBeUndefined();
    expect(section(complete)?.snippet?.text).toMatch(/call a webhook of another system/);
    expect(complete.hits.map((hit) => hit.url)).toEqual(first.hits.map((hit) => hit.url));
  });

  it('ranks a keystroke once: its snippets reuse the first answer’s ranking', async () => {
    const { loader, loads } = loaderOf({ docs, blog });
    const service = createSearchService(loader);
    await service.search('webhook');
    const rankedOnce = loads.length;
    await service.searchWithSnippets('webhook');
    // Ranking needs the loaded indexes; adding the snippets asked for none of them again.
    expect(loads).toHaveLength(rankedOnce);
    // A query the page has not searched yet is ranked for its snippets.
    await service.searchWithSnippets('chatbot');
    expect(loads).toHaveLength(rankedOnce * 2);
  });

  it('retry asks the loader to forget failures, then loads every tag', async () => {
    const { loader, loads, retries } = loaderOf({ docs, blog });
    await createSearchService(loader).retry();
    expect(retries()).toBe(1);
    expect(loads).toEqual(['docs', 'blog']);
  });

  it('fetches the rest of every tag’s postings when asked, not before', async () => {
    const { loader, restLoads } = loaderOf({ docs, blog });
    const service = createSearchService(loader);
    await service.searchWithSnippets('webhook');
    expect(restLoads).toEqual([]);
    await service.loadRest();
    expect(restLoads).toEqual(['docs', 'blog']);
  });

  it('answers a malformed query with the parse error, without loading anything', async () => {
    const { loader, loads } = loaderOf({ docs, blog });
    const response = await createSearchService(loader).search('webhook~x');
    expect(response).toEqual({
      hits: [],
      terms: [],
      failedTags: [],
      error: { message: 'edit distance must be numeric', start: 8, end: 8 },
    });
    expect(loads).toEqual([]);
  });
});

describe('suggestions for a missing URL', () => {
  it('offers the pages whose titles best match the words of the URL', async () => {
    const { loader } = loaderOf({ docs, blog });
    const { hits } = await createSearchService(loader).suggest('/docs/audit-log');
    expect(hits[0]?.url).toBe('/docs/audit-logs');
    expect(hits[0]?.pageTitle.text).toBe('Audit logs');
  });

  it('matches titles only, forgiving a typo, and offers at most five pages', async () => {
    const { loader } = loaderOf({ docs, blog });
    const service = createSearchService(loader);
    expect((await service.suggest('/docs/webhoks')).hits.map((hit) => hit.url)).toEqual([
      '/docs/webhooks',
      '/blog/webhook-stories',
    ]);
    const many = await service.suggest('/docs/users/audit/webhooks/release/integrations/events');
    expect(many.hits).toHaveLength(5);
  });

  it('offers nothing for a URL without words', async () => {
    const { loader, loads } = loaderOf({ docs, blog });
    expect((await createSearchService(loader).suggest('/docs/')).hits).toEqual([]);
    expect(loads).toEqual([]);
  });
});
