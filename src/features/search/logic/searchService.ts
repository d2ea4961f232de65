import { searchLimits, searchTags, type SearchTag } from './config';
import type { IndexLoader } from './indexLoader';
import type { LoadedIndex, SectionTexts } from './indexFile';
import { titleQueryFor, wordsFromPath } from './notFoundQuery';
import type { SearchResponse } from './protocol';
import { parseQuery, type QueryTerm } from './query';
import { hitsOf, mergeHits, rankIndex, snippetDocumentIds, type Ranking } from './search';

export type IndexStateListener = (tag: SearchTag, error: Error | undefined) => void;

/** What the worker does with each request; kept free of worker APIs so Node can test it. */
export interface SearchService {
  /** Loads every tag's index; reports each tag's outcome. */
  load(): Promise<void>;
  /** Loads again the indexes that failed (the reader's Retry). */
  retry(): Promise<void>;
  /**
   * Answers from the indexes alone: hits whose snippet needs a section text not loaded yet have
   * `snippetPending`, and the response `snippetsPending`.
   */
  search(query: string): Promise<SearchResponse>;
  /** The same answer once the section texts its hits need are loaded. */
  searchWithSnippets(query: string): Promise<SearchResponse>;
  suggest(pathname: string): Promise<SearchResponse>;
  /** Fetches, in the background, the postings no query has needed yet (IndexLoader#loadRest). */
  loadRest(): Promise<void>;
}

const nothing = (): SearchResponse => ({ hits: [], terms: [], failedTags: [] });

/** The answer as final: snippets that could not be had are left out. */
function final(response: SearchResponse): SearchResponse {
  const answer = { ...response };
  delete answer.snippetsPending;
  return answer;
}

export function createSearchService(
  loader: IndexLoader,
  onIndexState: IndexStateListener = () => undefined,
): SearchService {
  /** The last state reported per tag: each change is reported once, not on every search. */
  const reported = new Map<SearchTag, Error | undefined>();
  const texts = new Map<SearchTag, SectionTexts>();

  function report(tag: SearchTag, error: Error | undefined) {
    if (reported.has(tag) && reported.get(tag)?.message === error?.message) return;
    reported.set(tag, error);
    onIndexState(tag, error);
  }

  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

  /**
   * Loads every tag's dictionary and documents and, for a query, the postings pieces its terms
   * need: a tag whose files or pieces fail is reported failed and left out of the answer.
   */
  async function loadAll(
    terms: readonly QueryTerm[] = [],
  ): Promise<{ indexes: [SearchTag, LoadedIndex][]; failed: SearchTag[] }> {
    const settled = await Promise.allSettled(
      searchTags.map(async (tag) => {
        try {
          const index = await loader.prepare(tag, terms);
          report(tag, undefined);
          return [tag, index] as [SearchTag, LoadedIndex];
        } catch (error) {
          report(tag, asError(error));
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

  /** A query's rankings over the loaded indexes: ranked once, then shown with or without snippets. */
  interface Ranked {
    rankings: Ranking[];
    terms: string[];
    failed: SearchTag[];
    limit: number;
  }

  async function rank(terms: QueryTerm[], limit: number): Promise<Ranked> {
    const { indexes, failed } = await loadAll(terms);
    const highlightTerms = terms
      .filter((term) => term.presence !== 'prohibited' && term.text !== '')
      .map((term) => term.text);
    return {
      rankings: indexes.map(([tag, index]) => rankIndex(index, tag, terms, limit)),
      terms: [...new Set(highlightTerms)],
      failed,
      limit,
    };
  }

  /** The answer for a ranking, with the snippets of the section texts loaded so far. */
  function answer({ rankings, terms, failed, limit }: Ranked): SearchResponse {
    const hits = mergeHits(
      rankings.map((ranking) => hitsOf(ranking, texts.get(ranking.tag))),
      limit,
    );
    return {
      hits,
      terms,
      failedTags: failed,
      ...(hits.some((hit) => hit.snippetPending) ? { snippetsPending: true } : {}),
    };
  }

  /** The last query searched, so its snippets are added without ranking it again. */
  let latest: { query: string; ranked: Promise<Ranked | SearchResponse> } | undefined;

  /** Ranks the query, or answers at once when it does not parse or has no terms. */
  function rankQuery(query: string): Promise<Ranked | SearchResponse> {
    const parsed = parseQuery(query);
    if (!parsed.ok) return Promise.resolve({ ...nothing(), error: parsed.error });
    if (parsed.terms.length === 0) return Promise.resolve(nothing());
    return rank(parsed.terms, searchLimits.maxResults);
  }

  const isRanked = (value: Ranked | SearchResponse): value is Ranked => 'rankings' in value;

  async function search(query: string): Promise<SearchResponse> {
    const ranking = rankQuery(query);
    latest = { query, ranked: ranking };
    const ranked = await ranking;
    return isRanked(ranked) ? answer(ranked) : ranked;
  }

  return {
    async load() {
      await loadAll();
    },
    async retry() {
      loader.retryFailed();
      // The page shows the retried indexes as loading: their outcome is news again.
      for (const [tag, error] of reported) if (error) reported.delete(tag);
      await loadAll();
    },
    search,
    async searchWithSnippets(query) {
      // The keystroke's first answer ranked the query; its snippets need no second ranking.
      const ranked = await (latest?.query === query ? latest.ranked : rankQuery(query));
      if (!isRanked(ranked)) return ranked;
      const first = answer(ranked);
      const needed = new Set(first.hits.filter((hit) => hit.snippetPending).map((hit) => hit.tag));
      if (needed.size === 0) return first;
      await Promise.all(
        ranked.rankings.map(async (ranking) => {
          if (!needed.has(ranking.tag)) return;
          try {
            const loaded = await loader.loadTexts(ranking.tag, snippetDocumentIds(ranking));
            texts.set(ranking.tag, { ...texts.get(ranking.tag), ...loaded });
          } catch (error) {
            // Results stay usable without snippets; the reason is left for a maintainer.
            console.warn(String(error));
          }
        }),
      );
      return final(answer(ranked));
    },
    async loadRest() {
      await Promise.all(searchTags.map((tag) => loader.loadRest(tag)));
    },
    async suggest(pathname) {
      const words = wordsFromPath(pathname);
      if (words.length === 0) return nothing();
      // Suggestions show page titles only, never a snippet.
      return final(answer(await rank(titleQueryFor(words), searchLimits.maxNotFoundSuggestions)));
    },
  };
}
