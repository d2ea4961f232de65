import { describe, expect, it } from 'vitest';
import { createSearchClient, type WorkerLike } from '../../../src/search/client';
import type { WorkerRequest, WorkerResponse } from '../../../src/search/protocol';

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

  it('answers each search with the worker’s results for that request', async () => {
    const { client, workers } = clientWithFakes();
    const first = client.search('audit');
    const second = client.search('audit log');
    const worker = workers[0] as FakeWorker;
    expect(worker.received.slice(1)).toEqual([
      { type: 'search', id: 1, query: 'audit' },
      { type: 'search', id: 2, query: 'audit log' },
    ]);
    worker.answer({ type: 'results', id: 2, hits: [], terms: ['audit', 'log'], failedTags: [] });
    worker.answer({ type: 'results', id: 1, hits: [], terms: ['audit'], failedTags: ['blog'] });
    expect(await first).toEqual({ hits: [], terms: ['audit'], failedTags: ['blog'] });
    expect(await second).toEqual({ hits: [], terms: ['audit', 'log'], failedTags: [] });
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

  it('fails pending searches when the worker crashes, and starts a new one for the next', async () => {
    const { client, workers } = clientWithFakes();
    const pending = client.search('audit');
    workers[0]?.crash();
    expect(await pending).toEqual({ hits: [], terms: [], failedTags: ['docs', 'blog'] });
    expect(workers[0]?.terminated).toBe(true);
    expect(client.indexStates()).toEqual({ docs: 'failed', blog: 'failed' });
    void client.search('audit');
    expect(workers).toHaveLength(2);
  });

  it('fails searches when no worker can be started', async () => {
    const client = createSearchClient('/', () => {
      throw new Error('Workers are not available');
    });
    expect(await client.search('audit')).toEqual({
      hits: [],
      terms: [],
      failedTags: ['docs', 'blog'],
    });
  });
});
