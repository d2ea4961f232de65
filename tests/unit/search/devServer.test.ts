import { describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../../../src/features/search/client/searchClient';
import { statusMessage } from '../../../src/features/search/client/SearchBox/statusMessage';
import { searchTags } from '../../../src/features/search/logic/config';
import type { SearchResponse } from '../../../src/features/search/logic/protocol';

// `npm start` builds no search index: the box must say where search works, not fail on a fetch.
describe('search on the dev server', () => {
  it('starts no worker and answers every search with every tag failed', async () => {
    const createWorker = vi.fn();
    const client = createSearchClient('/', createWorker, false);
    expect(client.indexBuilt).toBe(false);
    client.load();
    expect(Object.values(client.indexStates())).toEqual(searchTags.map(() => 'failed'));
    const answers: SearchResponse[] = [];
    client.search('install', (response) => answers.push(response));
    expect(answers).toEqual([{ hits: [], terms: [], failedTags: [...searchTags] }]);
    expect((await client.suggest('/docs/instal')).failedTags).toEqual([...searchTags]);
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('the box says that search works in the built site, with the commands', () => {
    const answer = { query: 'install', hits: [], terms: [], failedTags: [...searchTags] };
    const session = { query: 'install', answer, hits: [], stalled: false, failed: true };
    expect(statusMessage({ ...session, indexBuilt: false }, String)).toEqual({
      kind: 'devServer',
      text: 'Search works in the built site: run `npm run build` and `npm run serve`.',
    });
    expect(statusMessage({ ...session, indexBuilt: true }, String)?.kind).toBe('indexFailed');
  });
});
