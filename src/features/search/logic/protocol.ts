import { searchTags, type SearchTag } from './config';
import type { QuerySyntaxError } from './query';
import type { SearchHit } from './search';

/** Messages between the page and the search worker (src/features/search/client/search.worker.ts). */

/**
 * A tag's index, one type for the worker, the client and the box: not asked for yet, being
 * fetched, searchable, or failed (the box offers Retry).
 */
export type IndexState = 'idle' | 'loading' | 'ready' | 'failed';
export type IndexStates = Readonly<Record<SearchTag, IndexState>>;

/** Every tag not asked for yet. */
export const noIndexStates: IndexStates = Object.fromEntries(
  searchTags.map((tag) => [tag, 'idle']),
) as Record<SearchTag, IndexState>;

export type WorkerRequest =
  /** Sent first: where the index files are. */
  | { type: 'init'; baseUrl: string }
  /** Fetch every tag's index that is not loaded yet (first focus, hover or keystroke). */
  | { type: 'load' }
  /** Fetch again the indexes that failed (the reader's Retry). */
  | { type: 'retry' }
  /** A search replaces the previous one: the worker skips a search a newer one has replaced. */
  | { type: 'search'; id: number; query: string }
  /** Pages whose titles match the words of a missing URL (not-found page). */
  | { type: 'suggest'; id: number; pathname: string };

export interface SearchResponse {
  hits: SearchHit[];
  /** The query's terms, for highlighting on the page a result opens. */
  terms: string[];
  /** Set when the query does not parse; the box shows its message. */
  error?: QuerySyntaxError;
  /** Tags whose index could not be loaded: their results are missing. */
  failedTags: SearchTag[];
  /** Some hits wait for their snippet: a second answer with them follows. */
  snippetsPending?: true;
}

export type WorkerResponse =
  /** Sent when a tag's index state changes, with the reason when it failed. */
  | {
      type: 'index';
      tag: SearchTag;
      state: Extract<IndexState, 'ready' | 'failed'>;
      message?: string;
    }
  | ({ type: 'results'; id: number } & SearchResponse);

/** The answer when no index can be searched: the worker failed, or could not start. */
export const everyTagFailed = (): SearchResponse => ({
  hits: [],
  terms: [],
  failedTags: [...searchTags],
});
