import { describe, expect, it, vi } from 'vitest';
import {
  createSearchClient,
  type WorkerLike,
} from '../../../src/features/search/client/searchClient';
import { searchTags } from '../../../src/features/search/logic/config';
import type {
  SearchResponse,
  WorkerRequest,
  WorkerResponse,
} from '../../../src/features/search/logic/protocol';

class FakeWorker implements WorkerLike {
  readonly received: WorkerRequest[] = [];
  private readonly listeners: Record<string, ((event: never) => void)[]> = {};
  terminated = false;

  postMessage(message: WorkerRequest) {
    this.received.push(message);
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: WorkerResponse) {
    for (const listener of this.listeners.message ?? []) listener({ data } as never);
  }
  crash() {
    for (const listener of this.listeners.error ?? []) listener(new Event('error') as never);
  }
}

function clientWithFakes() {
  const workers: FakeWorker[] = [];
  const client = createSearchClient('/', () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

describe('search client', () => {
  it('starts no worker until it is needed, then one that knows the base URL', () => {
    const { client, workers } = clientWithFakes();
    expect(workers).toHaveLength(0);
    client.load();
    client.load();
    expect(workers).toHaveLength(1);
    expect(workers[0]?.received).toEqual([{ type: 'init', baseUrl: '/' }, { type: 'load' }]);
    expect(client.indexStates()).toEqual({ docs: 'loading', blog: 'loading' });
  });

  it('passes each answer of the newest search on, and drops those of searches typed over', () => {
    const { client, workers } = clientWithFakes();
    const answers: [string, SearchResponse][] = [];
    client.search('audit', (response) => answers.push(['audit', response]));
    client.search('audit log', (response) => answers.push(['audit log', response]));
    const worker = workers[0] as FakeWorker;
    expect(worker.received.slice(1)).toEqual([
      { type: 'search', id: 1, query: 'audit' },
      { type: 'search', id: 2, query: 'audit log' },
    ]);
    worker.answer({ type: 'results', id: 1, hits: [], terms: ['audit'], failedTags: [] });
    const first = { hits: [], terms: ['audit', 'log'], failedTags: [], snippetsPending: true };
    worker.answer({ type: 'results', id: 2, ...first } as WorkerResponse);
    worker.answer({ type: 'results', id: 2, hits: [], terms: ['audit', 'log'], failedTags: [] });
    // Nothing more comes once the answer with the snippets is in.
    worker.answer({ type: 'results', id: 2, hits: [], terms: ['late'], failedTags: [] });
    expect(answers).toEqual([
      ['audit log', first],
      ['audit log', { hits: [], terms: ['audit', 'log'], failedTags: [] }],
    ]);
  });

  it('answers suggestions with a promise, alongside searches', async () => {
    const { client, workers } = clientWithFakes();
    const suggested = client.suggest('/docs/audit');
    client.search('audit', () => undefined);
    workers[0]?.answer({ type: 'results', id: 1, hits: [], terms: ['audit'], failedTags: [] });
    expect(await suggested).toEqual({ hits: [], terms: ['audit'], failedTags: [] });
  });

  it('logs why an index failed, once per reason', () => {
    const { client, workers } = clientWithFakes();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      client.load();
      const failure: WorkerResponse = {
        type: 'index',
        tag: 'docs',
        state: 'failed',
        message: 'The docs search index could not be loaded: the server answered 404',
      };
      workers[0]?.answer(failure);
      workers[0]?.answer(failure);
      expect(warn.mock.calls).toEqual([[failure.message]]);
    } finally {
      warn.mockRestore();
    }
  });

  it('tells subscribers when an index is ready or failed, and retries failed ones', () => {
    const { client, workers } = clientWithFakes();
    let changes = 0;
    client.subscribe(() => (changes += 1));
    client.load();
    const worker = workers[0] as FakeWorker;
    worker.answer({ type: 'index', tag: 'docs', state: 'failed', message: '404' });
    worker.answer({ type: 'index', tag: 'blog', state: 'ready' });
    expect(client.indexStates()).toEqual({ docs: 'failed', blog: 'ready' });
    expect(changes).toBe(3);
    client.load();
    expect(worker.received.filter((message) => message.type === 'load')).toHaveLength(1);
    client.retry();
    expect(client.indexStates()).toEqual({ docs: 'loading', blog: 'ready' });
    expect(worker.received.at(-1)).toEqual({ type: 'retry' });
  });

  it('fails pending searches when the worker crashes, and starts a new one for the next', () => {
    const { client, workers } = clientWithFakes();
    const answers: SearchResponse[] = [];
    client.search('audit', (response) => answers.push(response));
    workers[0]?.crash();
    expect(answers).toEqual([{ hits: [], terms: [], failedTags: [...searchTags] }]);
    expect(workers[0]?.terminated).toBe(true);
    expect(Object.values(client.indexStates())).toEqual(searchTags.map(() => 'failed'));
    client.search('audit', () => undefined);
    expect(workers).toHaveLength(2);
  });

  it('fails searches when no worker can be started', () => {
    const client = createSearchClient('/', () => {
      throw new Error('Workers are not available');
    });
    const answers: SearchResponse[] = [];
    client.search('audit', (response) => answers.push(response));
    expect(answers).toEqual([{ hits: [], terms: [], failedTags: [...searchTags] }]);
  });

  it('ends a worker whose first message cannot be sent, and fails the search', () => {
    const workers: FakeWorker[] = [];
    const client = createSearchClient('/', () => {
      const worker = new FakeWorker();
      worker.postMessage = () => {
        throw new DOMException('could not be cloned', 'DataCloneError');
      };
      workers.push(worker);
      return worker;
    });
    const answers: SearchResponse[] = [];
    client.search('audit', (response) => answers.push(response));
    expect(workers[0]?.terminated).toBe(true);
    expect(answers).toEqual([{ hits: [], terms: [], failedTags: [...searchTags] }]);
  });
});
