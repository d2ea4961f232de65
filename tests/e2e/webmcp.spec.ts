import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { callAgentTool, type ToolEnvironment } from '../../src/features/agentTools/logic/callTool';
import { sectionSlugs, type PageCatalog } from '../../src/features/agentTools/logic/pageCatalog';
import * as playgroundLogic from '../../src/features/agentTools/logic/playgroundLogic';
import {
  agentToolDefinitions,
  agentToolNames,
  type AgentToolName,
} from '../../src/features/agentTools/logic/toolDefinitions';
import { toCallToolResult } from '../../src/features/agentTools/logic/toolOutcome';
import { searchTags } from '../../src/features/search/logic/config';
import { termsFileName } from '../../src/features/search/logic/boxFiles';
import { createIndexLoader } from '../../src/features/search/logic/indexLoader';
import { createSearchService } from '../../src/features/search/logic/searchService';
import { siteRoot } from '../support/markdownSources';
import { expect, test, urlFor } from './fixtures';

/*
 * The WebMCP tools in a browser that has WebMCP (project `webmcp`, Chromium with
 * --enable-features=WebMCP): listed on every page type, and each call answering exactly what the
 * tools' logic answers in Node for the same input. The test without the tag runs in the desktop
 * project, whose browser has no WebMCP: there, nothing of the tools is fetched.
 */

const siteUrl = 'https://docs.cognibot.io';

// The catalog the build wrote for the tools (src/features/agentTools/index.ts), beside build/.
const catalog = JSON.parse(
  readFileSync(
    path.join(siteRoot, '.docusaurus/cognibot-agent-tools/default/page-catalog.json'),
    'utf8',
  ),
) as PageCatalog;

/**
 * The built script that registers the tools: it holds their definitions and calls registerTool.
 * (main.js only tests for registerTool; the "For AI assistants" page holds the definitions only.)
 */
const toolChunks = readdirSync(path.join(siteRoot, 'build/assets/js')).filter((file) => {
  const text = readFileSync(path.join(siteRoot, 'build/assets/js', file), 'utf8');
  return text.includes('build_webchat_snippet') && text.includes('.registerTool(');
});

/** The tools' logic in Node, against the same built site the browser reads. */
function nodeEnvironment(origin: string): ToolEnvironment {
  const loader = createIndexLoader(
    (fileName) => `${origin}/${fileName}`,
    (url) => fetch(url),
  );
  const service = createSearchService(loader);
  return {
    catalog,
    origins: { page: origin, canonical: siteUrl },
    now: () => new Date(),
    search: (query) => service.searchWithSnippets(query),
    async fetchText(url) {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    },
    playgrounds: () => Promise.resolve(playgroundLogic),
  };
}

