// Runs the search off the main thread, so typing never waits for lunr.
import { searchIndexUrl } from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import { searchTags } from './config';
import { createIndexLoader, indexUrl } from './indexLoader';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { createSearchService, type SearchService } from './searchService';

/** The slice of DedicatedWorkerGlobalScope this worker uses (the DOM lib is loaded instead). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
  fetch: typeof fetch;
};

let service: SearchService | undefined;

function requireService(): SearchService {
  if (service === undefined) throw new Error('The search worker got a request before "init".');
  return service;
}

scope.onmessage = ({ data: request }) => {
  switch (request.type) {
    case 'init': {
      const loader = createIndexLoader(
        (tag) => indexUrl(request.baseUrl, searchIndexUrl, tag),
        (url) => scope.fetch(url),
      );
      service = createSearchService(loader, (tag, error) => {
        scope.postMessage({
          type: 'index',
          tag,
          state: error ? 'failed' : 'ready',
          ...(error ? { message: error.message } : {}),
        });
      });
      break;
    }
    case 'load':
      void requireService().load();
      break;
    case 'retry':
      void requireService().retry();
      break;
    case 'search':
    case 'suggest': {
      const { id } = request;
      const answer =
        request.type === 'search'
          ? requireService().search(request.query)
          : requireService().suggest(request.pathname);
      void answer.then(
        (response) => {
          scope.postMessage({ type: 'results', id, ...response });
        },
        // Nothing should get here; if it does, the box offers Retry instead of waiting forever.
        () => {
          scope.postMessage({
            type: 'results',
            id,
            hits: [],
            terms: [],
            failedTags: [...searchTags],
          });
        },
      );
      break;
    }
  }
};
