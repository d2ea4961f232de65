import { searchTags, type SearchTag } from '../logic/config';
import {
  everyTagFailed,
  noIndexStates,
  type IndexState,
  type IndexStates,
  type SearchResponse,
  type WorkerRequest,
  type WorkerResponse,
} from '../logic/protocol';

/** The part of a Worker the client uses; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** Receives each answer to a search: first from the indexes, then with the snippets. */
export type AnswerListener = (response: SearchResponse) => void;

/** The page's side of the search worker, shared by the search box and the not-found page. */
export interface SearchClient {
  /** False on the dev server: easyops writes the index only in a build, so nothing is fetched. */
  readonly indexBuilt: boolean;
  /** Starts loading the indexes (first focus, hover or keystroke). */
  load(): void;
  /** Loads the indexes that failed again. */
  retry(): void;
  /** Searches; a later search replaces this one, whose answers then stop. */
  search(query: string, onAnswer: AnswerListener): void;
  suggest(pathname: string): Promise<SearchResponse>;
  indexStates(): IndexStates;
  /** Called whenever an index state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function startWorker(): WorkerLike {
  // Bundlers (Rspack, webpack 5) turn this exact form into a separate worker chunk.
  return new Worker(new URL('./search.worker.ts', import.meta.url));
}

interface Pending {
  onAnswer: AnswerListener;
  kind: 'search' | 'suggest';
}

export function createSearchClient(
  baseUrl: string,
  createWorker: () => WorkerLike = startWorker,
  indexBuilt = true,
): SearchClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Set<() => void>();
  let states: IndexStates = noIndexStates;
  /** Failure reasons already logged, so each shows once in the console. */
  const warned = new Set<string>();

  function setStates(next: Partial<Record<SearchTag, IndexState>>) {
    states = { ...states, ...next };
    for (const listener of listeners) listener();
  }

  function allTags(state: IndexState): Partial<Record<SearchTag, IndexState>> {
    return Object.fromEntries(searchTags.map((tag) => [tag, state]));
  }

  /** A worker that cannot start or crashes fails its requests; the next one starts a new worker. */
  function dropWorker(failed: WorkerLike | undefined) {
    failed?.terminate();
    if (failed === worker) worker = undefined;
    for (const { onAnswer } of pending.values()) onAnswer(everyTagFailed());
    pending.clear();
    setStates(allTags('failed'));
  }

  function onMessage({ data }: MessageEvent<WorkerResponse>) {
    if (data.type === 'index') {
      if (data.message !== undefined && !warned.has(data.message)) {
        warned.add(data.message);
        console.warn(data.message);
      }
      if (states[data.tag] !== data.state) setStates({ [data.tag]: data.state });
      return;
    }
    const { id, hits, terms, error, failedTags, snippetsPending } = data;
    const response: SearchResponse = {
      hits,
      terms,
      failedTags,
      ...(error ? { error } : {}),
      ...(snippetsPending ? { snippetsPending } : {}),
    };
    const request = pending.get(id);
    if (request === undefined) return;
    if (!snippetsPending) pending.delete(id);
    request.onAnswer(response);
  }

  function ensureWorker(): WorkerLike | undefined {
    if (worker) return worker;
    if (!indexBuilt) {
      // Every answer says no index could be searched; the box words it for the dev server.
      if (states[searchTags[0] as SearchTag] !== 'failed') setStates(allTags('failed'));
      return undefined;
    }
    let started: WorkerLike | undefined;
    try {
      started = createWorker();
      worker = started;
      started.addEventListener('message', onMessage);
      const crashed = started;
      started.addEventListener('error', () => {
        dropWorker(crashed);
      });
      started.postMessage({ type: 'init', baseUrl });
      return started;
    } catch {
      dropWorker(started);
      return undefined;
    }
  }

  function request(
    message: { type: 'search'; query: string } | { type: 'suggest'; pathname: string },
    onAnswer: AnswerListener,
  ) {
    const started = ensureWorker();
    if (started === undefined) {
      onAnswer(everyTagFailed());
      return;
    }
    if (message.type === 'search') {
      // The reader has typed over the previous search: its answers would only be dropped.
      for (const [id, { kind }] of pending) if (kind === 'search') pending.delete(id);
    }
    const id = nextId++;
    pending.set(id, { onAnswer, kind: message.type });
    started.postMessage({ ...message, id });
  }

  return {
    indexBuilt,
    load() {
      const loading = searchTags.filter((tag) => states[tag] === 'idle');
      if (loading.length === 0) return;
      setStates(Object.fromEntries(loading.map((tag) => [tag, 'loading'])));
      ensureWorker()?.postMessage({ type: 'load' });
    },
    retry() {
      const retrying = searchTags.filter((tag) => states[tag] !== 'ready');
      setStates(Object.fromEntries(retrying.map((tag) => [tag, 'loading'])));
      warned.clear();
      ensureWorker()?.postMessage({ type: 'retry' });
    },
    search(query, onAnswer) {
      request({ type: 'search', query }, onAnswer);
    },
    suggest: (pathname) =>
      new Promise((resolve) => {
        request({ type: 'suggest', pathname }, resolve);
      }),
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
  // Docusaurus's bundler sets NODE_ENV: 'development' in `npm start`, which builds no index.
  shared ??= createSearchClient(baseUrl, startWorker, process.env.NODE_ENV !== 'development');
  return shared;
}