/** The page's tools once registered (after load and idle), by name. */
async function registeredTools(page: Page) {
  await expect
    .poll(async () => (await page.webmcp.tools()).map((tool) => tool.name).sort())
    .toEqual([...agentToolNames].sort());
  // The browser lists them by name, not in the order they were registered.
  return (await page.webmcp.tools()).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The conversation's clock is the caller's: run_dialog's system.now differs between two runs, in
 * the structured content and in its JSON text.
 */
function withoutClock(result: unknown): unknown {
  return JSON.parse(JSON.stringify(result), (key, value: unknown) => {
    if (key === 'now') return 'now';
    if (key === 'text' && typeof value === 'string' && value.startsWith('{')) {
      return withoutClock(JSON.parse(value));
    }
    return value;
  });
}

const pageTypes = [
  { name: 'home', route: '/' },
  { name: 'docs page', route: '/docs/CogniBot/Concepts/conditions' },
  { name: 'blog post', route: '/blog/hr' },
  { name: 'API operation', route: '/docs/reference/api/create-notification' },
  { name: 'not-found page', route: '/docs/no-such-page' },
];

test.describe('WebMCP tools', { tag: '@webmcp' }, () => {
  for (const { name, route } of pageTypes) {
    test(`the ${name} offers every tool with its definition`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) =>
        requested.push(path.basename(new URL(request.url()).pathname)),
      );
      await page.goto(urlFor(route));
      const tools = await registeredTools(page);
      const definitions = agentToolDefinitions(sectionSlugs(catalog));
      expect(tools).toEqual(
        [...definitions]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((definition) => ({
            name: definition.name,
            description: definition.description,
            inputSchema: JSON.parse(JSON.stringify(definition.inputSchema)) as unknown,
            annotations: { readOnly: true },
          })),
      );
      // The chunk the test without WebMCP looks for is the one that registered them.
      expect(toolChunks.length).toBeGreaterThan(0);
      expect(requested).toEqual(expect.arrayContaining(toolChunks));
    });
  }

  test('each tool answers good and bad input as its logic does', async ({ page, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const environment = nodeEnvironment(origin);
    await page.goto(urlFor('/docs/webchat/webpage'));
    await registeredTools(page);
    const calls: [AgentToolName, Record<string, unknown>][] = [
      ['search_docs', { query: 'condition syntax' }],
      ['search_docs', { query: 'webhook', section: 'reference' }],
      ['search_docs', { query: 'title:' }],
      ['search_docs', { query: 7 }],
      ['search_docs', { query: 'x', section: 'nowhere' }],
      ['get_page', { url: `${siteUrl}/docs/CogniBot/Skills/Dialog%20Designer/` }],
      ['get_page', { url: '/blog/hr' }],
      ['get_page', { url: 'https://example.com/docs/installation' }],
      ['get_page', { url: '/img/logo.svg' }],
      ['list_pages', {}],
      ['list_pages', { section: 'web-chat' }],
      ['list_pages', { section: 'nowhere' }],
      [
        'evaluate_condition',
        {
          expression: 'contains(conversation.tags, "vpn")',
          state: { 'conversation.tags': ['vpn'] },
        },
      ],
      ['evaluate_condition', { expression: 'conversation.priority <=' }],
      ['evaluate_condition', { expression: 'true', state: 'priority=2' }],
      [
        'build_webchat_snippet',
        { projectId: 'prj_7f3k2m9q', host: 'https://bots.example.com', locale: 'fr-CA' },
      ],
      ['build_webchat_snippet', { projectId: 'prj_7f3k2m9q', host: 'http://bots.example.com' }],
      [
        'build_webchat_snippet',
        { projectId: 'prj_7f3k2m9q', host: 'https://bots.example.com', colour: 'red' },
      ],
      ...agentToolDefinitions([])
        .filter((definition) => definition.name.endsWith('_dialog'))
        .map((definition): [AgentToolName, Record<string, unknown>] => [
          definition.name,
          { ...definition.example },
        ]),
      ['validate_dialog', { yaml: 'schema: cognibot.dialog/v1\nid: [' }],
      ['run_dialog', { yaml: 'elements: 3', messages: [] }],
      ['run_dialog', { yaml: 'elements: []', messages: 'hello' }],
    ];
    const answers: unknown[] = [];
    for (const [name, input] of calls) {
      const expected = toCallToolResult(await callAgentTool(name, input, environment));
      answers.push(expected.structuredContent);
      const actual: unknown = await page.webmcp.callTool(
        name,
        input as Parameters<Page['webmcp']['callTool']>[1],
      );
      expect(withoutClock(actual), `${name} ${JSON.stringify(input)}`).toEqual(
        withoutClock(expected),
      );
    }
    // The comparisons compared something: the search found pages, get_page read a twin.
    expect((answers[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
    expect(answers[5]).toMatchObject({
      markdown: expect.stringMatching(/^---\ntitle: /),
    });
  });
});

test('without WebMCP, a page fetches none of the tools’ code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
  await page.goto(urlFor('/docs/CogniBot/Concepts/conditions'));
  await page.waitForLoadState('networkidle');
  // The tools would load in the first idle time after `load`; wait for the one after it.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
  expect(toolChunks.length).toBeGreaterThan(0);
  expect(requested.filter((file) => toolChunks.includes(file))).toEqual([]);
  expect(
    searchTags.some((tag) => requested.some((file) => file.startsWith(termsFileName(tag)))),
  ).toBe(false);
});
