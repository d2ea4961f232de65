import { describe, expect, it } from 'vitest';
import {
  docIdsInOrder,
  renderLlmsFullTxt,
  renderLlmsTxt,
  sidebarSections,
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
      { type: 'doc', id: 'builder/first' },
      {
        type: 'category',
        label: 'Skills',
        linkDocId: 'builder/skills',
        items: [{ type: 'doc', id: 'builder/skills/tab' }],
      },
    ],
  },
  { type: 'doc', id: 'support' },
];

describe('llms.txt', () => {
  it('lists a category page before the pages below it', () => {
    expect(docIdsInOrder(sidebar.slice(2, 3))).toEqual([
      'builder/intro',
      'builder/first',
      'builder/skills',
      'builder/skills/tab',
    ]);
  });

  it('makes a section of each top-level category and of the runs of top-level pages', () => {
    expect(sidebarSections(sidebar)).toEqual([
      { title: 'Get started', docIds: ['introduction', 'installation'] },
      {
        title: 'Chatbot builder',
        docIds: ['builder/intro', 'builder/first', 'builder/skills', 'builder/skills/tab'],
      },
      { title: 'Help', docIds: ['support'] },
    ]);
  });

  const entry = {
    title: 'Installation',
    description: 'Install CogniBot\n  with Docker.',
    twinUrl: 'https://docs.example.com/docs/installation.md',
    markdown: '# Installation\n\nSteps.\n',
  };
  const site = {
    title: 'Docs',
    summary: 'What the docs cover.',
    sections: [
      { title: 'Get started', entries: [entry] },
      { title: 'Empty', entries: [] },
    ],
  };

  it('follows the llms.txt layout: title, summary, sections of links with descriptions', () => {
    expect(renderLlmsTxt(site)).toBe(
      '# Docs\n\n> What the docs cover.\n\n## Get started\n\n' +
        '- [Installation](https://docs.example.com/docs/installation.md): Install CogniBot with Docker.\n',
    );
  });

  it('puts the twins themselves into llms-full.txt', () => {
    const full = renderLlmsFullTxt(site, [
      entry,
      { ...entry, title: 'Other', markdown: '# Other\n\nMore.\n' },
    ]);
    expect(full).toContain(
      '# Installation\n\nSteps.\n\n---\n\n<!-- Source: https://docs.example.com/docs/installation.md -->\n\n# Other',
    );
  });
});
