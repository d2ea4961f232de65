import { callAgentTool, type ToolEnvironment } from './callTool';
import * as playgroundLogic from './playgroundLogic';
import { sectionSlugs, type PageCatalog } from './pageCatalog';
import {
  agentToolDefinitions,
  type AgentToolDefinition,
  type AgentToolName,
} from './toolDefinitions';

/** A tool as the "For AI assistants" page shows it: its definition and its example's result. */
export interface ToolReferenceEntry extends AgentToolDefinition {
  /** What the example call returns, worked out by the tool's own logic at build time. */
  readonly exampleResult?: unknown;
}

/** Tools whose example needs the built site (the search index, the twins) and so has no result here. */
const needsTheBuiltSite: readonly AgentToolName[] = ['search_docs', 'get_page'];

/**
 * The reference of every tool, with the results of their examples run through the same
 * callAgentTool the page's tools use, so the page cannot drift from what the tools do.
 */
export async function toolReference(
  catalog: PageCatalog,
  siteUrl: string,
  now: Date,
): Promise<ToolReferenceEntry[]> {
  const unavailable = () => Promise.reject(new Error('not available while building'));
  const environment: ToolEnvironment = {
    catalog,
    origins: { page: new URL(siteUrl).origin, canonical: siteUrl },
    now: () => now,
    search: unavailable,
    fetchText: unavailable,
    playgrounds: () => Promise.resolve(playgroundLogic),
  };
  const entries: ToolReferenceEntry[] = [];
  for (const definition of agentToolDefinitions(sectionSlugs(catalog))) {
    if (needsTheBuiltSite.includes(definition.name)) {
      entries.push(definition);
      continue;
    }
    const outcome = await callAgentTool(definition.name, definition.example, environment);
    if (!outcome.ok) {
      throw new Error(
        `agent tools: the ${definition.name} example fails: ${outcome.error.message}`,
      );
    }
    entries.push({ ...definition, exampleResult: outcome.result });
  }
  return entries;
}
