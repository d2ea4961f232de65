import {
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
} from 'yaml';

/** A path into a parsed YAML value: map keys and list indexes. */
export type ValuePath = readonly (string | number)[];

/** A line and column in a YAML text, both counted from 1. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

export interface ParsedYaml {
  readonly value: unknown;
  /** Syntax errors, with their position; the value is unusable when there are any. */
  readonly syntaxErrors: readonly (TextPosition & { message: string })[];
  /** The position of the value at a path, or of its key when `atKey` is given and exists. */
  positionOf(path: ValuePath, atKey?: string): TextPosition;
}

function range(node: unknown): [number, number, number] | undefined {
  return isNode(node) ? (node.range ?? undefined) : undefined;
}

/** The node at a path, or the deepest existing node on the way there. */
function deepestNode(document: Document, path: ValuePath): unknown {
  let node: unknown = document.contents;
  for (const segment of path) {
    const next = isMap(node) || isSeq(node) ? node.get(segment, true) : undefined;
    if (next === undefined) break;
    node = next;
  }
  return node;
}

/** Parses a YAML text and keeps what is needed to point at the line of any value in it. */
export function parseYamlWithPositions(text: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): TextPosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return {
    value: document.errors.length === 0 ? document.toJS() : undefined,
    syntaxErrors: document.errors.map((error) => ({
      ...at(error.pos[0]),
      message: error.message.split('\n')[0] ?? error.message,
    })),
    positionOf(path, atKey) {
      // A key's line names what is wrong better than the first line of its value.
      const [mapPath, key] = atKey !== undefined ? [path, atKey] : [path.slice(0, -1), path.at(-1)];
      const map = deepestNode(document, mapPath);
      if (typeof key === 'string' && isMap(map)) {
        const pair = map.items.find(
          (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
        );
        const keyRange = range(pair?.key);
        if (keyRange) return at(keyRange[0]);
      }
      const nodeRange = range(deepestNode(document, path));
      return at(nodeRange ? nodeRange[0] : 0);
    },
  };
}

/** A path as a reader writes it: `elements[2].paths.valid`. */
export function formatPath(path: ValuePath): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
    )
    .join('');
}

/** Splits an Ajv instance path (`/elements/2/paths`) into keys and indexes. */
export function pathFromPointer(pointer: string): ValuePath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
