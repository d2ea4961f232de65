import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** The attribute that carries a Markdown table's name to `ScrollableTable`. */
export const tableNameAttribute = 'data-table-name';

/**
 * Names every Markdown table after the heading above it, so each table that scrolls is a region
 * with a name of its own, already in the server-rendered HTML. A second table under the same
 * heading gets a number ("Ports (2)"); a table above the first heading is named after the page.
 */
export function nameTables(tree: Root, pageTitle?: string): void {
  let heading: string | undefined;
  const used = new Map<string, number>();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      heading = toString(node).trim() || undefined;
      return;
    }
    if (node.type !== 'table') return;
    const base = heading ?? pageTitle ?? 'Table';
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    node.data = {
      ...node.data,
      hProperties: {
        ...node.data?.hProperties,
        [tableNameAttribute]: count === 1 ? base : `${base} (${count})`,
      },
    };
  });
}

interface MarkdownFile {
  data: { frontMatter?: Record<string, unknown> };
}

/** The remark plugin the docs, blog and pages plugins run (see docusaurus.config.ts). */
export default function remarkTableNames() {
  return (tree: Root, file: MarkdownFile): void => {
    const title = file.data.frontMatter?.title;
    nameTables(tree, typeof title === 'string' ? title : undefined);
  };
}
