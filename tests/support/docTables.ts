import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root, RootContent, Table } from 'mdast';
import { siteRoot } from './markdownSources';

/** Parses Markdown with GFM tables, the way the site renders it. */
export function parseWithTables(text: string): Root {
  return fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfmTable()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmTableFromMarkdown()],
  });
}

/** Reads a docs page with GFM tables, the way the site renders it. */
export function readDocWithTables(file: string): Root {
  return parseWithTables(readFileSync(path.join(siteRoot, file), 'utf8'));
}

/** The top-level nodes under the `##` heading with this text, up to the next `##`. */
export function section(tree: Root, heading: string): RootContent[] {
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && toString(node) === heading,
  );
  if (start === -1) throw new Error(`no "## ${heading}" section`);
  const rest = tree.children.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Phrasing content written back as Markdown-like text: inline code keeps its backticks. */
export function inlineMarkdown(node: Nodes): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => inlineMarkdown(child)).join('');
  return '';
}

/** A table as rows of cells in inline Markdown; the first row is the header. */
export function tableRows(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => inlineMarkdown(cell).trim()));
}

export function firstTable(nodes: readonly RootContent[]): Table {
  const table = nodes.find((node): node is Table => node.type === 'table');
  if (!table) throw new Error('no table in the section');
  return table;
}

/** `` `name` `` → `name`: a cell that is one code span. */
export function codeText(cell: string): string {
  const match = /^`([^`]+)`$/.exec(cell);
  if (!match?.[1]) throw new Error(`expected one code span, found: ${cell}`);
  return match[1];
}
