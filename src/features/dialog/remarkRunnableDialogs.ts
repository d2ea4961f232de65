import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import { parse } from 'yaml';

/** The MDX component that adds the Run control (theme/RunnableDialog). */
export const runnableDialogComponent = 'RunnableDialog';

/** A YAML block that holds a whole `cognibot.dialog/v1` file, not an `elements` fragment. */
export function isCompleteDialog(node: Code): boolean {
  if (node.lang !== 'yaml') return false;
  try {
    const data: unknown = parse(node.value);
    return (
      data !== null &&
      typeof data === 'object' &&
      (data as Record<string, unknown>).schema === 'cognibot.dialog/v1' &&
      Array.isArray((data as Record<string, unknown>).elements)
    );
  } catch {
    return false;
  }
}

/**
 * Wraps every complete dialog example in `<RunnableDialog source="…">`, which renders the code
 * block as before plus a Run control. The runtime loads only when the reader presses it.
 */
export function wrapRunnableDialogs(tree: Root): void {
  visit(tree, 'code', (node, index, parent) => {
    if (parent === undefined || index === undefined || !isCompleteDialog(node)) return undefined;
    const title = /title="([^"]+)"/.exec(node.meta ?? '')?.[1] ?? 'dialog';
    const wrapper: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: runnableDialogComponent,
      attributes: [
        { type: 'mdxJsxAttribute', name: 'source', value: node.value },
        { type: 'mdxJsxAttribute', name: 'title', value: title },
      ],
      children: [node],
    };
    parent.children.splice(index, 1, wrapper);
    return SKIP;
  });
}

/** The remark plugin the docs plugin runs (see docusaurus.config.ts). */
export default function remarkRunnableDialogs() {
  return wrapRunnableDialogs;
}
