import { describe, expect, it } from 'vitest';
import { callAgentTool } from '../../../src/features/agentTools/logic/callTool';
import { agentToolNames } from '../../../src/features/agentTools/logic/toolDefinitions';
import { toCallToolResult } from '../../../src/features/agentTools/logic/toolOutcome';
import { toolReference } from '../../../src/features/agentTools/logic/toolReference';
import { catalog, environment, fixedNow } from './fixtures';

describe('calling a tool', () => {
  it('checks the input against the schema before the tool runs', async () => {
    let searched = false;
    const outcome = await callAgentTool(
      'search_docs',
      { query: 'x', limit: 3 },
      environment({
        search: () => {
          searched = true;
          return Promise.reject(new Error('not reached'));
        },
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        message:
          'The input has no property "limit"; its properties are "query", "section". See the search_docs input schema.',
        problems: ['The input has no property "limit"; its properties are "query", "section".'],
      },
    });
    expect(searched).toBe(false);
  });

  it('runs the search with the query and maps its answer', async () => {
    const queries: string[] = [];
    const outcome = await callAgentTool(
      'search_docs',
      { query: 'install', section: 'get-started' },
      environment({
        search: (query) => {
          queries.push(query);
          return Promise.resolve({
            hits: [
              {
                tag: 'docs',
                url: '/docs/installation',
                pageTitle: { text: 'Installation', marks: [] },
                words: 1,
                tier: 5,
                score: 1,
              },
            ],
            terms: ['install'],
            failedTags: [],
          });
        },
      }),
    );
    expect(queries).toEqual(['install']);
    expect(outcome.ok && outcome.result).toMatchObject({
      section: 'get-started',
      hits: [{ title: 'Installation' }],
    });
  });

  it('reads a twin through fetchText, and refuses what is not a page before fetching', async () => {
    const fetched: string[] = [];
    const fetchText = (url: string) => {
      fetched.push(url);
      return Promise.resolve({ status: 200, text: '# Installation' });
    };
    const page = await callAgentTool(
      'get_page',
      { url: '/docs/installation' },
      environment({ fetchText }),
    );
    expect(page.ok && page.result).toEqual({
      url: 'http://127.0.0.1:3000/docs/installation',
      markdownUrl: 'http://127.0.0.1:3000/docs/installation.md',
      markdown: '# Installation',
    });
    const other = await callAgentTool(
      'get_page',
      { url: 'https://example.com/x' },
      environment({ fetchText }),
    );
    expect(other.ok ? undefined : other.error.code).toBe('other_origin');
    expect(fetched).toEqual(['http://127.0.0.1:3000/docs/installation.md']);
  });

  it('gives a result WebMCP hands to the agent: structured content and its JSON text, or isError', async () => {
    const good = toCallToolResult(await callAgentTool('list_pages', {}, environment()));
    expect(good.isError).toBeUndefined();
    expect(JSON.parse(good.content[0]?.text ?? '')).toEqual(good.structuredContent);
    const bad = toCallToolResult(
      await callAgentTool('evaluate_condition', { expression: '(' }, environment()),
    );
    expect(bad).toMatchObject({
      isError: true,
      structuredContent: { error: { code: 'condition_syntax' } },
      content: [
        {
          type: 'text',
          text: expect.stringMatching(/^condition_syntax: CB-1012 syntax error/) as unknown,
        },
      ],
    });
  });
});

describe('the tool reference of the "For AI assistants" page', () => {
  it('has every tool, with the result of its example where the example needs no built site', async () => {
    const reference = await toolReference(catalog, 'https://docs.cognibot.io', fixedNow);
    expect(reference.map((entry) => entry.name)).toEqual([...agentToolNames]);
    const withResult = reference
      .filter((entry) => entry.exampleResult !== undefined)
      .map((entry) => entry.name);
    expect(withResult).toEqual([
      'list_pages',
      'evaluate_condition',
      'build_webchat_snippet',
      'validate_dialog',
      'run_dialog',
    ]);
    for (const entry of reference) {
      // The page shows the URLs of the site itself.
      const site = { page: 'https://docs.cognibot.io', canonical: 'https://docs.cognibot.io' };
      const outcome = await callAgentTool(
        entry.name,
        entry.example,
        environment({ origins: site }),
      );
      if (entry.exampleResult !== undefined)
        expect(outcome.ok && outcome.result).toEqual(entry.exampleResult);
    }
  });
});
