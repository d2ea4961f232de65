import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  htmlAgentDirective,
  markdownAgentDirective,
} from '../../../src/features/readerTools/logic/agentDirective';
import { withTwinHead } from '../../../src/features/readerTools/logic/twinHead';

const urls = {
  llmsTxtUrl: 'https://docs.example.com/llms.txt',
  pageUrl: 'https://docs.example.com/docs/Main%20Menu/users',
  twinUrl: 'https://docs.example.com/docs/Main%20Menu/users.md',
};
const body = '# Users\n\nEveryone who can sign in.\n';

/** The front matter of a twin, parsed, and what follows it. */
function split(twin: string): { frontMatter: unknown; rest: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(twin);
  if (!match) throw new Error(`no front matter in:\n${twin}`);
  return { frontMatter: parse(match[1] ?? ''), rest: match[2] ?? '' };
}

describe('the head of a twin', () => {
  it('starts with front matter: title, description, canonical URL, version, last updated', () => {
    const twin = withTwinHead(
      body,
      {
        title: 'Users: who can: sign in',
        description: 'Accounts, roles and "groups" in\nCogniBot.',
        version: '5.2',
        lastUpdated: new Date('2026-11-20T08:00:00Z'),
      },
      urls,
    );
    expect(split(twin).frontMatter).toEqual({
      title: 'Users: who can: sign in',
      description: 'Accounts, roles and "groups" in\nCogniBot.',
      canonical_url: urls.pageUrl,
      version: '5.2',
      last_updated: '2026-11-20',
    });
  });

  it('leaves out what the page does not have, and dates a blog post', () => {
    const twin = withTwinHead(
      body,
      { title: 'HR', description: ' ', version: '5.2', published: new Date('2026-05-01') },
      urls,
    );
    expect(split(twin).frontMatter).toEqual({
      title: 'HR',
      canonical_url: urls.pageUrl,
      version: '5.2',
      published: '2026-05-01',
    });
  });

  it('follows the front matter with the directive as a block quote, then the page', () => {
    const { rest } = split(
      withTwinHead(body, { title: 'Users', description: '', version: '5.2' }, urls),
    );
    expect(rest).toBe(
      '> For AI agents: this is the Markdown of https://docs.example.com/docs/Main%20Menu/users. ' +
        'https://docs.example.com/llms.txt lists the Markdown of every page.\n\n' +
        body,
    );
    expect(rest.startsWith(markdownAgentDirective(urls))).toBe(true);
  });

  it('names the twin and llms.txt in the HTML directive', () => {
    const directive = htmlAgentDirective(urls);
    expect(directive).toContain(urls.twinUrl);
    expect(directive).toContain(urls.llmsTxtUrl);
  });
});
