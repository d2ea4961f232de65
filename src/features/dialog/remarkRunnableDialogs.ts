import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import { parse } from 'yaml';

/** The MDX component that adds the Run control (theme/RunnableDialog). */
export const runnableDialogComponent = 'RunnableDialog';

/** What a YAML block holds that the runner can run. */
export type RunnableKind = 'dialog' | 'fragment';

/**
 * `dialog` for a whole `cognibot.dialog/v1` file; `fragment` for an `elements` list alone, as the
 * element pages show them (the runtime wraps it into a dialog, see runtime/loadDialog.ts).
 */
export function runnableKind(node: Code): RunnableKind | undefined {
  if (node.lang !== 'yaml') return undefined;
  let data: unknown;
  try {
    data = parse(node.value);
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const fields = data as Record<string, unknown>;
  if (!Array.isArray(fields.elements) || fields.elements.length === 0) return undefined;
  if (fields.schema === 'cognibot.dialog/v1') return 'dialog';
  return Object.keys(fields).length === 1 ? 'fragment' : undefined;
}

/** The first element's id, which tells apart fragments of the same file on one page. */
function firstElementId(node: Code): string | undefined {
  const data = parse(node.value) as { elements: unknown[] };
  const first = data.elements[0] as { id?: unknown } | null;
  return typeof first?.id === 'string' ? first.id : undefined;
}

/**
 * Wraps every dialog example, whole file or `elements` fragment, in `<RunnableDialog source="…">`,
 * which renders the code block as before plus a Run control. The runtime loads only when the
 * reader presses it.
 */
export function wrapRunnableDialogs(tree: Root): void {
  visit(tree, 'code', (node, index, parent) => {
    const kind = runnableKind(node);
    if (parent === undefined || index === undefined || kind === undefined) return undefined;
    const file = /title="([^"]+)"/.exec(node.meta ?? '')?.[1] ?? 'dialog';
    const start = kind === 'fragment' ? firstElementId(node) : undefined;
    const title = start === undefined ? file : `${file}, from ${start}`;
    const wrapper: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: runnableDialogComponent,
      attributes: [
        { type: 'mdxJsxAttribute', name: 'source', value: node.value },
        { type: 'mdxJsxAttribute', name: 'title', value: title },
        { type: 'mdxJsxAttribute', name: 'kind', value: kind },
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
