import { subIndexOf, type IndexedDocument } from './indexFile';

/**
 * The documents file (version 2) leaves out what it can work out again. The worker fetches it
 * before the first result, so every byte of it delays that result; at ten times today's docs,
 * ids, hashes and page ids were about two thirds of its Brotli bytes in version 1. What is left
 * out or written otherwise:
 * - `i`, in every list: the gap to the id of the document before it in the same list (the
 *   first: to 0). easyops numbers a page's title, then each heading followed by its section
 *   text, so the gaps are a few small numbers, which Brotli stores in next to nothing.
 * - A heading's page `p`: the title document with the greatest id below the heading's.
 * - A section text's hash `h` and page `p`: those of the heading document whose id is one less,
 *   or, after a title document, the empty hash and that page (the text before the first heading).
 * - A description's or keywords' page `p`: its own id (easyops gives them the page's id).
 * - The route `u` of every document but a page's title: the page's, found by `p` (else by `i`).
 * - The section title `s` of a text: its heading's text, or the page title for the text before the
 *   first heading; of a description or keywords: the page title.
 * - The empty text `t` of section texts (their texts are in the text pieces).
 * Lossless for any documents with whole-number ids: a field is left out only when working it out
 * gives back the same value, and `null` stands for a field a document lacks where working it out
 * would give one. Title documents keep every field but their id.
 */

type Documents = readonly (readonly IndexedDocument[])[];
/** A document as the file stores it: `i` is a gap, the other fields may be left out. */
export type StoredDocument = { i: number } & {
  [Field in Exclude<keyof IndexedDocument, 'i'>]?: IndexedDocument[Field] | null;
};
/** A document as far as it is known (compacting: all of it; expanding: read so far). */
type Known = { readonly [Field in keyof IndexedDocument]?: unknown };
type Derived = 'p' | 'h' | 'u' | 's' | 't';
/** A field worked out from what is known of the document, in the order they depend on each other. */
type Rules = readonly (readonly [Derived, (document: Known) => unknown])[];

const sectionKey = (page: unknown, hash: unknown) => JSON.stringify([page, hash ?? '']);

/** What the title documents give: each page, its route, and the page a heading is on. */
function titleRules(titles: readonly Known[]) {
  const pages = new Map(titles.map((title) => [title.i, title]));
  const ids = titles
    .map(({ i }) => i)
    .filter((id): id is number => typeof id === 'number')
    .sort((a, b) => a - b);
  /** The greatest title id below `id`, by bisection: headings are many. */
  const pageBefore = (id: unknown) => {
    if (typeof id !== 'number') return undefined;
    let [low, high] = [0, ids.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((ids[middle] ?? Infinity) < id) low = middle + 1;
      else high = middle;
    }
    return ids[low - 1];
  };
  const page = (document: Known) => pages.get(document.p ?? document.i);
  const route = (document: Known) => page(document)?.u;
  return { pages, page, route, pageBefore };
}

/** The rules of each list but the titles'; section texts' need the headings, known first. */
function rulesFor(titles: readonly Known[], headings: readonly Known[]): Map<number, Rules> {
  const { pages, page, route, pageBefore } = titleRules(titles);
  const headingsById = new Map(headings.map((heading) => [heading.i, heading]));
  const headingTexts = new Map(headings.map(({ p, h, t }) => [sectionKey(p, h), t]));
  /** The heading or title document just before a section text, as the text's section. */
  const section = (id: unknown): Known | undefined => {
    if (typeof id !== 'number') return undefined;
    const heading = headingsById.get(id - 1);
    if (heading) return heading;
    return pages.has(id - 1) ? { h: '', p: id - 1 } : undefined;
  };
  const pageOfOwn: Rules = [
    ['p', (document) => document.i],
    ['s', (document) => page(document)?.t],
    ['u', route],
  ];
  return new Map<number, Rules>([
    [
      subIndexOf.heading,
      [
        ['p', (document) => pageBefore(document.i)],
        ['u', route],
      ],
    ],
    [
      subIndexOf.content,
      [
        ['h', (document) => section(document.i)?.h],
        ['p', (document) => section(document.i)?.p],
        [
          's',
          (document) =>
            document.h ? headingTexts.get(sectionKey(document.p, document.h)) : page(document)?.t,
        ],
        ['u', route],
        ['t', () => ''],
      ],
    ],
    [subIndexOf.description, pageOfOwn],
    [subIndexOf.tags, pageOfOwn],
  ]);
}

