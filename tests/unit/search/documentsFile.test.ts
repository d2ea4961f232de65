import { describe, expect, it } from 'vitest';
import {
  compactDocuments,
  expandDocuments,
} from '../../../src/features/search/logic/documentsEncoding';
import {
  checkDocumentsFile,
  IndexFormatError,
  subIndexOf,
  type IndexedDocument,
} from '../../../src/features/search/logic/indexFile';
import { blogPages, docsPages, documentsOf } from '../../support/searchFixture';

type Lists = IndexedDocument[][];

/** The documents as the split writes them: section texts without their text. */
const withoutTexts = (documents: Lists): Lists =>
  documents.map((list, type) =>
    type === subIndexOf.content ? list.map((document) => ({ ...document, t: '' })) : list,
  );

/** Compacted, written as JSON and read back, as the worker gets them. */
function roundTrip(documents: Lists) {
  const stored = JSON.parse(JSON.stringify(compactDocuments(documents))) as unknown[][];
  return { stored, expanded: expandDocuments(stored) };
}

/** One page as easyops numbers it: title, then each heading followed by its section text. */
function page(id: number, url: string, headings: readonly string[]): Lists {
  const title = { i: id, t: `Page ${id}`, u: url, b: ['Docs'] };
  const headingDocs = headings.map((hash, n) => ({
    i: id + 2 + 2 * n,
    t: `Heading ${hash}`,
    u: url,
    h: `#${hash}`,
    p: id,
  }));
  const texts = [
    { i: id + 1, t: '', s: title.t, u: url, h: '', p: id },
    ...headingDocs.map(({ i, t, h }) => ({ i: i + 1, t: '', s: t, u: url, h, p: id })),
  ];
  const own = { t: `About page ${id}`, s: title.t, u: url, i: id, p: id };
  return [[title], headingDocs, [own], [{ ...own, t: 'words' }], texts];
}

const joined = (...pages: Lists[]): Lists =>
  [0, 1, 2, 3, 4].map((type) => pages.flatMap((lists) => lists[type] ?? []));

