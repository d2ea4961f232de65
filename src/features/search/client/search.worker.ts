// Runs the search off the main thread, so typing never waits for lunr.
import { searchIndexUrl } from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import { allowsBackgroundLoading, type ConnectionHints } from '../logic/backgroundLoading';
import { boxFileUrl } from '../logic/boxFiles';
import { createIndexLoader } from '../logic/indexLoader';
import { everyTagFailed, type WorkerRequest, type WorkerResponse } from '../logic/protocol';
import { createSearchService, type SearchService } from '../logic/searchService';

/** The slice of DedicatedWorkerGlobalScope this worker uses (the DOM lib is loaded instead). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
  fetch: typeof fetch;
  setTimeout: typeof setTimeout;
  navigator: { connection?: ConnectionHints };
};

let service: SearchService | undefined;
/** The newest search asked for; older ones still queued are skipped. */
let latestSearch = 0;

function requireService(): SearchService {
  if (service === undefined) throw new Error('The search worker got a request before "init".');
  return service;
}

async function answerSearch(id: number, query: string): Promise<void> {
  const searchService = requireService();
  const first = await searchService.search(query);
  if (id !== latestSearch) return;
  scope.postMessage({ type: 'results', id, ...first });
  if (first.snippetsPending) {
    const complete = await searchService.searchWithSnippets(query);
    if (id === latestSearch) scope.postMessage({ type: 'results', id, ...complete });
  }
  // After the answer and its snippets, so the rest never delays them; not while an index fails.
  if (first.failedTags.length === 0 && allowsBackgroundLoading(scope.navigator.connection)) {
    void searchService.loadRest();
  }
}

scope.onmessage = ({ data: request }) => {
  switch (request.type) {
    case 'init': {
      const { baseUrl } = request;
      const loader = createIndexLoader(
        (fileName) => boxFileUrl(baseUrl, searchIndexUrl, fileName),
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
    case 'search': {
      const { id, query } = request;
      latestSearch = id;
      // Runs after the messages already queued, so a search typed over is never run.
      scope.setTimeout(() => {
        if (id !== latestSearch) return;
        // Nothing should fail here; if it does, the box offers Retry instead of waiting forever.
        answerSearch(id, query).catch(() => {
          scope.postMessage({ type: 'results', id, ...everyTagFailed() });
        });
      }, 0);
      break;
    }
    case 'suggest': {
      const { id } = request;
      requireService()
        .suggest(request.pathname)
        .then(
          (response) => {
            scope.postMessage({ type: 'results', id, ...response });
          },
          () => {
            scope.postMessage({ type: 'results', id, ...everyTagFailed() });
          },
        );
      break;
    }
  }
};
