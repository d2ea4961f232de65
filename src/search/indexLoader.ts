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
}

/**
 * Fetches and parses each tag's index at most once per page load. A failure is not cached: the
 * next call (the reader's Retry) fetches again.
 */
export function createIndexLoader(
  urlFor: (tag: SearchTag) => string,
  fetch: FetchLike,
): IndexLoader {
  const cache = new Map<SearchTag, Promise<LoadedIndex>>();

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
        promise = fetchIndex(tag);
        cache.set(tag, promise);
        promise.catch(() => {
          if (cache.get(tag) === promise) cache.delete(tag);
        });
      }
      return promise;
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
