// The public face of the site's search for other features: the agent tools read the search's
// answers and limits with these (the client that runs the worker is in searchWorkerClient.ts).
export type { SearchResponse } from './logic/protocol';
export type { MarkedText, SearchHit } from './logic/search';
export { searchLimits, searchTags, type SearchTag } from './logic/config';
