import { channels } from '../../dialog/runtime/model';
import { environments, positions, themeModes } from '../../playgrounds/webchatSnippetApi';
import { searchLimits } from '../../search/searchApi';
import type { InputSchema } from './inputSchema';

/**
 * The tools every page offers a browser's agent through WebMCP: names, what each is for (the
 * description is what the agent reads to choose one), input schemas and an example input. The
 * client registers exactly these, and the "For AI assistants" page renders them.
 */

export const agentToolNames = [
  'search_docs',
  'get_page',
  'list_pages',
  'evaluate_condition',
  'build_webchat_snippet',
  'validate_dialog',
  'run_dialog',
] as const;
export type AgentToolName = (typeof agentToolNames)[number];

export interface AgentToolDefinition {
  readonly name: AgentToolName;
  readonly description: string;
  readonly inputSchema: InputSchema & { type: 'object' };
  /** A call that works on the built site, shown on the page with its result. */
  readonly example: Readonly<Record<string, unknown>>;
}

const text = (description: string, extra: Partial<Extract<InputSchema, { type: 'string' }>> = {}) =>
  ({ type: 'string', description, ...extra }) as const;

/** The dialog of run_dialog's and validate_dialog's examples; the unit tests run it too. */
export const exampleDialog = `schema: cognibot.dialog/v1
id: greet
name: Greet
start: ask_name
elements:
  - id: ask_name
    type: input
    prompt: What is your name?
    variable: conversation.name
    entity: text
    paths:
      valid: hello
      invalid: end
  - id: hello
    type: message
    text: "Hello {{conversation.name}}!"
    next: end
`;

function sectionProperty(sectionSlugs: readonly string[], description: string): InputSchema {
  return text(description, sectionSlugs.length > 0 ? { enum: sectionSlugs } : {});
}

/** The definitions, with the sections the site has today as `section`'s allowed values. */
export function agentToolDefinitions(sectionSlugs: readonly string[]): AgentToolDefinition[] {
  return [...readingToolDefinitions(sectionSlugs), ...playgroundToolDefinitions()];
}

/** The tools that read the site: its search, its Markdown twins and its sidebar. */
function readingToolDefinitions(sectionSlugs: readonly string[]): AgentToolDefinition[] {
  return [
    {
      name: 'search_docs',
      description: `Search the CogniBot documentation and blog with the site's own search. Returns up to ${String(searchLimits.maxResults)} hits, best first, each with the page title, the URL of the section that matched, a snippet and the URL of the page's Markdown. The query takes words and the operators +word (must have), -word (must not have), word~1 (fuzzy), word^2 (boost), title:word (one field: title, heading, description, tags, content) and word* (prefix). "section" keeps only the hits in that sidebar section (see list_pages).`,
      inputSchema: {
        type: 'object',
        properties: {
          query: text('What to look for, such as "webhook retries" or "+teams -whatsapp".', {
            minLength: 1,
            maxLength: searchLimits.maxQueryLength,
          }),
          section: sectionProperty(sectionSlugs, 'Keep only the hits in this section.'),
        },
        required: ['query'],
        additionalProperties: false,
      },
      example: { query: 'condition syntax' },
    },
    {
      name: 'get_page',
      description:
        'Get the full Markdown of one docs page or blog post of this site (its Markdown twin): front matter with title, description, canonical URL, version and last update, then the page text with tables, code and absolute links. Takes the page URL as a search_docs or list_pages result gives it, or its path.',
      inputSchema: {
        type: 'object',
        properties: {
          url: text(
            'The page URL, such as https://docs.cognibot.io/docs/installation or /docs/installation.',
            {
              minLength: 1,
              maxLength: 2048,
            },
          ),
        },
        required: ['url'],
        additionalProperties: false,
      },
      example: { url: '/docs/CogniBot/Concepts/conditions' },
    },
    {
      name: 'list_pages',
      description:
        'List the pages of this site in sidebar order. Without "section": the sections, each with its name, title and page count. With "section": that section as a tree of pages and categories, each with title, URL and description.',
      inputSchema: {
        type: 'object',
        properties: {
          section: sectionProperty(
            sectionSlugs,
            'The section to list, by the name list_pages gives.',
          ),
        },
        additionalProperties: false,
      },
      example: { section: 'get-started' },
    },
  ];
}

