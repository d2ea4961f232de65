import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { twinParity } from '../../src/features/readerTools/logic/twinParity';

/*
 * Twins are complete, on the real build/ (src/features/readerTools): every word a reader sees in a
 * page's article is in its Markdown twin (src/features/readerTools/logic/twinParity.ts), on every
 * docs page and blog post, and on one page of each kind whose content a component renders. Run
 * after `npm run build`.
 */

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, 'llms.txt'))) {
  throw new Error('No llms.txt in build/: run `npm run build` before the contract tests.');
}

/**
 * Every twin in build/ (docs pages, blog posts and the Markdown pages at the top) with its page's
 * HTML (the folder beside an index page's twin holds it).
 */
const twinFiles = [
  ...['docs', 'blog'].flatMap((folder) =>
    readdirSync(path.join(buildDir, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(folder, file),
    ),
  ),
  ...readdirSync(buildDir),
].filter((file) => file.endsWith('.md'));
const pages = twinFiles.map((file) => ({
  route: `/${file.split(path.sep).join('/').replace(/\.md$/, '')}`,
  html: readFileSync(path.join(buildDir, file.replace(/\.md$/, ''), 'index.html'), 'utf8'),
  markdown: readFileSync(path.join(buildDir, file), 'utf8'),
}));

/**
 * A page of each kind that a component or a generator renders, and what shows it is one (a facts
 * table has a header cell in each row, which Markdown tables never have).
 */
const samples = [
  { kind: 'API operation', route: '/docs/reference/api/get-project', shows: 'table' },
  { kind: 'CLI reference', route: '/docs/reference/cli', shows: '.theme-code-block' },
  {
    kind: 'dialog element',
    route: '/docs/CogniBot/Skills/Dialog Elements/set_state',
    shows: '.theme-code-block [class*="codeBlockTitle"]',
  },
  {
    kind: 'Dialog Designer tab, with admonitions',
    route: '/docs/CogniBot/Skills/Dialog Designer/tab',
    shows: '.theme-admonition',
  },
  {
    kind: 'FactTable',
    route: '/docs/reference/limits',
    shows: 'tbody th[scope="row"]',
  },
  { kind: 'blog post', route: '/blog/hr', shows: 'header time' },
  { kind: 'Markdown page', route: '/helloMarkdown', shows: '.theme-code-block' },
] as const;

describe('twins hold all the text of their pages', () => {
  it('there are docs and blog twins to compare', () => {
    expect(pages.filter((page) => page.route.startsWith('/docs/')).length).toBeGreaterThan(50);
    expect(pages.filter((page) => page.route.startsWith('/blog/')).length).toBeGreaterThan(0);
    expect(pages.filter((page) => page.route.split('/').length === 2).length).toBeGreaterThan(0);
  });

  it.each(samples)('the $kind page ($route) shows it and its twin has every word', (sample) => {
    const page = pages.find((candidate) => candidate.route === sample.route);
    expect(page, `no twin of ${sample.route}`).toBeDefined();
    if (page === undefined) return;
    expect(load(page.html)(`article ${sample.shows}`).length, sample.shows).toBeGreaterThan(0);
    const parity = twinParity(page.html, page.markdown);
    expect(parity.pageWords).toBeGreaterThan(100);
    expect(parity.missingWords).toEqual([]);
  });

  it('no twin loses a word of its page', () => {
    const losses = pages
      .map((page) => ({
        route: page.route,
        missing: twinParity(page.html, page.markdown).missingWords,
      }))
      .filter((loss) => loss.missing.length > 0);
    expect(losses).toEqual([]);
  });
});
