import { describe, expect, it } from 'vitest';
import {
  boxFileUrl,
  documentsFileName,
  postingsFileName,
  termsFileName,
  textsFileName,
} from '../../../src/features/search/logic/boxFiles';
import { createIndexLoader, type FetchLike } from '../../../src/features/search/logic/indexLoader';
import { parseQuery, type QueryTerm } from '../../../src/features/search/logic/query';
import { searchIndex } from '../../../src/features/search/logic/search';
import { decodeDictionary } from '../../../src/features/search/logic/termDictionary';
import { blogPages, boxFiles, docsPages, loadFixture } from '../../support/searchFixture';

type Answer = { status: number; body: string } | 'network error';

/** The text every fixture section ends with. */
const filler = () => docsPages[0]?.sections[0]?.content ?? '';

const files = new Map([...boxFiles('docs', docsPages), ...boxFiles('blog', blogPages)]);
const postingsPieces = (tag: string) =>
  [...files.keys()].filter((name) => name.startsWith(`search-box-postings-${tag}-`)).length;

/** A fetch that answers from `files`, or with the next planned answer for a file. */
function fakeFetch(planned: Record<string, Answer[]> = {}) {
  const requests: string[] = [];
  const fetch: FetchLike = (url) => {
    requests.push(url);
    const answer = planned[url]?.shift() ?? {
      status: files.has(url) ? 200 : 404,
      body: files.get(url) ?? '',
    };
    if (answer === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: () => Promise.resolve(answer.body),
    });
  };
  return { fetch, requests };
}

const fileUrl = (name: string) => name;

function termsOf(query: string): QueryTerm[] {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.terms;
}

const firstTerm =
  decodeDictionary(JSON.parse(files.get(termsFileName('docs')) ?? '') as unknown).terms[0] ?? '';
const headFiles = [termsFileName('docs'), documentsFileName('docs')];
const isPiece = (name: string) => name.startsWith('search-box-postings-');

