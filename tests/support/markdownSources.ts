import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { Root } from 'mdast';

/**
 * The site's root folder. Vitest and Playwright both run from it (npm scripts); it is taken from
 * the working directory because Playwright loads these helpers as CommonJS, without import.meta.
 */
export const siteRoot = process.cwd();
if (!existsSync(path.join(siteRoot, 'docusaurus.config.ts'))) {
  throw new Error(`Run the tests from the site root (no docusaurus.config.ts in ${siteRoot}).`);
}

/** Every Markdown source the site renders: docs, blog posts and standalone pages. */
export const contentFolders = ['docs', 'blog', 'src/pages'] as const;

export interface MarkdownSource {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  kind: 'doc' | 'blog' | 'page';
  frontMatter: Record<string, unknown>;
  tree: Root;
  text: string;
}

function listMarkdown(folder: string): string[] {
  const absolute = path.join(siteRoot, folder);
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(siteRoot, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function parseMarkdown(text: string): { tree: Root; frontMatter: Record<string, unknown> } {
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  });
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const parsed: unknown = yamlNode ? parseYaml(yamlNode.value) : {};
  const frontMatter =
    parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { tree, frontMatter };
}

export function loadMarkdownSources(): MarkdownSource[] {
  return contentFolders.flatMap((folder) =>
    listMarkdown(folder).map((file) => {
      const text = readFileSync(path.join(siteRoot, file), 'utf8');
      const { tree, frontMatter } = parseMarkdown(text);
      const kind = folder === 'docs' ? 'doc' : folder === 'blog' ? 'blog' : 'page';
      return { file, kind, frontMatter, tree, text } satisfies MarkdownSource;
    }),
  );
}

/** Languages of every fenced code block, in document order (fences without one as ''). */
export function fenceLanguages(tree: Root): string[] {
  const languages: string[] = [];
  visit(tree, 'code', (node) => {
    languages.push(node.lang ?? '');
  });
  return languages;
}

/** Depths of every heading, in document order (2 for `##`). */
export function headingDepths(tree: Root): number[] {
  const depths: number[] = [];
  visit(tree, 'heading', (node) => {
    depths.push(node.depth);
  });
  return depths;
}

/** Numbered lists: the form every step-by-step procedure takes. */
export function orderedListCount(tree: Root): number {
  let count = 0;
  visit(tree, 'list', (node) => {
    if (node.ordered === true) count += 1;
  });
  return count;
}

/**
 * Targets of links to other Markdown files by relative file path, such as `../Main%20Menu/users.md`
 * or `state.md#scopes`: the links Docusaurus resolves and checks at build time. URLs with a scheme
 * and absolute routes are not file links.
 */
export function markdownFileLinks(tree: Root): string[] {
  const targets: string[] = [];
  visit(tree, 'link', (node) => {
    if (/^(?![a-z][a-z0-9+.-]*:|\/)[^#]*\.mdx?(#.*)?$/i.test(node.url)) targets.push(node.url);
  });
  return targets;
}

/** Words of running prose: code blocks, inline code, front matter and HTML do not count. */
export function proseWordCount(tree: Root): number {
  const words: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html') return SKIP;
    if (node.type === 'inlineCode') return SKIP;
    if (node.type === 'text') {
      words.push(
        ...toString(node)
          .split(/\s+/)
          .filter((word) => /[A-Za-z0-9]/.test(word)),
      );
    }
    return undefined;
  });
  return words.length;
}
