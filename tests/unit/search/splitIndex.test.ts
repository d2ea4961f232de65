import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  checkDocumentsFile,
  subIndexFields,
  subIndexOf,
} from '../../../src/features/search/logic/indexFile';
import { splitIndexFile } from '../../../src/features/search/logic/indexSplitting';
import {
  decodePostingsFile,
  encodeTermPostings,
} from '../../../src/features/search/logic/postingsPiece';
import { parseQuery } from '../../../src/features/search/logic/query';
import { createTagIndex } from '../../../src/features/search/logic/tagIndex';
import {
  decodeDictionary,
  encodeDictionary,
  pieceHolding,
} from '../../../src/features/search/logic/termDictionary';
import { searchIndex } from '../../../src/features/search/logic/search';
import { MissingPostingsError, scoreClauses } from '../../../src/features/search/logic/termScoring';
import { lunrQuery, lunrSubIndex, withMatchedTerms } from '../../support/lunrSubIndex';
import {
  docsPages,
  easyopsIndexFile,
  fixtureTexts,
  loadFixture,
  smallPieces,
} from '../../support/searchFixture';

describe('the term dictionary', () => {
  const long = 'a'.repeat(40);
  const entries = [
    { term: '', mask: 16 },
    { term: '0.1', mask: 16 },
    { term: long, mask: 2 },
    { term: `${long}b`, mask: 2 },
    { term: 'audit', mask: 1 },
    { term: 'auditor', mask: 31 },
    { term: 'zürich', mask: 4 },
  ];

  it('front-codes sorted terms and decodes them back with their fields and pieces', () => {
    const file = encodeDictionary(entries, [0, 3]);
    expect(file.terms.split(' ').slice(4, 6)).toEqual(['1udit', '5or']);
    // A shared prefix is written up to 35 characters long.
    expect(file.terms.split(' ')[3]).toBe(`z${'a'.repeat(5)}b`);
    const decoded = decodeDictionary(JSON.parse(JSON.stringify(file)));
    expect(decoded.terms).toEqual(entries.map(({ term }) => term));
    expect(decoded.masks).toEqual(entries.map(({ mask }) => mask));
    expect(decoded.numbers.get('auditor')).toBe(5);
    expect(decoded.pieceStarts).toEqual([0, 3]);
  });

  it('refuses terms out of lunr’s order or with white space', () => {
    expect(() =>
      encodeDictionary(
        [
          { term: 'b', mask: 1 },
          { term: 'a', mask: 1 },
        ],
        [0],
      ),
    ).toThrow(/out of order/);
    expect(() => encodeDictionary([{ term: 'a b', mask: 1 }], [0])).toThrow(/white space/);
  });

  it.each([
    ['another version', { v: 2, terms: '', fields: '', pieces: [0] }, /not version 1/],
    ['a mask per term missing', { v: 1, terms: '0a 0b', fields: '1', pieces: [0] }, /one field/],
    ['an empty mask', { v: 1, terms: '0a', fields: '0', pieces: [0] }, /term 0 is malformed/],
    [
      'a prefix longer than the term before',
      { v: 1, terms: '0a 3b', fields: '11', pieces: [0] },
      /term 1/,
    ],
    ['pieces out of order', { v: 1, terms: '0a 0b', fields: '11', pieces: [0, 0] }, /pieces/],
    ['a piece past the terms', { v: 1, terms: '0a', fields: '1', pieces: [0, 1] }, /pieces/],
  ])('rejects %s', (_, file, message) => {
    expect(() => decodeDictionary(file)).toThrow(message);
  });

  it('finds the piece holding a term number', () => {
    expect([0, 2, 3, 9, 10, 40].map((n) => pieceHolding([0, 3, 10], n))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });
});

describe('a postings piece', () => {
  it('writes refs as gaps and reads them back', () => {
    const postings = { termIndex: 7, refs: [3, 4, 20], weights: [1.5, 0.25, 2] };
    expect(encodeTermPostings(postings)).toEqual([7, 3, 1.5, 1, 0.25, 16, 2]);
    const decoded = decodePostingsFile({
      v: 1,
      first: 4,
      postings: [[encodeTermPostings(postings)]],
    });
    expect(decoded.get(4)).toEqual([postings]);
  });

  it.each([
    ['no version', { first: 0, postings: [] }, /not version 1/],
    ['refs out of order', { v: 1, first: 0, postings: [[[1, 5, 1, 0, 1]]] }, /out of order/],
    ['an odd list', { v: 1, first: 0, postings: [[[1, 5]]] }, /_index, ref, weight/],
    ['text for numbers', { v: 1, first: 0, postings: [[['1']]] }, /_index, ref, weight/],
  ])('rejects %s', (_, file, message) => {
    expect(() => decodePostingsFile(file)).toThrow(message);
  });
});

describe('splitting easyops’s index', () => {
  const easyops = easyopsIndexFile(docsPages);
  const split = splitIndexFile(easyops, () => false, smallPieces);
  const dictionary = decodeDictionary(split.dictionary);
  const pieces = split.postings.map((piece) => decodePostingsFile(piece));

  it('puts each term in one piece of consecutive terms, pieces near the size asked for', () => {
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.reduce((count, piece) => count + piece.size, 0)).toBe(dictionary.terms.length);
    split.postings.forEach((piece, n) => {
      expect(piece.first).toBe(dictionary.pieceStarts[n]);
      // Closed once past the size; one term alone may be larger.
      const withoutLast = JSON.stringify(piece.postings.slice(0, -1)).length;
      if (piece.postings.length > 1)
        expect(withoutLast).toBeLessThanOrEqual(smallPieces.pieceChars);
    });
  });

  it('carries the weights of lunr’s field vectors and lunr’s term indexes', () => {
    easyops.forEach(({ index }, type) => {
      const vectors = new Map(index.fieldVectors);
      for (const [term, { _index, t }] of index.invertedIndex) {
        const number = dictionary.numbers.get(term) ?? -1;
        expect((dictionary.masks[number] ?? 0) & (1 << type)).not.toBe(0);
        const lists = pieces[pieceHolding(dictionary.pieceStarts, number)]?.get(number) ?? [];
        const before = subIndexFields.filter(
          (_, bit) => bit < type && ((dictionary.masks[number] ?? 0) & (1 << bit)) !== 0,
        );
        const postings = lists[before.length];
        expect(postings?.termIndex).toBe(_index);
        expect(postings?.refs).toEqual(Object.keys(t).map(Number));
        postings?.refs.forEach((ref, n) => {
          const elements = vectors.get(`t/${ref}`) ?? [];
          expect(postings.weights[n]).toBe(elements[elements.indexOf(_index) + 1]);
        });
      }
    });
  });

  it('keeps section texts apart, in pieces found from the documents file', () => {
    const contents = checkDocumentsFile(split.documents).documents[subIndexOf.content] ?? [];
    expect(split.texts.length).toBeGreaterThan(1);
    for (const document of contents) {
      expect(document.t).toBe('');
      const piece = split.texts[pieceHolding(split.documents.texts, document.i)];
      expect(piece?.[String(document.i)]).toMatch(/\w/);
    }
  });

  it('leaves link-list sections out of the documents, not out of the postings', () => {
    const leftOut = splitIndexFile(easyops, (document) => document.h === '#retention', smallPieces);
    expect(leftOut.postings).toEqual(split.postings);
    const hashes = leftOut.documents.documents.flat().map(({ h }) => h);
    expect(hashes).not.toContain('#retention');
    expect(split.documents.documents.flat().map(({ h }) => h)).toContain('#retention');
  });
});

