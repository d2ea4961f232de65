// The search box's worker client, for other features: the agent tools run the same worker, query
// syntax and ranking as the box, through a client of their own. Browser code only (it starts a Worker).
export { createSearchClient, type SearchClient } from './client/searchClient';
