import type { SearchTag } from './config';
import {
  checkIndexFile,
  checkTextsFile,
  loadIndexFile,
  type LoadedIndex,
  type SectionTexts,
} from './indexFile';

/** Why an index could not be loaded; the box shows a short message and a Retry either way. */
export class IndexLoadError extends Error {
  constructor(
    readonly tag: SearchTag,
    detail: string,
  ) {
    super(`The ${tag} search index could not be loaded: ${detail}`);
    this.name = 'IndexLoadError';
  }
}

export type FetchLike = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

export interface IndexLoader {
  /** The tag's index; fetched once, concurrent and later calls share the same promise. */
  load(tag: SearchTag): Promise<LoadedIndex>;
  /** The tag's section texts, for snippets; fetched once like the index. */
  loadTexts(tag: SearchTag): Promise<SectionTexts>;
  /** Forgets the files whose load failed, so that the next load fetches them again. */
  retryFailed(): void;
}

export interface IndexUrls {
  index(tag: SearchTag): string;
  texts(tag: SearchTag): string;
}

/**
 * Fetches and parses each tag's files at most once per page load. A failure stays until the
 * reader's Retry (`retryFailed`), so typing after a failure does not fetch again on every key,
 * and is never kept beyond that.
 */
export function createIndexLoader(urls: IndexUrls, fetch: FetchLike): IndexLoader {
  const cache = new Map<string, Promise<unknown>>();
  const failed = new Set<Promise<unknown>>();

  async function fetchJson<T>(tag: SearchTag, url: string, read: (json: unknown) => T): Promise<T> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new IndexLoadError(tag, `network error (${String(error)})`);
    }
    if (!response.ok) throw new IndexLoadError(tag, `the server answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch (error) {
      throw new IndexLoadError(tag, `the file is not valid JSON (${String(error)})`);
    }
    try {
      return read(json);
    } catch (error) {
      throw new IndexLoadError(tag, error instanceof Error ? error.message : String(error));
    }
  }

  function once<T>(key: string, start: () => Promise<T>): Promise<T> {
    let promise = cache.get(key) as Promise<T> | undefined;
    if (promise === undefined) {
      const fetched = start();
      fetched.catch(() => failed.add(fetched));
      cache.set(key, fetched);
      promise = fetched;
    }
    return promise;
  }

  return {
    load: (tag) =>
      once(`index ${tag}`, () =>
        fetchJson(tag, urls.index(tag), (json) => loadIndexFile(checkIndexFile(json))),
      ),
    loadTexts: (tag) => once(`texts ${tag}`, () => fetchJson(tag, urls.texts(tag), checkTextsFile)),
    retryFailed() {
      for (const [key, promise] of cache) {
        if (failed.has(promise)) cache.delete(key);
      }
      failed.clear();
    },
  };
}

/** easyops's index file of a tag (its /search page reads it), which the build rewrites into: */
export const easyopsIndexFileName = (tag: SearchTag) => `search-index-${tag}.json`;
/** the box's index file of a tag, */
export const boxIndexFileName = (tag: SearchTag) => `search-box-index-${tag}.json`;
/** and its section texts, fetched for snippets once the first results are shown. */
export const boxTextsFileName = (tag: SearchTag) => `search-box-text-${tag}.json`;

/**
 * The URL of one of the box's files. `template` is easyops's `searchIndexUrl`, e.g.
 * `search-index{dir}.json?_=1a2b3c`, whose content hash query it keeps.
 */
export function boxFileUrl(baseUrl: string, template: string, fileName: string): string {
  const query = template.includes('?') ? template.slice(template.indexOf('?')) : '';
  return `${baseUrl}${fileName}${query}`;
}