describe('a tag index filled piece by piece', () => {
  const split = splitIndexFile(easyopsIndexFile(docsPages), () => false, smallPieces);
  const dictionary = decodeDictionary(split.dictionary);
  const termsOf = (query: string) => {
    const parsed = parseQuery(query);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.terms;
  };
  const termPiece = (term: string) =>
    pieceHolding(dictionary.pieceStarts, dictionary.numbers.get(term) ?? -1);

  it.each([
    ['an exact term, with its prefix', 'signatures', ['signatur']],
    ['a wildcard', 'retri*', ['retri', 'retriev']],
    ['a fuzzy term', 'webhok~1', ['webhook']],
    ['a field', 'title:users', ['user', 'users']],
  ])('asks for the pieces of %s’s expansions', (_, query, terms) => {
    const index = createTagIndex(dictionary, checkDocumentsFile(split.documents));
    const pieces = index.piecesFor(termsOf(query));
    for (const term of terms.filter((term) => dictionary.numbers.has(term))) {
      expect(pieces).toContain(termPiece(term));
    }
    expect(pieces.length).toBeLessThan(dictionary.pieceStarts.length);
  });

  it('asks only for pieces not added yet, and refuses a piece of other terms', () => {
    const index = createTagIndex(dictionary, checkDocumentsFile(split.documents));
    const [piece] = index.piecesFor(termsOf('webhook'));
    expect(piece).toBeDefined();
    const other = decodePostingsFile(split.postings[(piece ?? 0) === 0 ? 1 : 0]);
    expect(() => {
      index.addPiece(piece ?? 0, other);
    }).toThrow(/does not hold the terms/);
    index.addPiece(piece ?? 0, decodePostingsFile(split.postings[piece ?? 0]));
    expect(index.piecesFor(termsOf('webhook'))).toEqual([]);
    const title = index.loaded[subIndexOf.title];
    const results = title
      ? scoreClauses(title, [{ term: 'webhook', usePipeline: true }]).documents
      : [];
    expect(results.map(({ ref }) => title?.documents.get(ref)?.t)).toEqual(['Webhooks']);
  });
});

