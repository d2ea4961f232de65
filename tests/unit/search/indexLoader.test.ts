import { describe, expect, it } from 'vitest';
import type { SearchTag } from '../../../src/features/search/logic/config';
import {
  boxFileUrl,
  createIndexLoader,
  type FetchLike,
  type IndexUrls,
} from '../../../src/features/search/logic/indexLoader';
import { blogPages, boxFileTexts, docsPages } from '../../support/searchFixture';

type Answer = { status: number; body: string } | 'network error';

/** The text every fixture section ends with. */
const filler = () => docsPages[0]?.sections[0]?.content ?? '';

const files: Record<string, string> = {
  '/search-index-docs.json': boxFileTexts(docsPages).index,
  '/search-index-blog.json': boxFileTexts(blogPages).index,
  '/search-text-docs.json': boxFileTexts(docsPages).texts,
};

/** A fetch that answers from `files`, or with the next planned answer for a URL. */
function fakeFetch(planned: Record<string, Answer[]> = {}) {
  const requests: string[] = [];
  const fetch: FetchLike = (url) => {
    requests.push(url);
    const answer = planned[url]?.shift() ?? { status: 200, body: files[url] ?? '' };
    if (answer === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: () => Promise.resolve(answer.body),
    });
  };
  return { fetch, requests };
}

const urlFor: IndexUrls = {
  index: (tag: SearchTag) => `/search-index-${tag}.json`,
  texts: (tag: SearchTag) => `/search-text-${tag}.json`,
};

describe('index loading', () => {
  it('fetches each tag once, however many searches ask for it', async () => {
    const { fetch, requests } = fakeFetch();
    const loader = createIndexLoader(urlFor, fetch);
    const loads = await Promise.all([
      loader.load('docs'),
      loader.load('docs'),
      loader.load('blog'),
    ]);
    await loader.load('docs');
    expect(requests).toEqual(['/search-index-docs.json', '/search-index-blog.json']);
    expect(loads[0]).toBe(loads[1]);
    expect(loads[0]).toHaveLength(5);
  });

  it.each<[string, Answer, RegExp]>([
    ['a 404', { status: 404, body: 'Not found' }, /docs search index.*answered 404/],
    ['a server error', { status: 500, body: '' }, /answered 500/],
    ['a network error', 'network error', /network error/],
    ['corrupt JSON', { status: 200, body: '[{"documents": [' }, /not valid JSON/],
    [
      'JSON of another shape',
      { status: 200, body: '{"documents":[],"index":{}}' },
      /unexpected format/,
    ],
    [
      'postings of another shape',
      {
        status: 200,
        body: JSON.stringify(
          (JSON.parse(files['/search-index-docs.json'] ?? '') as { postings: unknown[] }[]).map(
            (entry) => ({ ...entry, postings: [['webhook', 1, 2]] }),
          ),
        ),
      },
      /postings 0 is not \[term, index, ref, frequency/,
    ],
  ])('fails with a clear message on %s, and fetches again on retry', async (_, answer, message) => {
    const { fetch, requests } = fakeFetch({ '/search-index-docs.json': [answer] });
    const loader = createIndexLoader(urlFor, fetch);
    await expect(loader.load('docs')).rejects.toThrow(message);
    // Until the reader retries, more searches do not fetch again.
    await expect(loader.load('docs')).rejects.toThrow(message);
    expect(requests).toEqual(['/search-index-docs.json']);
    loader.retryFailed();
    await expect(loader.load('docs')).resolves.toHaveLength(5);
    expect(requests).toEqual(['/search-index-docs.json', '/search-index-docs.json']);
  });

  it('keeps a loaded index when retrying the failed ones', async () => {
    const { fetch, requests } = fakeFetch({
      '/search-index-blog.json': [{ status: 404, body: '' }],
    });
    const loader = createIndexLoader(urlFor, fetch);
    const docs = await loader.load('docs');
    await expect(loader.load('blog')).rejects.toThrow(/404/);
    loader.retryFailed();
    expect(await loader.load('docs')).toBe(docs);
    await expect(loader.load('blog')).resolves.toHaveLength(5);
    expect(requests).toEqual([
      '/search-index-docs.json',
      '/search-index-blog.json',
      '/search-index-blog.json',
    ]);
  });

  it('fetches the section texts once, apart from the index, and checks them', async () => {
    const { fetch, requests } = fakeFetch({
      '/search-text-blog.json': [{ status: 200, body: '{"3": 42}' }],
    });
    const loader = createIndexLoader(urlFor, fetch);
    const texts = await loader.loadTexts('docs');
    expect(Object.values(texts)).toContain('Every request is signed. ' + filler());
    expect(await loader.loadTexts('docs')).toBe(texts);
    await expect(loader.loadTexts('blog')).rejects.toThrow(/section texts are not/);
    expect(requests).toEqual(['/search-text-docs.json', '/search-text-blog.json']);
  });

  it('keeps the content hash of easyops’s file name template in the URL', () => {
    expect(boxFileUrl('/', 'search-index{dir}.json?_=44278ec9', 'search-box-index-docs.json')).toBe(
      '/search-box-index-docs.json?_=44278ec9',
    );
    expect(boxFileUrl('/site/', 'search-index{dir}.json', 'search-box-text-blog.json')).toBe(
      '/site/search-box-text-blog.json',
    );
  });
});
