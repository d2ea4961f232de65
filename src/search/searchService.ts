import { searchLimits, searchTags, type SearchTag } from './config';
import type { IndexLoader } from './indexLoader';
import type { LoadedIndex } from './indexFile';
import { titleQueryFor, wordsFromPath } from './notFoundQuery';
import type { SearchResponse } from './protocol';
import { parseQuery, type QueryTerm } from './query';
import { mergeHits, searchIndex } from './search';

export type IndexStateListener = (tag: SearchTag, error: Error | undefined) => void;

/** What the worker does with each request; kept free of worker APIs so Node can test it. */
export interface SearchService {
  /** Loads every tag's index; reports each tag's outcome. */
  load(): Promise<void>;
  /** Loads again the indexes that failed (the reader's Retry). */
  retry(): Promise<void>;
  search(query: string): Promise<SearchResponse>;
  suggest(pathname: string): Promise<SearchResponse>;
}

export function createSearchService(
  loader: IndexLoader,
  onIndexState: IndexStateListener = () => undefined,
): SearchService {
  async function loadAll(): Promise<{ indexes: [SearchTag, LoadedIndex][]; failed: SearchTag[] }> {
    const settled = await Promise.allSettled(
      searchTags.map(async (tag) => {
        try {
          const index = await loader.load(tag);
          onIndexState(tag, undefined);
          return [tag, index] as [SearchTag, LoadedIndex];
        } catch (error) {
          onIndexState(tag, error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
      }),
    );
    const indexes: [SearchTag, LoadedIndex][] = [];
    const failed: SearchTag[] = [];
    settled.forEach((outcome, n) => {
      if (outcome.status === 'fulfilled') indexes.push(outcome.value);
      else failed.push(searchTags[n] as SearchTag);
    });
    return { indexes, failed };
  }

  async function run(terms: QueryTerm[], limit: number): Promise<SearchResponse> {
    const { indexes, failed } = await loadAll();
    const hits = mergeHits(
      indexes.map(([tag, index]) => searchIndex(index, tag, terms, limit)),
      limit,
    );
    const highlightTerms = terms
      .filter((term) => term.presence !== 'prohibited' && term.text !== '')
      .map((term) => term.text);
    return { hits, terms: [...new Set(highlightTerms)], failedTags: failed };
  }

  return {
    async load() {
      await loadAll();
    },
    async retry() {
      loader.retryFailed();
      await loadAll();
    },
    async search(query) {
      const parsed = parseQuery(query);
      if (!parsed.ok) return { hits: [], terms: [], error: parsed.error, failedTags: [] };
      if (parsed.terms.length === 0) return { hits: [], terms: [], failedTags: [] };
      return run(parsed.terms, searchLimits.maxResults);
    },
    async suggest(pathname) {
      const words = wordsFromPath(pathname);
      if (words.length === 0) return { hits: [], terms: [], failedTags: [] };
      return run(titleQueryFor(words), searchLimits.maxNotFoundSuggestions);
    },
  };
}
