import { describe, expect, it } from 'vitest';
import { checkSection, searchDocsResult } from '../../../src/features/agentTools/logic/searchDocs';
import type { SearchHit, SearchResponse } from '../../../src/features/search/searchApi';
import { catalog, origins } from './fixtures';

const plain = (text: string) => ({ text, marks: [] });

const hits: SearchHit[] = [
  {
    tag: 'docs',
    url: '/docs/CogniBot/Skills/Dialog Designer/#canvas',
    pageTitle: plain('Dialog Designer'),
    sectionTitle: plain('Canvas'),
    snippet: plain('The canvas shows every element.'),
    words: 1,
    tier: 5,
    score: 3,
  },
  { tag: 'blog', url: '/blog/hr', pageTitle: plain('HR bots'), words: 1, tier: 1, score: 1 },
  {
    tag: 'docs',
    url: '/docs/installation',
    pageTitle: plain('Installation'),
    words: 1,
    tier: 1,
    score: 0.5,
  },
];
const answer = (extra: Partial<SearchResponse> = {}): SearchResponse => ({
  hits,
  terms: ['canvas'],
  failedTags: [],
  ...extra,
});

describe('search_docs', () => {
  it('returns every hit with absolute URLs, the anchor, the snippet and the twin', () => {
    const outcome = searchDocsResult(catalog, { query: 'canvas' }, answer(), origins.page);
    expect(outcome.ok && outcome.result).toEqual({
      query: 'canvas',
      hits: [
        {
          title: 'Dialog Designer',
          url: 'http://127.0.0.1:3000/docs/CogniBot/Skills/Dialog%20Designer/#canvas',
          sectionTitle: 'Canvas',
          anchor: 'canvas',
          snippet: 'The canvas shows every element.',
          markdownUrl: 'http://127.0.0.1:3000/docs/CogniBot/Skills/Dialog%20Designer.md',
          kind: 'docs',
        },
        {
          title: 'HR bots',
          url: 'http://127.0.0.1:3000/blog/hr',
          markdownUrl: 'http://127.0.0.1:3000/blog/hr.md',
          kind: 'blog',
        },
        {
          title: 'Installation',
          url: 'http://127.0.0.1:3000/docs/installation',
          markdownUrl: 'http://127.0.0.1:3000/docs/installation.md',
          kind: 'docs',
        },
      ],
    });
  });

  it('keeps the hits of one section, or of the blog', () => {
    const titles = (section: string) => {
      const outcome = searchDocsResult(catalog, { query: 'x', section }, answer(), origins.page);
      return outcome.ok ? outcome.result.hits.map((hit) => hit.title) : outcome.error.code;
    };
    expect(titles('chatbot-builder')).toEqual(['Dialog Designer']);
    expect(titles('get-started')).toEqual(['Installation']);
    expect(titles('blog')).toEqual(['HR bots']);
    expect(titles('nope')).toBe('unknown_section');
    expect(checkSection(catalog, 'nope').ok).toBe(false);
    expect(checkSection(catalog, undefined).ok).toBe(true);
  });

  it('explains a query that does not parse', () => {
    const outcome = searchDocsResult(
      catalog,
      { query: 'title:' },
      answer({ hits: [], error: { message: 'expecting term, found nothing', start: 6, end: 6 } }),
      origins.page,
    );
    expect(outcome.ok ? undefined : outcome.error.code).toBe('query_syntax');
    expect(outcome.ok ? undefined : outcome.error.message).toContain(
      'The query does not parse: expecting term, found nothing (characters 6-6).',
    );
  });

  it('fails when no index could be searched, and names a part that could not be', () => {
    const none = searchDocsResult(
      catalog,
      { query: 'x' },
      answer({ hits: [], failedTags: ['docs', 'blog'] }),
      origins.page,
    );
    expect(none.ok ? undefined : none.error.code).toBe('search_unavailable');
    const some = searchDocsResult(
      catalog,
      { query: 'x' },
      answer({ failedTags: ['blog'] }),
      origins.page,
    );
    expect(some.ok && some.result.unsearched).toEqual(['blog']);
  });
});
