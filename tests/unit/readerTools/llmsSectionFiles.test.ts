import { describe, expect, it } from 'vitest';
import {
  llmsSectionFiles,
  llmsSlug,
  type FileWeight,
} from '../../../src/features/readerTools/logic/llmsSectionFiles';
import {
  docIdsInOrder,
  renderLlmsTxt,
  sidebarSectionTrees,
  type SidebarNode,
} from '../../../src/features/readerTools/logic/llmsTxt';

const sidebar: SidebarNode[] = [
  { type: 'doc', id: 'introduction' },
  { type: 'doc', id: 'installation' },
  {
    type: 'category',
    label: 'Chatbot builder',
    linkDocId: 'builder/intro',
    items: [
      { type: 'doc', id: 'builder/overview' },
      {
        type: 'category',
        label: 'Skills',
        linkDocId: 'builder/skills',
        items: [
          {
            type: 'category',
            label: 'Dialog elements',
            linkDocId: 'elements/intro',
            items: [
              { type: 'doc', id: 'elements/message' },
              { type: 'doc', id: 'elements/input' },
            ],
          },
        ],
      },
      { type: 'doc', id: 'builder/samples' },
      {
        type: 'category',
        label: 'Concepts',
        items: [{ type: 'doc', id: 'concepts/state' }],
      },
    ],
  },
  { type: 'doc', id: 'support' },
];

/** A file weighs a fixed header plus each page's weight (10 unless listed). */
function weights(pageWeights: Record<string, number>): FileWeight {
  return (_title, docIds) => 5 + docIds.reduce((sum, id) => sum + (pageWeights[id] ?? 10), 0);
}

const sections = sidebarSectionTrees(sidebar);

describe('per-section llms files', () => {
  it('keeps each section whole in one file when it fits', () => {
    expect(llmsSectionFiles(sections, weights({}), 1000)).toEqual([
      { title: 'Get started', slug: 'get-started', docIds: ['introduction', 'installation'] },
      {
        title: 'Chatbot builder',
        slug: 'chatbot-builder',
        docIds: [
          'builder/intro',
          'builder/overview',
          'builder/skills',
          'elements/intro',
          'elements/message',
          'elements/input',
          'builder/samples',
          'concepts/state',
        ],
      },
      { title: 'Help', slug: 'help', docIds: ['support'] },
    ]);
  });

  it('splits a section over the limit by its sub-categories, named after the section', () => {
    const files = llmsSectionFiles(sections, weights({ 'elements/message': 40 }), 80);
    expect(files.map((file) => [file.title, file.slug, file.docIds])).toEqual([
      ['Get started', 'get-started', ['introduction', 'installation']],
      [
        'Chatbot builder',
        'chatbot-builder',
        ['builder/intro', 'builder/overview', 'builder/samples'],
      ],
      [
        'Chatbot builder: Skills',
        'chatbot-builder-skills',
        ['builder/skills', 'elements/intro', 'elements/message', 'elements/input'],
      ],
      ['Chatbot builder: Concepts', 'chatbot-builder-concepts', ['concepts/state']],
      ['Help', 'help', ['support']],
    ]);
  });

  it('goes down to the sub-category that is over the limit', () => {
    const files = llmsSectionFiles(sections, weights({ 'elements/message': 40 }), 70);
    expect(files.map((file) => file.title)).toContain('Chatbot builder: Dialog elements');
    expect(files.find((file) => file.slug === 'chatbot-builder-skills')?.docIds).toEqual([
      'builder/skills',
    ]);
  });

  it('packs the pages of a category without sub-categories into numbered parts', () => {
    const files = llmsSectionFiles(
      [{ title: 'Reference', docIds: ['a', 'b', 'c', 'd'], items: [] }],
      weights({}),
      30,
    );
    expect(files).toEqual([
      { title: 'Reference (part 1 of 2)', slug: 'reference-part-1-of-2', docIds: ['a', 'b'] },
      { title: 'Reference (part 2 of 2)', slug: 'reference-part-2-of-2', docIds: ['c', 'd'] },
    ]);
  });

  it('gives a page over the limit a file of its own', () => {
    const files = llmsSectionFiles(
      [{ title: 'API', docIds: ['small', 'huge', 'tiny'], items: [] }],
      weights({ huge: 500 }),
      30,
    );
    expect(files.map((file) => file.docIds)).toEqual([['small'], ['huge'], ['tiny']]);
  });

  it('puts every page of the sidebar in exactly one file, whatever the limit', () => {
    for (const limit of [20, 40, 70, 1000]) {
      const placed = llmsSectionFiles(sections, weights({ 'elements/message': 40 }), limit)
        .flatMap((file) => file.docIds)
        .sort();
      expect(placed, `limit ${String(limit)}`).toEqual(docIdsInOrder(sidebar).sort());
    }
  });

  it('gives every file its own name', () => {
    const files = llmsSectionFiles(
      [
        { title: 'Help', docIds: ['a'], items: [] },
        { title: 'help!', docIds: ['b'], items: [] },
      ],
      weights({}),
    );
    expect(files.map((file) => file.slug)).toEqual(['help', 'help-2']);
  });

  it('makes file names of titles and refuses a title without letters or digits', () => {
    expect(llmsSlug('Chatbot builder: Dialog elements')).toBe('chatbot-builder-dialog-elements');
    expect(llmsSlug('Équipe & rôles')).toBe('equipe-roles');
    expect(() => llmsSlug('…')).toThrow(/gives no file name/);
  });

  it('lists the section files first in llms.txt, with page count and size', () => {
    const text = renderLlmsTxt({
      title: 'Docs',
      summary: 'What the docs cover.',
      files: [
        {
          title: 'Get started',
          url: 'https://d.example/llms/get-started.txt',
          pages: 2,
          bytes: 2000,
        },
        { title: 'Help', url: 'https://d.example/llms/help.txt', pages: 1, bytes: 1001 },
      ],
      sections: [
        {
          title: 'Get started',
          entries: [
            { title: 'A', description: '', twinUrl: 'https://d.example/a.md', markdown: '' },
          ],
        },
      ],
    });
    expect(text).toContain(
      '## Sections\n\n- [Get started](https://d.example/llms/get-started.txt): 2 pages, 2 KB\n' +
        '- [Help](https://d.example/llms/help.txt): 1 page, 2 KB\n\n## Get started\n',
    );
    expect(text.indexOf('## Sections')).toBeLessThan(text.indexOf('## Get started'));
  });
});
