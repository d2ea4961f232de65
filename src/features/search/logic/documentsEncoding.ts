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
 * would give one. Title documents keep every field but their id. The file holds the seven fields
 * of IndexedDocument; read back, every document has all seven, undefined where it has none (the
 * same document once written as JSON), which reads them several times as fast (expandOne).
 */

type Documents = readonly (readonly IndexedDocument[])[];
/** A document as the file stores it: `i` is a gap, the other fields may be left out. */
export type StoredDocument = { i: number } & {
  [Field in Exclude<keyof IndexedDocument, 'i'>]?: IndexedDocument[Field] | null;
};
/** A document as far as it is known (compacting: all of it; expanding: read so far). */
type Known = { [Field in keyof IndexedDocument]?: unknown };
/** The fields worked out again, in this order: each from those before it (and `i`). */
const derivedFields = ['p', 'h', 'u', 's', 't'] as const;
/** How a list works out each of its fields that can be left out. */
type Rules = { readonly [Field in (typeof derivedFields)[number]]?: (document: Known) => unknown };

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
  const pageOfOwn: Rules = {
    p: (document) => document.i,
    s: (document) => page(document)?.t,
    u: route,
  };
  return new Map<number, Rules>([
    [
      subIndexOf.heading,
      {
        p: (document) => pageBefore(document.i),
        u: route,
      },
    ],
    [
      subIndexOf.content,
      {
        p: (document) => section(document.i)?.p,
        h: (document) => section(document.i)?.h,
        u: route,
        s: (document) =>
          document.h ? headingTexts.get(sectionKey(document.p, document.h)) : page(document)?.t,
        t: () => '',
      },
    ],
    [subIndexOf.description, pageOfOwn],
    [subIndexOf.tags, pageOfOwn],
  ]);
}

/** The fields the file holds besides the id, in the order it writes them. */
const storedFields = ['t', 'u', 'h', 'p', 's', 'b'] as const;

function compactOne(document: IndexedDocument, gap: number, rules: Rules): StoredDocument {
  const derived = new Map(derivedFields.map((field) => [field, rules[field]?.(document)]));
  const stored: Record<string, unknown> = { i: gap };
  for (const field of storedFields) {
    const value = document[field];
    const derives = field !== 'b' && rules[field] !== undefined;
    if (derives && derived.get(field) === value) continue;
    if (value !== undefined) stored[field] = value;
    else if (derives) stored[field] = null;
  }
  return stored as StoredDocument;
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
      return compactOne(document, gap, rules.get(type) ?? {});
    });
  });
}

const isKnown = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field as stored, else as worked out; `null` stands for no field. */
const fieldOf = (stored: unknown, derived: unknown) =>
  stored === undefined ? derived : stored === null ? undefined : stored;

function expandOne(stored: Record<string, unknown>, id: unknown, rules: Rules): Known {
  // Every document is made in one shape, its seven fields set by name, a field it lacks
  // undefined: adding fields to documents of many shapes made the expansion four times as slow
  // at 10x.
  const { t, u, h, p, s, b } = stored;
  const document: Known = { i: id, t, u, h, p, s, b };
  if (rules.p) document.p = fieldOf(p, rules.p(document));
  if (rules.h) document.h = fieldOf(h, rules.h(document));
  if (rules.u) document.u = fieldOf(u, rules.u(document));
  if (rules.s) document.s = fieldOf(s, rules.s(document));
  if (rules.t) document.t = fieldOf(t, rules.t(document));
  return document;
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
    const typeRules = rules.get(type) ?? {};
    let previous = 0;
    expanded[type] = (stored[type] ?? []).map((document) => {
      if (!isKnown(document)) return document;
      const id = typeof document.i === 'number' ? previous + document.i : document.i;
      if (typeof id === 'number') previous = id;
      return expandOne(document, id, typeRules);
    });
  }
  return expanded;
}