describe('index loading', () => {
  it('fetches each tag’s dictionary and documents once, however many searches ask', async () => {
    const { fetch, requests } = fakeFetch();
    const loader = createIndexLoader(fileUrl, fetch);
    const loads = await Promise.all([
      loader.prepare('docs', []),
      loader.prepare('docs', []),
      loader.prepare('blog', []),
    ]);
    await loader.prepare('docs', []);
    expect(requests).toEqual([...headFiles, termsFileName('blog'), documentsFileName('blog')]);
    expect(loads[0]).toBe(loads[1]);
    expect(loads[0]).toHaveLength(5);
  });

  it('fetches only the pieces a query’s terms need, each once, and ranks as the whole index', async () => {
    expect(postingsPieces('docs')).toBeGreaterThan(3);
    const { fetch, requests } = fakeFetch();
    const loader = createIndexLoader(fileUrl, fetch);
    const whole = loadFixture(docsPages);
    for (const query of ['webhook', 'audit retention', 'deliver*', 'webhok~1', 'title:users']) {
      const terms = termsOf(query);
      const loaded = await loader.prepare('docs', terms);
      expect(searchIndex(loaded, 'docs', terms), query).toEqual(searchIndex(whole, 'docs', terms));
    }
    const pieces = requests.filter(isPiece);
    expect(new Set(pieces).size).toBe(pieces.length);
    expect(pieces.length).toBeLessThan(postingsPieces('docs'));
    // The same query again fetches nothing.
    const before = requests.length;
    await loader.prepare('docs', termsOf('webhook'));
    expect(requests).toHaveLength(before);
  });

  const piece = postingsFileName('docs', 0);
  const pieceJson = JSON.parse(files.get(piece) ?? '') as { first: number; postings: unknown[] };
  it.each<[string, string, Answer, RegExp]>([
    ['a 404', termsFileName('docs'), { status: 404, body: 'Not found' }, /docs search index.*404/],
    ['a server error', documentsFileName('docs'), { status: 500, body: '' }, /answered 500/],
    ['a network error', termsFileName('docs'), 'network error', /network error/],
    ['corrupt JSON', documentsFileName('docs'), { status: 200, body: '{"v":1,' }, /not valid JSON/],
    [
      'a dictionary of another shape',
      termsFileName('docs'),
      { status: 200, body: '{"v":1}' },
      /no terms/,
    ],
    [
      'documents of another shape',
      documentsFileName('docs'),
      { status: 200, body: '{"v":2}' },
      /5 document lists/,
    ],
    [
      'a missing piece',
      piece,
      { status: 404, body: '' },
      /answered 404 for search-box-postings-docs-0/,
    ],
    [
      'a corrupt piece',
      piece,
      { status: 200, body: '{"v":1,"first":0,"postings":[[[1' },
      /not valid JSON/,
    ],
    [
      'a piece of other terms',
      piece,
      {
        status: 200,
        body: JSON.stringify({ ...pieceJson, postings: pieceJson.postings.slice(1) }),
      },
      /piece 0 does not hold the terms/,
    ],
    [
      'a piece of malformed postings',
      piece,
      { status: 200, body: JSON.stringify({ ...pieceJson, postings: [[['x']]] }) },
      /is not \[_index, ref, weight/,
    ],
  ])(
    'fails with a clear message on %s, and fetches again on retry',
    async (_, file, answer, message) => {
      const { fetch, requests } = fakeFetch({ [file]: [answer] });
      const loader = createIndexLoader(fileUrl, fetch);
      // The dictionary's first term is in piece 0.
      const terms = termsOf(firstTerm);
      await expect(loader.prepare('docs', terms)).rejects.toThrow(message);
      // Until the reader retries, more searches do not fetch again.
      await expect(loader.prepare('docs', terms)).rejects.toThrow(message);
      expect(requests.filter((name) => name === file)).toHaveLength(1);
      loader.retryFailed();
      await expect(loader.prepare('docs', terms)).resolves.toHaveLength(5);
      expect(requests.filter((name) => name === file)).toHaveLength(2);
    },
  );

  it('keeps a loaded index and its pieces when retrying the failed ones', async () => {
    const { fetch, requests } = fakeFetch({
      [termsFileName('blog')]: [{ status: 404, body: '' }],
    });
    const loader = createIndexLoader(fileUrl, fetch);
    const docs = await loader.prepare('docs', termsOf('webhook'));
    await expect(loader.prepare('blog', [])).rejects.toThrow(/404/);
    loader.retryFailed();
    const fetched = requests.length;
    expect(await loader.prepare('docs', termsOf('webhook'))).toBe(docs);
    expect(requests).toHaveLength(fetched);
    await expect(loader.prepare('blog', [])).resolves.toHaveLength(5);
  });

  it('fetches the pieces no query needed, one at a time, and later queries fetch nothing', async () => {
    const { fetch: answer, requests } = fakeFetch();
    let inFlight = 0;
    let mostInFlight = 0;
    const fetch: FetchLike = async (url) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        return await answer(url);
      } finally {
        inFlight -= 1;
      }
    };
    const loader = createIndexLoader(fileUrl, fetch);
    await loader.prepare('docs', termsOf('webhook'));
    const fetchedByQuery = requests.filter(isPiece);
    mostInFlight = 0;
    // Called again while running, it joins the run.
    await Promise.all([loader.loadRest('docs'), loader.loadRest('docs')]);
    const pieces = requests.filter(isPiece);
    expect(new Set(pieces).size).toBe(pieces.length);
    expect(pieces).toHaveLength(postingsPieces('docs'));
    expect(pieces.slice(0, fetchedByQuery.length)).toEqual(fetchedByQuery);
    expect(mostInFlight).toBe(1);
    const before = requests.length;
    for (const query of ['audit retention', 'deliver*', 'webhok~1', 'title:users', 'r']) {
      await loader.prepare('docs', termsOf(query));
    }
    expect(requests).toHaveLength(before);
  });

  it('stops at a failed piece and forgets the failure: the query that needs it fetches it', async () => {
    const failing = postingsFileName('docs', 1);
    const { fetch, requests } = fakeFetch({ [failing]: [{ status: 503, body: '' }] });
    const loader = createIndexLoader(fileUrl, fetch);
    await loader.loadRest('docs');
    expect(requests.filter(isPiece)).toEqual([postingsFileName('docs', 0), failing]);
    const dictionary = decodeDictionary(JSON.parse(files.get(termsFileName('docs')) ?? ''));
    const termOfPiece = dictionary.terms[dictionary.pieceStarts[1] ?? -1] ?? '';
    // No wildcard: the piece that holds the term is the only one the query needs.
    await expect(loader.prepare('docs', termsOf(`${termOfPiece}~0`))).resolves.toHaveLength(5);
    expect(requests.filter((name) => name === failing)).toHaveLength(2);
  });

  it('fetches no piece when the tag’s dictionary failed, and does not fail itself', async () => {
    const { fetch, requests } = fakeFetch({ [termsFileName('docs')]: ['network error'] });
    const loader = createIndexLoader(fileUrl, fetch);
    await expect(loader.loadRest('docs')).resolves.toBeUndefined();
    expect(requests.filter(isPiece)).toEqual([]);
  });

  it('fetches only the pieces of section texts that hold the documents asked for', async () => {
    const { fetch, requests } = fakeFetch({
      [textsFileName('blog', 0)]: [{ status: 200, body: '{"3": 42}' }],
    });
    const loader = createIndexLoader(fileUrl, fetch);
    const [, , , , contents] = await loader.prepare('docs', []);
    const signatures = [...(contents?.documents.values() ?? [])].find(
      (document) => document.h === '#signatures',
    );
    const texts = await loader.loadTexts('docs', [signatures?.i ?? -1]);
    expect(texts[String(signatures?.i)]).toBe('Every request is signed. ' + filler());
    const textPieces = requests.filter((name) => name.startsWith('search-box-text-'));
    expect(textPieces).toHaveLength(1);
    expect(
      [...files.keys()].filter((name) => name.startsWith('search-box-text-docs-')).length,
    ).toBeGreaterThan(1);
    expect(await loader.loadTexts('docs', [signatures?.i ?? -1])).toEqual(texts);
    await expect(loader.loadTexts('blog', [0])).rejects.toThrow(/section texts is not/);
  });

  it('keeps the content hash of easyops’s file name template in the URL', () => {
    expect(boxFileUrl('/', 'search-index{dir}.json?_=44278ec9', 'search-box-terms-docs.json')).toBe(
      '/search-box-terms-docs.json?_=44278ec9',
    );
    expect(boxFileUrl('/site/', 'search-index{dir}.json', 'search-box-text-blog-0.json')).toBe(
      '/site/search-box-text-blog-0.json',
    );
  });
});
