import { searchTags, type SearchTag } from './config';
import type { SearchResponse, WorkerRequest, WorkerResponse } from './protocol';

/** The part of a Worker the client uses; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export type IndexState = 'loading' | 'ready' | 'failed';
export type IndexStates = Readonly<Record<SearchTag, IndexState | undefined>>;

/** The page's side of the search worker, shared by the search box and the not-found page. */
export interface SearchClient {
  /** Starts loading the indexes (first focus, hover or keystroke). */
  load(): void;
  /** Loads the indexes that failed again. */
  retry(): void;
  search(query: string): Promise<SearchResponse>;
  suggest(pathname: string): Promise<SearchResponse>;
  indexStates(): IndexStates;
  /** Called whenever an index state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const everyTagFailed = (): SearchResponse => ({
  hits: [],
  terms: [],
  failedTags: [...searchTags],
});

function startWorker(): WorkerLike {
  // Bundlers (Rspack, webpack 5) turn this exact form into a separate worker chunk.
  return new Worker(new URL('./search.worker.ts', import.meta.url));
}

export function createSearchClient(
  baseUrl: string,
  createWorker: () => WorkerLike = startWorker,
): SearchClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, (response: SearchResponse) => void>();
  const listeners = new Set<() => void>();
  let states: IndexStates = { docs: undefined, blog: undefined };

  function setStates(next: Partial<Record<SearchTag, IndexState>>) {
    states = { ...states, ...next };
    for (const listener of listeners) listener();
  }

  /** A worker that cannot start or crashes fails its requests; the next one starts a new worker. */
  function dropWorker() {
    worker?.terminate();
    worker = undefined;
    for (const resolve of pending.values()) resolve(everyTagFailed());
    pending.clear();
    setStates({ docs: 'failed', blog: 'failed' });
  }

  function ensureWorker(): WorkerLike | undefined {
    if (worker) return worker;
    try {
      const started = createWorker();
      started.addEventListener('message', ({ data }) => {
        if (data.type === 'index') {
          if (states[data.tag] !== data.state) setStates({ [data.tag]: data.state });
          return;
        }
        const { id, hits, terms, error, failedTags } = data;
        pending.get(id)?.({ hits, terms, failedTags, ...(error ? { error } : {}) });
        pending.delete(id);
      });
      started.addEventListener('error', dropWorker);
      started.postMessage({ type: 'init', baseUrl });
      worker = started;
      return started;
    } catch {
      dropWorker();
      return undefined;
    }
  }

  function request(
    message: { type: 'search'; query: string } | { type: 'suggest'; pathname: string },
  ): Promise<SearchResponse> {
    const started = ensureWorker();
    if (started === undefined) return Promise.resolve(everyTagFailed());
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      started.postMessage({ ...message, id });
    });
  }

  return {
    load() {
      const loading = searchTags.filter((tag) => states[tag] === undefined);
      if (loading.length === 0) return;
      setStates(Object.fromEntries(loading.map((tag) => [tag, 'loading'])));
      ensureWorker()?.postMessage({ type: 'load' });
    },
    retry() {
      const retrying = searchTags.filter((tag) => states[tag] !== 'ready');
      setStates(Object.fromEntries(retrying.map((tag) => [tag, 'loading'])));
      ensureWorker()?.postMessage({ type: 'retry' });
    },
    search: (query) => request({ type: 'search', query }),
    suggest: (pathname) => request({ type: 'suggest', pathname }),
    indexStates: () => states,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: SearchClient | undefined;

/** One client (and so one worker and one fetch per index) per page load. */
export function sharedSearchClient(baseUrl: string): SearchClient {
  shared ??= createSearchClient(baseUrl);
  return shared;
}
