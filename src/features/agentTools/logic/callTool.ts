import type { SearchResponse } from '../../search/searchApi';
import type { Channel } from '../../dialog/runtime/model';
import { resolvePage, pageResult, type SiteOrigins } from './getPage';
import { inputProblems } from './inputSchema';
import { listPages, sectionSlugs, type PageCatalog } from './pageCatalog';
import { checkSection, searchDocsResult } from './searchDocs';
import { agentToolDefinitions, type AgentToolName } from './toolDefinitions';
import { fail, type ToolOutcome } from './toolOutcome';

/** What the tools need from the page they run in; tests and the docs page's examples pass their own. */
export interface ToolEnvironment {
  readonly catalog: PageCatalog;
  readonly origins: SiteOrigins;
  readonly now: () => Date;
  /** The site's search: the final answer, with snippets. */
  readonly search: (query: string) => Promise<SearchResponse>;
  /** A GET of a URL of the page's own origin. */
  readonly fetchText: (url: string) => Promise<{ status: number; text: string }>;
  /** The playgrounds' logic; the page imports it on demand, so its bytes wait for the first call. */
  readonly playgrounds: () => Promise<PlaygroundLogic>;
}

export type PlaygroundLogic = typeof import('./playgroundLogic');

type Input = Record<string, unknown>;

/** The logic of each tool; the playgrounds' (the dialog runtime, the evaluator) loads on first call. */
const toolLogic: Record<
  AgentToolName,
  (input: Input, environment: ToolEnvironment) => Promise<ToolOutcome<unknown>>
> = {
  async search_docs(input, { catalog, origins, search }) {
    const query = { query: input.query as string, section: input.section as string | undefined };
    const section = checkSection(catalog, query.section);
    if (!section.ok) return section;
    return searchDocsResult(catalog, query, await search(query.query), origins.page);
  },
  async get_page(input, { catalog, origins, fetchText }) {
    const target = resolvePage(catalog, input.url as string, origins);
    if (!target.ok) return target;
    return pageResult(target.result, await fetchText(target.result.markdownUrl));
  },
  list_pages: (input, { catalog, origins }) =>
    Promise.resolve(listPages(catalog, input.section as string | undefined, origins.page)),
  async evaluate_condition(input, { now, playgrounds }) {
    const { evaluateCondition } = await playgrounds();
    return evaluateCondition(input as { expression: string; state?: Input }, now());
  },
  async build_webchat_snippet(input, { playgrounds }) {
    const { buildWebchatSnippet } = await playgrounds();
    return buildWebchatSnippet(input);
  },
  async validate_dialog(input, { playgrounds }) {
    const { validateDialog } = await playgrounds();
    return validateDialog(input.yaml as string);
  },
  async run_dialog(input, { now, playgrounds }) {
    const { runDialog } = await playgrounds();
    return runDialog(
      input as { yaml: string; messages: string[]; actionResults?: Input; channel?: Channel },
      now,
    );
  },
};

/**
 * Calls a tool the way an agent does: the input is checked against the tool's schema first, so a
 * wrong type or a misspelt property gets a message that names it, then the tool's logic runs.
 */
export async function callAgentTool(
  name: AgentToolName,
  input: unknown,
  environment: ToolEnvironment,
): Promise<ToolOutcome<unknown>> {
  const definition = agentToolDefinitions(sectionSlugs(environment.catalog)).find(
    (candidate) => candidate.name === name,
  );
  if (definition === undefined) return fail('invalid_input', `There is no tool "${name}".`);
  const problems = inputProblems(definition.inputSchema, input ?? {});
  if (problems.length > 0) {
    return fail('invalid_input', `${problems.join(' ')} See the ${name} input schema.`, problems);
  }
  return toolLogic[name](input as Input, environment);
}
