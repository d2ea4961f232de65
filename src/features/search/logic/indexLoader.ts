import { documentsFileName, postingsFileName, termsFileName, textsFileName } from './boxFiles';
import type { SearchTag } from './config';
import {
  checkDocumentsFile,
  checkTextsFile,
  type LoadedIndex,
  type SectionTexts,
} from './indexFile';
import { decodePostingsFile } from './postingsPiece';
import type { QueryTerm } from './query';
import { createTagIndex, type TagIndex } from './tagIndex';
import { decodeDictionary } from './termDictionary';

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
  /**
   * The tag's indexes with the postings pieces the query's terms need. The dictionary and the
   * documents are fetched on the first call (no terms: just them), each piece when first needed;
   * concurrent and later calls share the fetches.
   */
  prepare(tag: SearchTag, terms: readonly QueryTerm[]): Promise<LoadedIndex>;
  /** The section texts of these content documents, for snippets: the pieces holding them. */
  loadTexts(tag: SearchTag, ids: readonly number[]): Promise<SectionTexts>;
  /**
   * Fetches, one at a time, the tag's postings pieces no query has fetched yet, so that later
   * keystrokes find them loaded. Stops at the first failure, which it forgets: a query that needs
   * that piece fetches it again, and only then does a failure show.
   */
  loadRest(tag: SearchTag): Promise<void>;
  /** Forgets the files whose load failed, so that the next load fetches them again. */
  retryFailed(): void;
}

/** The URL of one of the box's files (src/features/search/logic/boxFiles.ts) by its name. */
export type FileUrl = (fileName: string) => string;

/**
 * Fetches and parses each of the box's files at most once per page load. A failure stays until
 * the reader's Retry (`retryFailed`), so typing after a failure does not fetch again on every
 * key, and is never kept beyond that.
 */
export function createIndexLoader(url: FileUrl, fetch: FetchLike): IndexLoader {
  const cache = new Map<string, Promise<unknown>>();
  const failed = new Set<Promise<unknown>>();

  async function fetchJson<T>(
    tag: SearchTag,
    name: string,
    read: (json: unknown) => T,
  ): Promise<T> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(url(name));
    } catch (error) {
      throw new IndexLoadError(tag, `network error (${String(error)})`);
    }
    if (!response.ok) {
      throw new IndexLoadError(tag, `the server answered ${response.status} for ${name}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch (error) {
      throw new IndexLoadError(tag, `${name} is not valid JSON (${String(error)})`);
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

  const load = (tag: SearchTag) =>
    once(`index ${tag}`, async () => {
      // Both at once: the documents do not wait for the dictionary.
      const [dictionary, documents] = await Promise.all([
        fetchJson(tag, termsFileName(tag), decodeDictionary),
        fetchJson(tag, documentsFileName(tag), checkDocumentsFile),
      ]);
      return createTagIndex(dictionary, documents);
    });

  const loadPiece = (tag: SearchTag, index: TagIndex, piece: number) =>
    once(`postings ${tag} ${piece}`, () =>
      fetchJson(tag, postingsFileName(tag, piece), (json) => {
        index.addPiece(piece, decodePostingsFile(json));
      }),
    );

  const loadingRest = new Map<SearchTag, Promise<void>>();

  async function loadRest(tag: SearchTag): Promise<void> {
    // A tag whose dictionary failed shows that failure already.
    const index = await load(tag).catch(() => undefined);
    if (index === undefined) return;
    for (const piece of index.missingPieces()) {
      const key = `postings ${tag} ${piece}`;
      // A piece being fetched for a query, or failed for one, is the query's.
      if (cache.has(key)) continue;
      const loading = loadPiece(tag, index, piece);
      try {
        await loading;
      } catch {
        cache.delete(key);
        failed.delete(loading);
        return;
      }
    }
  }

  return {
    async prepare(tag, terms) {
      const index = await load(tag);
      await Promise.all(index.piecesFor(terms).map((piece) => loadPiece(tag, index, piece)));
      return index.loaded;
    },
    loadRest(tag) {
      let running = loadingRest.get(tag);
      if (running === undefined) {
        running = loadRest(tag).finally(() => loadingRest.delete(tag));
        loadingRest.set(tag, running);
      }
      return running;
    },
    async loadTexts(tag, ids) {
      const index = await load(tag);
      const pieces = await Promise.all(
        index
          .textPiecesFor(ids)
          .map((piece) =>
            once(`texts ${tag} ${piece}`, () =>
              fetchJson(tag, textsFileName(tag, piece), checkTextsFile),
            ),
          ),
      );
      return Object.assign({}, ...pieces) as SectionTexts;
    },
    retryFailed() {
      for (const [key, promise] of cache) {
        if (failed.has(promise)) cache.delete(key);
      }
      failed.clear();
    },
  };
}
