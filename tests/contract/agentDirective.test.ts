import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import siteConfig from '../../docusaurus.config';
import { currentRelease } from '../../src/data/release';
import { absoluteUrl } from '../../src/features/readerTools/twinPaths';

/*
 * What tells an agent where the Markdown is, on the real build/ (src/features/readerTools): every
 * page that has a twin names it in a rel="alternate" link and in a hidden sentence near the top,
 * and every twin starts with front matter and the directive as a block quote, once. Run after
 * `npm run build`.
 */

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, 'llms.txt'))) {
  throw new Error('No llms.txt in build/: run `npm run build` before the contract tests.');
}
const llmsTxtUrl = absoluteUrl(siteConfig.url, '/llms.txt');

/**
 * Every twin in build/ with the route of its page (the folder beside it holds the HTML): docs
 * pages, blog posts and the Markdown pages at the top (kind "pages").
 */
const twins = [
  ...['docs', 'blog'].flatMap((folder) =>
    readdirSync(path.join(buildDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ kind: folder, twinRoute: `/${folder}/${file.split(path.sep).join('/')}` })),
  ),
  ...readdirSync(buildDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ kind: 'pages', twinRoute: `/${file}` })),
].map((twin) => ({
  ...twin,
  pageRoute: twin.twinRoute.replace(/\.md$/, ''),
  markdown: readFileSync(path.join(buildDir, twin.twinRoute), 'utf8'),
}));

/** The page of a twin; an index page's twin sits beside its folder (Skills.md, Skills/). */
function pageOf(twin: (typeof twins)[number]) {
  return load(readFileSync(path.join(buildDir, twin.pageRoute, 'index.html'), 'utf8'));
}

const directivePattern =
  /^> For AI agents: this is the Markdown of (\S+)\. (\S+) lists the Markdown of every page\.$/m;

describe('agent directive and twin head', () => {
  it('there are docs and blog twins to check', () => {
    expect(twins.filter((twin) => twin.kind === 'docs').length).toBeGreaterThan(50);
    expect(twins.filter((twin) => twin.kind === 'blog').length).toBeGreaterThan(0);
    expect(twins.filter((twin) => twin.kind === 'pages').length).toBeGreaterThan(0);
  });

  it('every page with a twin links it as text/markdown and names it and llms.txt near the top', () => {
    for (const twin of twins) {
      const $ = pageOf(twin);
      const alternates = $('head link[rel="alternate"][type="text/markdown"]');
      expect(alternates.length, twin.pageRoute).toBe(1);
      expect(decodeURI(alternates.attr('href') ?? ''), twin.pageRoute).toBe(twin.twinRoute);
      const directive = $('[data-agent-directive]');
      expect(directive.length, twin.pageRoute).toBe(1);
      expect(directive.attr('aria-hidden'), twin.pageRoute).toBe('true');
      expect(directive.find('a, button, input, [tabindex]').length, twin.pageRoute).toBe(0);
      const text = directive.text();
      expect(text, twin.pageRoute).toContain(absoluteUrl(siteConfig.url, twin.twinRoute));
      expect(text, twin.pageRoute).toContain(llmsTxtUrl);
      // Near the top: before the page's own title in the article.
      const article = $('article').first();
      const articleHtml = article.html() ?? '';
      expect(articleHtml.indexOf('data-agent-directive'), twin.pageRoute).toBeGreaterThanOrEqual(0);
      expect(articleHtml.indexOf('data-agent-directive'), twin.pageRoute).toBeLessThan(
        articleHtml.indexOf('<h1'),
      );
    }
  });

  it('every twin starts with front matter, then the directive once, then its title', () => {
    for (const twin of twins) {
      const match = /^---\n([\s\S]*?)\n---\n\n(> [^\n]+)\n\n# ([^\n]+)\n/.exec(twin.markdown);
      expect(match, twin.twinRoute).not.toBeNull();
      const [, yaml = '', directive = '', title = ''] = match ?? [];
      // Docusaurus writes the canonical link with raw spaces; a URL object gives it encoded.
      const pageUrl = new URL(pageOf(twin)('link[rel="canonical"]').attr('href') ?? '').href;
      const frontMatter = parse(yaml) as Record<string, unknown>;
      expect(frontMatter, twin.twinRoute).toMatchObject({
        title,
        canonical_url: pageUrl,
        version: currentRelease.line,
      });
      expect(typeof frontMatter.description, twin.twinRoute).toBe('string');
      const date = twin.kind === 'blog' ? frontMatter.published : frontMatter.last_updated;
      expect(date, twin.twinRoute).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(directive.match(directivePattern)?.slice(1), twin.twinRoute).toEqual([
        pageUrl,
        llmsTxtUrl,
      ]);
      expect(twin.markdown.split('For AI agents').length - 1, twin.twinRoute).toBe(1);
    }
  });
});