function compactOne(document: IndexedDocument, gap: number, rules: Rules): StoredDocument {
  const leftOut = new Set<string>();
  const lacking: Record<string, null> = {};
  for (const [field, derive] of rules) {
    const value = document[field];
    if (derive(document) === value) leftOut.add(field);
    else if (value === undefined) lacking[field] = null;
  }
  const kept = Object.entries({ ...document, i: gap }).filter(([field]) => !leftOut.has(field));
  return { ...Object.fromEntries(kept), ...lacking } as StoredDocument;
}

/** The documents as the file stores them. Throws on an id that is not a whole number. */
export function compactDocuments(documents: Documents): StoredDocument[][] {
  const [titles = [], headings = []] = documents;
  const rules = rulesFor(titles, headings);
  return documents.map((list, type) => {
    let previous = 0;
    return list.map((document, n) => {
      const gap = document.i - previous;
      // A gap gives the id back exactly only between safe integers (easyops's ids are).
      if (!Number.isSafeInteger(document.i) || !Number.isSafeInteger(gap)) {
        throw new Error(`Document ${n} of list ${type} has id ${document.i}, not a whole number`);
      }
      previous = document.i;
      return compactOne(document, gap, rules.get(type) ?? []);
    });
  });
}

const isKnown = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function expandOne(stored: Record<string, unknown>, id: unknown, rules: Rules): Known {
  const document: Record<string, unknown> = { ...stored, i: id };
  const lacking = new Set<string>();
  for (const [field, derive] of rules) {
    if (stored[field] === null) {
      // Undefined, as the document had it when compacted, for the fields worked out after it.
      document[field] = undefined;
      lacking.add(field);
    } else if (stored[field] === undefined) {
      const value = derive(document);
      if (value !== undefined) document[field] = value;
    }
  }
  return Object.fromEntries(Object.entries(document).filter(([field]) => !lacking.has(field)));
}

/**
 * The documents as they were, from what the file stores; left unchecked (checkDocumentsFile): a
 * malformed entry comes back as it is, and a gap that is no number as the entry's id.
 */
export function expandDocuments(stored: readonly unknown[][]): unknown[][] {
  // In the order each list's fields are worked out from the lists before it. (Read here, not at
  // load: indexFile.ts, which defines subIndexOf, imports this module.)
  const expansionOrder = [
    subIndexOf.title,
    subIndexOf.heading,
    subIndexOf.content,
    subIndexOf.description,
    subIndexOf.tags,
  ];
  const expanded: unknown[][] = stored.map(() => []);
  let rules = new Map<number, Rules>();
  for (const type of expansionOrder) {
    if (type >= stored.length) continue;
    if (type === subIndexOf.heading) {
      rules = rulesFor((expanded[subIndexOf.title] ?? []).filter(isKnown), []);
    }
    if (type === subIndexOf.content) {
      const [titles = [], headings = []] = expanded.map((list) => list.filter(isKnown));
      rules = rulesFor(titles, headings);
    }
    let previous = 0;
    expanded[type] = (stored[type] ?? []).map((document) => {
      if (!isKnown(document)) return document;
      const id = typeof document.i === 'number' ? previous + document.i : document.i;
      if (typeof id === 'number') previous = id;
      return expandOne(document, id, rules.get(type) ?? []);
    });
  }
  return expanded;
}
