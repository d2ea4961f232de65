import type { SearchTag } from './config';
import { checkIndexFile, loadIndexFile, type LoadedIndex } from './indexFile';

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
  /** Forgets the tags whose load failed, so that the next load fetches them again. */
  retryFailed(): void;
}

/**
 * Fetches and parses each tag's index at most once per page load. A failure stays until the
 * reader's Retry (`retryFailed`), so typing after a failure does not fetch again on every key,
 * and is never kept beyond that.
 */
export function createIndexLoader(
  urlFor: (tag: SearchTag) => string,
  fetch: FetchLike,
): IndexLoader {
  const cache = new Map<SearchTag, Promise<LoadedIndex>>();
  const failed = new Set<Promise<LoadedIndex>>();

  async function fetchIndex(tag: SearchTag): Promise<LoadedIndex> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(urlFor(tag));
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
      return loadIndexFile(checkIndexFile(json));
    } catch (error) {
      throw new IndexLoadError(tag, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    load(tag) {
      let promise = cache.get(tag);
      if (promise === undefined) {
        const fetched = fetchIndex(tag);
        fetched.catch(() => failed.add(fetched));
        cache.set(tag, fetched);
        promise = fetched;
      }
      return promise;
    },
    retryFailed() {
      for (const [tag, promise] of cache) {
        if (failed.has(promise)) cache.delete(tag);
      }
      failed.clear();
    },
  };
}

/**
 * The URL of a tag's index file. `template` is easyops's `searchIndexUrl`, e.g.
 * `search-index{dir}.json?_=1a2b3c`, where `{dir}` becomes `-docs`.
 */
export function indexUrl(baseUrl: string, template: string, tag: SearchTag): string {
  return `${baseUrl}${template.replace('{dir}', `-${tag}`)}`;
}
