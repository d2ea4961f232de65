import { describe, expect, it } from 'vitest';
import { catalogFromSidebar } from '../../../src/features/agentTools/logic/catalogFromSidebar';
import {
  findSection,
  listPages,
  pageRoutes,
} from '../../../src/features/agentTools/logic/pageCatalog';
import { catalog, origins } from './fixtures';

describe('the page catalog', () => {
  it('is the sidebar cut into the llms sections, with the blog last, newest post first', () => {
    const docs = new Map(
      ['intro', 'install', 'ops', 'backup', 'hidden'].map((id) => [
        id,
        { title: `Title ${id}`, permalink: `/docs/${id}`, description: `About ${id}` },
      ]),
    );
    const built = catalogFromSidebar(
      [
        { type: 'doc', id: 'intro' },
        { type: 'doc', id: 'install' },
        {
          type: 'category',
          label: 'Operations',
          linkDocId: 'ops',
          items: [{ type: 'doc', id: 'backup' }],
        },
      ],
      docs,
      [
        { title: 'Old', permalink: '/blog/old', description: 'o', date: new Date('2024-01-01') },
        { title: 'New', permalink: '/blog/new', description: 'n', date: new Date('2025-06-01') },
      ],
    );
    expect(built.sections.map(({ slug, title }) => [slug, title])).toEqual([
      ['get-started', 'Get started'],
      ['operations', 'Operations'],
      ['blog', 'Blog'],
    ]);
    expect(built.sections[1]?.items).toEqual([
      { title: 'Title ops', route: '/docs/ops', description: 'About ops' },
      { title: 'Title backup', route: '/docs/backup', description: 'About backup' },
    ]);
    expect(built.sections[2]?.items.map((item) => [item.title, item.date])).toEqual([
      ['New', '2025-06-01'],
      ['Old', '2024-01-01'],
    ]);
    expect(built.unlistedRoutes).toEqual(['/docs/hidden']);
  });

  it('refuses a sidebar that names a doc it does not have', () => {
    expect(() => catalogFromSidebar([{ type: 'doc', id: 'gone' }], new Map(), [])).toThrow(
      'unknown doc "gone"',
    );
  });

  it('lists every page route, listed or not', () => {
    expect(pageRoutes(catalog)).toEqual([
      '/docs/installation',
      '/docs/CogniBot/Skills/',
      '/docs/CogniBot/Skills/Dialog Designer/',
      '/blog/hr',
      '/docs/hidden',
    ]);
  });
});

describe('list_pages', () => {
  it('without a section: the sections with their page counts and first page', () => {
    const outcome = listPages(catalog, undefined, origins.page);
    expect(outcome).toEqual({
      ok: true,
      result: {
        sections: [
          {
            slug: 'get-started',
            title: 'Get started',
            pages: 1,
            url: 'http://127.0.0.1:3000/docs/installation',
          },
          {
            slug: 'chatbot-builder',
            title: 'Chatbot builder',
            pages: 2,
            url: 'http://127.0.0.1:3000/docs/CogniBot/Skills/',
          },
          { slug: 'blog', title: 'Blog', pages: 1, url: 'http://127.0.0.1:3000/blog/hr' },
        ],
      },
    });
  });

  it('with a section: its tree with absolute, encoded URLs and descriptions', () => {
    const outcome = listPages(catalog, 'chatbot-builder', origins.page);
    expect(outcome.ok && outcome.result).toEqual({
      section: { slug: 'chatbot-builder', title: 'Chatbot builder' },
      items: [
        {
          title: 'Skills',
          url: 'http://127.0.0.1:3000/docs/CogniBot/Skills/',
          description: 'What skills are.',
          items: [
            {
              title: 'Dialog Designer',
              url: 'http://127.0.0.1:3000/docs/CogniBot/Skills/Dialog%20Designer/',
              description: 'The designer.',
            },
          ],
        },
      ],
    });
  });

  it('names the sections there are when asked for another', () => {
    expect(listPages(catalog, 'nope', origins.page)).toEqual({
      ok: false,
      error: {
        code: 'unknown_section',
        message:
          'There is no section "nope". The sections are: get-started, chatbot-builder, blog. Call list_pages without a section to see their titles.',
      },
    });
    expect(findSection(catalog, 'blog').ok).toBe(true);
  });
});