describe('scoring from the pieces', () => {
  const queries = [
    'webhook',
    'audit retention',
    'deliver*',
    'webhok~1',
    'title:users',
    '+audit -export',
    'signature^3 event',
    'de',
    're',
    'r',
    'zzz',
  ];
  const split = loadFixture(docsPages);
  // easyops's file as lunr loads it: the whole index, queried with lunr's own Index#query.
  const whole = easyopsIndexFile(docsPages).map(({ documents, index }) => ({
    documents,
    index: lunr.Index.load(index),
  }));

  it('gives lunr’s own results: documents, scores to the last bit, matched terms, order', () => {
    let compared = 0;
    for (const query of queries) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      for (const term of parsed.terms) {
        for (const field of term.fields) {
          const type = subIndexOf[field];
          const own = whole[type];
          const subIndex = split[type];
          if (own === undefined || subIndex === undefined) throw new Error(`no sub-index ${type}`);
          const expected = lunrQuery(own.index, term.clauses);
          expect(
            withMatchedTerms(scoreClauses(subIndex, term.clauses)),
            `${query} in ${field}`,
          ).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('ranks, snippets and marks as the whole index does', () => {
    const texts = fixtureTexts(docsPages);
    const wholeIndex = whole.map(({ documents, index }) => lunrSubIndex(index, documents));
    for (const query of queries) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const expected = searchIndex(wholeIndex, 'docs', parsed.terms, 8, texts);
      expect(searchIndex(split, 'docs', parsed.terms, 8, texts), query).toEqual(expected);
      if (!['zzz', 'r'].includes(query)) expect(expected.length, query).toBeGreaterThan(0);
    }
  });

  it('says which postings are missing rather than scoring without them', () => {
    const split = splitIndexFile(easyopsIndexFile(docsPages), () => false, smallPieces);
    const dictionary = decodeDictionary(split.dictionary);
    const index = createTagIndex(dictionary, checkDocumentsFile(split.documents));
    const content = index.loaded[subIndexOf.content];
    if (content === undefined) throw new Error('no content sub-index');
    expect(() => scoreClauses(content, [{ term: 'webhook', usePipeline: true }])).toThrow(
      MissingPostingsError,
    );
  });
});
