import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import {
  contentRuleExemptions,
  docPageKind,
  maximumPageTitleLength,
  minimumProseWords,
  unfinishedMarkers,
} from '../support/contentRules';
import {
  headingDepths,
  loadMarkdownSources,
  markdownFileLinks,
  orderedListCount,
  parseMarkdown,
  proseWordCount,
  siteRoot,
} from '../support/markdownSources';
import { docSourceForRoute, readRouteList } from '../support/routes';

const sources = loadMarkdownSources();
const articles = sources.filter((source) => source.kind !== 'page');
const exemptFiles = new Set(contentRuleExemptions.map((exemption) => exemption.file));
const checkedArticles = articles.filter(
  (source) =>
    !exemptFiles.has(source.file) &&
    (source.kind === 'blog' || docPageKind(source.file) !== 'generated'),
);
const checkedDocs = checkedArticles.filter((source) => source.kind === 'doc');
const guides = checkedArticles.filter(
  (source) => source.kind === 'blog' || docPageKind(source.file) === 'guide',
);

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

describe('content', () => {
  it('has a source file for every docs route of the route list', () => {
    const missing = readRouteList()
      .pages.map(docSourceForRoute)
      .filter((file): file is string => file !== undefined)
      .filter((file) => !existsSync(path.join(siteRoot, file)));
    expect(missing).toEqual([]);
  });

  it.each(sources.map((source) => [source.file, source] as const))(
    '%s has a title and a description',
    (_file, { frontMatter }) => {
      expect(nonEmptyString(frontMatter.title), 'title').toBe(true);
      expect(nonEmptyString(frontMatter.description), 'description').toBe(true);
    },
  );

  // Search engines cut longer titles in their results.
  it.each(sources.map((source) => [source.file, source] as const))(
    '%s has a page title short enough for search results',
    (_file, { frontMatter: { title } }) => {
      const pageTitle = `${String(title)} | ${siteConfig.title}`;
      expect(pageTitle.length, pageTitle).toBeLessThanOrEqual(maximumPageTitleLength);
    },
  );

  // Keywords feed search and page metadata; the content rules ask them of docs and blog posts.
  it.each(articles.map((source) => [source.file, source] as const))(
    '%s has keywords',
    (_file, { frontMatter: { keywords } }) => {
      expect(Array.isArray(keywords) && keywords.length > 0, 'keywords').toBe(true);
    },
  );

  it.each(sources.map((source) => [source.file, source] as const))(
    '%s has no unfinished-writing marker',
    (_file, { text }) => {
      expect(unfinishedMarkers.filter((marker) => marker.test(text)).map(String)).toEqual([]);
    },
  );

  it('exempts only docs pages and blog posts that exist, each with a reason', () => {
    const files = new Set(articles.map((source) => source.file));
    expect(contentRuleExemptions.filter(({ file }) => !files.has(file))).toEqual([]);
    expect(contentRuleExemptions.filter(({ reason }) => !nonEmptyString(reason))).toEqual([]);
  });

  it('recognizes headings, numbered lists and Markdown file links, not code, URLs or routes', () => {
    const { tree } = parseMarkdown(
      '# Title\n\n## Steps\n\n1. Open.\n2. Save.\n\n- a bullet\n\n' +
        'See [users](../Main%20Menu/users.md#invite), [state](state.md),' +
        ' [site](https://example.com/a.md) and [route](/docs/support).\n\n```text\n## not a heading\n1. not a list\n```\n',
    );
    expect(headingDepths(tree)).toEqual([1, 2]);
    expect(orderedListCount(tree)).toBe(1);
    expect(markdownFileLinks(tree)).toEqual(['../Main%20Menu/users.md#invite', 'state.md']);
  });

  // A docs page has sections for its table of contents and leads readers to related pages.
  it.each(checkedDocs.map((source) => [source.file, source] as const))(
    '%s has h2 sections and links to other docs pages',
    (_file, { tree }) => {
      expect(
        headingDepths(tree).filter((depth) => depth === 2).length,
        'h2 headings',
      ).toBeGreaterThan(0);
      expect(markdownFileLinks(tree).length, 'links to other docs pages').toBeGreaterThan(0);
    },
  );

  // A guide walks the reader through a task.
  it.each(
    guides
      .filter((source) => source.kind === 'doc')
      .map((source) => [source.file, source] as const),
  )('%s has a numbered procedure', (_file, { tree }) => {
    expect(orderedListCount(tree), 'numbered procedures').toBeGreaterThan(0);
  });

  it('tells guides, reference pages and generated operation pages apart', () => {
    expect(docPageKind('docs/installation.md')).toBe('guide');
    expect(docPageKind('docs/reference/cli.md')).toBe('reference');
    expect(docPageKind('docs/release-notes.md')).toBe('reference');
    expect(docPageKind('docs/reference/api/create-notification.api.mdx')).toBe('generated');
  });

  it.each(guides.map((source) => [source.file, source] as const))(
    '%s reaches the minimum prose length',
    (_file, source) => {
      const minimum = source.kind === 'blog' ? minimumProseWords.blog : minimumProseWords.doc;
      expect(proseWordCount(source.tree)).toBeGreaterThanOrEqual(minimum);
    },
  );
});
