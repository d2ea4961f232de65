import siteConfig from '@generated/docusaurus.config';
import catalog from '@generated/cognibot-agent-tools/default/page-catalog.json';
import type { SearchResponse } from '../../search/searchApi';
import { createSearchClient } from '../../search/searchWorkerClient';
import { callAgentTool, type ToolEnvironment } from '../logic/callTool';
import { sectionSlugs } from '../logic/pageCatalog';
import { agentToolDefinitions } from '../logic/toolDefinitions';
import { toCallToolResult } from '../logic/toolOutcome';
import { pageModelContext } from './modelContext';

/** The search box's worker, query syntax and ranking, in a client of the tools' own. */
function searchOnce(): (query: string) => Promise<SearchResponse> {
  const client = createSearchClient(siteConfig.baseUrl);
  return (query) =>
    new Promise((resolve) => {
      client.load();
      // The first answer may still wait for snippets; the tool returns the complete one.
      client.search(query, (response) => {
        if (response.snippetsPending !== true) resolve(response);
      });
    });
}

/** Agents send the input as an object; a JSON text is read the same. */
function parsedInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

/** Registers every tool with the page's model context (called once, from registerWhenIdle). */
export function registerAgentTools(): void {
  const modelContext = pageModelContext();
  if (modelContext === undefined) return;
  const pageCatalog = catalog;
  const environment: ToolEnvironment = {
    catalog: pageCatalog,
    origins: { page: window.location.origin, canonical: siteConfig.url },
    now: () => new Date(),
    search: searchOnce(),
    async fetchText(url) {
      const response = await fetch(url, { headers: { Accept: 'text/markdown' } });
      return { status: response.status, text: await response.text() };
    },
    playgrounds: () => import('../logic/playgroundLogic'),
  };
  for (const definition of agentToolDefinitions(sectionSlugs(pageCatalog))) {
    modelContext.registerTool({
      name: definition.name,
      description: definition.description,
      inputSchema: definition.inputSchema,
      annotations: { readOnlyHint: true },
      execute: async (input) =>
        toCallToolResult(await callAgentTool(definition.name, parsedInput(input), environment)),
    });
  }
}