describe('the documents file', () => {
  it.each([
    ['docs', docsPages],
    ['blog', blogPages],
  ])('gives back the %s fixture’s documents as they were, with or without texts', (_, pages) => {
    for (const documents of [documentsOf(pages), withoutTexts(documentsOf(pages))]) {
      expect(roundTrip(documents).expanded).toEqual(documents);
    }
  });

  it('keeps of a section text only its id gap, and of a heading its gap, text and hash', () => {
    const documents = withoutTexts(documentsOf(docsPages));
    const { stored } = roundTrip(documents);
    expect(stored[subIndexOf.content]).toEqual(
      documents[subIndexOf.content]?.map(() => ({ i: 2 })),
    );
    const [heading] = documents[subIndexOf.heading] ?? [];
    expect(stored[subIndexOf.heading]?.[0]).toEqual({
      i: heading?.i,
      t: heading?.t,
      h: heading?.h,
    });
    expect(stored[subIndexOf.description]?.[1]).toEqual({
      i: 4,
      t: documents[subIndexOf.description]?.[1]?.t,
    });
    // The title documents keep everything but their id.
    expect(stored[subIndexOf.title]?.[1]).toEqual({ ...documents[0]?.[1], i: 4 });
  });

  it.each<[string, Lists]>([
    ['pages numbered with gaps', joined(page(1, '/a', ['x', 'y']), page(40, '/b', ['z']))],
    ['a page with no headings', joined(page(1, '/a', []), page(3, '/b', ['x']), page(9, '/c', []))],
    [
      'a heading without its section text',
      (() => {
        const documents = page(1, '/a', ['x', 'y', 'z']);
        documents[subIndexOf.content]?.splice(2, 1);
        return documents;
      })(),
    ],
    [
      'section texts whose neighbours do not fit',
      (() => {
        const documents = page(1, '/a', ['x', 'y']);
        const [top, first, second] = documents[subIndexOf.content] ?? [];
        if (!top || !first || !second) throw new Error('no section texts');
        // Another hash than its heading's, another page, and no document just before it.
        Object.assign(top, { h: '#elsewhere', s: 'Elsewhere' });
        Object.assign(first, { p: 40 });
        documents[subIndexOf.content]?.push({ ...second, i: 30, h: '#y' });
        return documents;
      })(),
    ],
    [
      'a heading and texts on another page than the one before them',
      (() => {
        const documents = joined(page(1, '/a', ['x']), page(10, '/b', ['y']));
        const heading = documents[subIndexOf.heading]?.[1];
        if (heading) heading.p = 1;
        return documents;
      })(),
    ],
    [
      'documents before any title, and routes of no page',
      (() => {
        const documents = page(5, '/a', ['x']);
        documents[subIndexOf.heading]?.unshift({ i: 2, t: 'Early', u: '/early', h: '#e', p: 1 });
        documents[subIndexOf.content]?.unshift({ i: 3, t: '', u: '/early', h: '#e', p: 1 });
        return documents;
      })(),
    ],
    [
      'fields missing where they could be worked out, and a description of another page',
      (() => {
        const documents = page(1, '/a', ['x']);
        const [top, text] = documents[subIndexOf.content] ?? [];
        if (top) delete top.h;
        if (text) delete text.s;
        const [description] = documents[subIndexOf.description] ?? [];
        if (description) Object.assign(description, { p: 7, s: 'Another page' });
        const [keywords] = documents[subIndexOf.tags] ?? [];
        if (keywords) delete keywords.p;
        return documents;
      })(),
    ],
    [
      'lists out of order, and an id shared by a title and a heading',
      (() => {
        const documents = joined(page(20, '/b', ['y']), page(1, '/a', ['x']));
        documents[subIndexOf.heading]?.push({ i: 1, t: 'Clash', u: '/a', h: '#c', p: 1 });
        return documents.map((list) => [...list].reverse());
      })(),
    ],
    ['no documents at all', [[], [], [], [], []]],
  ])('gives back %s', (_, documents) => {
    expect(roundTrip(documents).expanded).toEqual(documents);
  });

  it('gives back random documents, their fields drawn from a few values so that they often fit', () => {
    // A seeded generator: the same documents on every run.
    let seed = 32;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const pick = <T>(values: readonly T[]): T => values[random(values.length)] as T;
    const optional = (document: Record<string, unknown>, field: string, values: unknown[]) => {
      const value = pick([undefined, ...values]);
      if (value !== undefined) document[field] = value;
    };
    for (let run = 0; run < 300; run += 1) {
      const documents = [0, 1, 2, 3, 4].map(() =>
        Array.from({ length: random(8) }, () => {
          const document: Record<string, unknown> = {
            i: random(24) - 2,
            t: pick(['', 'A', 'B']),
            u: pick(['/a', '/b']),
          };
          optional(document, 'h', ['', '#x', '#y']);
          optional(document, 'p', [0, 1, 2, 5, 9]);
          optional(document, 's', ['', 'A', 'B']);
          return document as unknown as IndexedDocument;
        }),
      );
      expect(roundTrip(documents).expanded, JSON.stringify(documents)).toEqual(documents);
    }
  });

  it('refuses an id that is not a whole number, which a gap would not give back', () => {
    const documents = page(1, '/a', ['x']);
    const [heading] = documents[subIndexOf.heading] ?? [];
    if (heading) heading.i = 2.5;
    expect(() => compactDocuments(documents)).toThrow(/id 2.5, not a whole number/);
  });

  const file = (documents: unknown[][]) => ({ v: 2, documents, texts: [0] });
  const stored = roundTrip(page(1, '/a', ['x'])).stored;
  const replaced = (type: number, n: number, document: unknown) =>
    stored.map((list, at) =>
      at === type ? list.map((entry, k) => (k === n ? document : entry)) : list,
    );

  it('reads a version 2 file into whole documents', () => {
    expect(checkDocumentsFile(file(stored)).documents).toEqual(page(1, '/a', ['x']));
  });

  it.each<[string, unknown, RegExp]>([
    ['a version 1 file', { v: 1, documents: stored, texts: [0] }, /not version 2 \(they say 1\)/],
    ['no version', { documents: stored, texts: [0] }, /not version 2 \(they say none\)/],
    ['four lists', file(stored.slice(1)), /expected 5 document lists/],
    [
      'a gap that is text',
      file(replaced(1, 0, { i: '2', t: 'x', h: '#x' })),
      /0\.i is not a whole/,
    ],
    ['a fractional gap', file(replaced(4, 1, { i: 1.5 })), /document 1\.i is not a whole number/],
    ['a document that is no object', file(replaced(0, 0, 'title')), /title\) document 0 is not/],
    ['a title without its route', file(replaced(0, 0, { i: 1, t: 'T' })), /0\.u is not a string/],
    ['a required field left null', file(replaced(1, 0, { i: 2, t: null })), /0\.t is not a string/],
    [
      'a hash of another type',
      file(replaced(1, 0, { i: 2, t: 'x', h: 3 })),
      /0\.h is not a string/,
    ],
  ])('rejects %s with an IndexFormatError', (_, json, message) => {
    expect(() => checkDocumentsFile(json)).toThrow(IndexFormatError);
    expect(() => checkDocumentsFile(json)).toThrow(message);
  });
});
