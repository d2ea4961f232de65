import { subIndexOf, type IndexedDocument } from './indexFile';

/**
 * The documents file leaves out what it can work out again: the route of every document but a
 * page's title document (the page's, found by its id `p`), the section title of a text (its
 * heading's text, or the page title for the text before the first heading) and of a page's
 * description and keywords (the page title), and the empty text of section texts. Lossless: a
 * field is left out only when working it out gives back the same value.
 */

type Documents = readonly (readonly IndexedDocument[])[];
export type StoredDocument = Partial<IndexedDocument> & Pick<IndexedDocument, 'i'>;
type Stored = StoredDocument;

const sectionKey = (page: number | undefined, hash: string | undefined) =>
  `${String(page)}${hash ?? ''}`;

function derivations(titles: readonly Stored[], headings: readonly Stored[]) {
  const pages = new Map(titles.map((title) => [title.i, title]));
  const headingTexts = new Map(headings.map(({ p, h, t }) => [sectionKey(p, h), t]));
  return {
    route: (document: Stored) => pages.get(document.p ?? document.i)?.u,
    /** Only texts, descriptions and keywords have a section title. */
    sectionTitle: (document: Stored, type: number) =>
      type === subIndexOf.title || type === subIndexOf.heading
        ? undefined
        : type === subIndexOf.content && document.h
          ? headingTexts.get(sectionKey(document.p, document.h))
          : pages.get(document.p ?? document.i)?.t,
  };
}

/** The documents as the file stores them. */
export function compactDocuments(documents: Documents): Stored[][] {
  const [titles = [], headings = []] = documents;
  const { route, sectionTitle } = derivations(titles, headings);
  return documents.map((list, type) =>
    list.map((document) => {
      const stored: Stored = { ...document };
      if (type !== subIndexOf.title && route(document) === document.u) delete stored.u;
      if (document.s !== undefined && sectionTitle(document, type) === document.s) delete stored.s;
      if (type === subIndexOf.content && document.t === '') delete stored.t;
      return stored;
    }),
  );
}

/** The documents as they were, from what the file stores; left unchecked (checkDocumentsFile). */
export function expandDocuments(stored: readonly unknown[][]): unknown[][] {
  const isStored = (value: unknown): value is Stored => typeof value === 'object' && value !== null;
  const [titles = [], headings = []] = stored.map((list) => list.filter(isStored));
  const { route, sectionTitle } = derivations(titles, headings);
  return stored.map((list, type) =>
    list.map((document) => {
      if (!isStored(document) || type === subIndexOf.title) return document;
      const u = document.u ?? route(document);
      const s = document.s ?? sectionTitle(document, type);
      const t = document.t ?? (type === subIndexOf.content ? '' : undefined);
      return {
        ...document,
        ...(u === undefined ? {} : { u }),
        ...(s === undefined ? {} : { s }),
        ...(t === undefined ? {} : { t }),
      };
    }),
  );
}
