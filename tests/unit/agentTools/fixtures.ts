import type { ToolEnvironment } from '../../../src/features/agentTools/logic/callTool';
import type { PageCatalog } from '../../../src/features/agentTools/logic/pageCatalog';
import * as playgroundLogic from '../../../src/features/agentTools/logic/playgroundLogic';
import type { SearchResponse } from '../../../src/features/search/searchApi';

/** A small catalog shaped like the site's: a section with a category, and the blog. */
export const catalog: PageCatalog = {
  sections: [
    {
      slug: 'get-started',
      title: 'Get started',
      items: [{ title: 'Installation', route: '/docs/installation', description: 'Install it.' }],
    },
    {
      slug: 'chatbot-builder',
      title: 'Chatbot builder',
      items: [
        {
          title: 'Skills',
          route: '/docs/CogniBot/Skills/',
          description: 'What skills are.',
          items: [
            {
              title: 'Dialog Designer',
              route: '/docs/CogniBot/Skills/Dialog Designer/',
              description: 'The designer.',
            },
          ],
        },
      ],
    },
    {
      slug: 'blog',
      title: 'Blog',
      items: [{ title: 'HR bots', route: '/blog/hr', description: 'HR.', date: '2025-01-02' }],
    },
  ],
  unlistedRoutes: ['/docs/hidden'],
};

export const origins = { page: 'http://127.0.0.1:3000', canonical: 'https://docs.cognibot.io' };

export const fixedNow = new Date('2025-03-14T09:30:00Z');

export function environment(overrides: Partial<ToolEnvironment> = {}): ToolEnvironment {
  return {
    catalog,
    origins,
    now: () => fixedNow,
    search: () => Promise.resolve({ hits: [], terms: [], failedTags: [] } as SearchResponse),
    fetchText: (url) => Promise.resolve({ status: 200, text: `# Twin of ${url}` }),
    playgrounds: () => Promise.resolve(playgroundLogic),
    ...overrides,
  };
}