/** The tools that run what the pages' playgrounds run: conditions, the snippet builder, dialogs. */
function playgroundToolDefinitions(): AgentToolDefinition[] {
  return [
    {
      name: 'evaluate_condition',
      description:
        "Evaluate a CogniBot condition or set_state expression (the language of branch conditions) against sample variable values, exactly as the conditions page's playground does. Returns the value, its type and whether a branch would take it; a syntax error (CB-1012) or type error (CB-1015) comes back as an error with its message.",
      inputSchema: {
        type: 'object',
        properties: {
          expression: text(
            'The expression, such as conversation.priority <= 2 && system.channel == "msteams".',
            {
              minLength: 1,
              maxLength: 4000,
            },
          ),
          state: {
            type: 'object',
            description:
              'Variable values by dotted name, such as {"conversation.priority": 2, "system.channel": "msteams"}, or nested ({"conversation": {"priority": 2}}). system.now takes an ISO 8601 date. Absent variables are null.',
            properties: {},
          },
        },
        required: ['expression'],
        additionalProperties: false,
      },
      example: {
        expression: 'system.channel == "msteams" && conversation.priority <= 2',
        state: { 'system.channel': 'msteams', 'conversation.priority': 2 },
      },
    },
    {
      name: 'build_webchat_snippet',
      description:
        "Build the HTML snippet that embeds CogniBot web chat in a web page, and the Content-Security-Policy directives it needs, as the web chat page's snippet builder does. projectId and host are required; every other option has the builder's default. Invalid options come back as an error listing each one with what to fix.",
      inputSchema: {
        type: 'object',
        properties: {
          projectId: text('The project ID: prj_ then lowercase letters and digits.', {
            examples: ['prj_7f3k2m9q'],
          }),
          host: text('Your CogniBot host: https:// and the host name, no path or trailing slash.', {
            examples: ['https://bots.example.com'],
          }),
          environment: text('The environment whose published version the widget talks to.', {
            enum: environments,
          }),
          locale: text('A language tag such as en or fr-CA; empty for the project default.'),
          theme: text('The colour mode.', { enum: themeModes }),
          startOpen: { type: 'boolean', description: 'Open the chat window on page load.' },
          position: text('The corner of the launcher.', { enum: positions }),
          title: text('The chat window title; empty for the project name.'),
          primaryColor: text('A hex colour such as #1f5fbf; empty for the default.'),
          fontFamily: text('A CSS font-family list; empty for the default.'),
        },
        required: ['projectId', 'host'],
        additionalProperties: false,
      },
      example: { projectId: 'prj_7f3k2m9q', host: 'https://bots.example.com', position: 'left' },
    },
    {
      name: 'validate_dialog',
      description:
        'Check a dialog written in the cognibot.dialog/v1 YAML format (a whole dialog, or an "elements:" list alone) the way the dialog runtime does before running it: YAML syntax, required keys, element targets, condition syntax and variables. Returns valid: true with the dialog\'s ID, name, start and element count, or valid: false with each problem and its line.',
      inputSchema: {
        type: 'object',
        properties: {
          yaml: text('The dialog YAML.', { minLength: 1, maxLength: 200_000 }),
        },
        required: ['yaml'],
        additionalProperties: false,
      },
      example: { yaml: exampleDialog },
    },
    {
      name: 'run_dialog',
      description:
        "Run a cognibot.dialog/v1 dialog in the reference runtime, as the Test tab and the pages' Run button do: it starts on conversation.start, then each message is sent as typed user text. Returns the transcript (user lines, bot outputs, logged error codes), the variables set and whether the conversation ended. Actions answer from actionResults; without them every action succeeds with no outputs.",
      inputSchema: {
        type: 'object',
        properties: {
          yaml: text('The dialog YAML (as for validate_dialog).', {
            minLength: 1,
            maxLength: 200_000,
          }),
          messages: {
            type: 'array',
            description: "What the user types, in order, after the bot's first turn.",
            items: text('One message.', { maxLength: 4000 }),
            maxItems: 50,
          },
          actionResults: {
            type: 'object',
            description:
              'Each action\'s result by action name: {"Find user": {"outputs": {"email": "a@example.com"}}} or {"Find user": {"error": "timeout"}}.',
            properties: {},
          },
          channel: text('The channel the conversation runs on; webchat when left out.', {
            enum: channels,
          }),
        },
        required: ['yaml', 'messages'],
        additionalProperties: false,
      },
      example: { yaml: exampleDialog, messages: ['Ada'] },
    },
  ];
}
