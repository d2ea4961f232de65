import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  boxFilesListName,
  boxFileUrl,
  documentsFileName,
  easyopsIndexFileName,
  postingsFileName,
  termsFileName,
  textsFileName,
} from '../../src/features/search/logic/boxFiles';
import {
  rankingConfig,
  searchLimits,
  searchTags,
  type SearchTag,
} from '../../src/features/search/logic/config';
import {
  checkDocumentsFile,
  checkTextsFile,
  subIndexFields,
  type IndexedDocument,
  type LoadedIndex,
} from '../../src/features/search/logic/indexFile';
import { createIndexLoader } from '../../src/features/search/logic/indexLoader';
import type { EasyopsSubIndex } from '../../src/features/search/logic/indexSplitting';
import { marksOf } from '../../src/features/search/logic/marks';
import { decodePostingsFile } from '../../src/features/search/logic/postingsPiece';
import { parseQuery } from '../../src/features/search/logic/query';
import {
  hitsOf,
  rankIndex,
  searchIndex,
  snippetDocumentIds,
} from '../../src/features/search/logic/search';
import { decodeDictionary, pieceHolding } from '../../src/features/search/logic/termDictionary';
import { scoreClauses } from '../../src/features/search/logic/termScoring';
import { lunrQuery, lunrSubIndex, withMatchedTerms } from '../support/lunrSubIndex';

/**
 * The build writes the box's files from easyops's (src/features/search). These tests, run
 * on build/ after `npm run build`, prove on that build's own content that nothing the box shows
 * changed on the way: the split index holds every term, posting and weight of the one easyops
 * built, the weights are lunr's own, the marks it works out are the word positions lunr recorded,
 * and a fixed set of queries (searchQueries.json) gets the same ranked results, snippets and marks
 * from the box's files, fetching only the pieces each needs, as from easyops's. They also fail
 * loudly when an easyops or lunr upgrade changes the format.
 */

const buildDir = path.resolve('build');
const generatedConstants = path.resolve(
  '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js',
);
if (!existsSync(path.join(buildDir, termsFileName('docs')))) {
  throw new Error('No search index in build/: run `npm run build` before the contract tests.');
}
const queries = JSON.parse(
  readFileSync(path.resolve('tests/contract/searchQueries.json'), 'utf8'),
) as string[];

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
}

/** Builds a sub-index from its documents the way easyops does, with the given BM25 parameters. */
function rebuild(documents: IndexedDocument[], bm25: { b: number; k1: number }): LunrJson {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field('t');
  builder.metadataWhitelist = ['position'];
  builder.b(bm25.b);
  builder.k1(bm25.k1);
  for (const document of documents) builder.add({ ...document, i: String(document.i) });
  return JSON.parse(JSON.stringify(builder.build())) as LunrJson;
}

interface LunrJson {
  fieldVectors: [string, number[]][];
  invertedIndex: [string, { _index: number; t: Record<string, unknown> }][];
}

/** Reads the box's files from build/ as the worker fetches them, and counts the fetches. */
function buildLoader() {
  const fetched: string[] = [];
  const loader = createIndexLoader(
    (name) => name,
    (name) => {
      fetched.push(name);
      const file = path.join(buildDir, name);
      const ok = existsSync(file);
      return Promise.resolve({
        ok,
        status: ok ? 200 : 404,
        text: () => Promise.resolve(ok ? readFileSync(file, 'utf8') : ''),
      });
    },
  );
  return { loader, fetched };
}

describe.each(searchTags)('the box’s %s files from the build', (tag: SearchTag) => {
  const easyops = readJson(easyopsIndexFileName(tag)) as EasyopsSubIndex[];
  const dictionary = decodeDictionary(readJson(termsFileName(tag)));
  const documentsFile = checkDocumentsFile(readJson(documentsFileName(tag)));
  const pieces = dictionary.pieceStarts.map((_, n) =>
    decodePostingsFile(readJson(postingsFileName(tag, n))),
  );
  const textPieces = documentsFile.texts.map((_, n) =>
    checkTextsFile(readJson(textsFileName(tag, n))),
  );

  it('come from easyops’s five lunr 2.3.9 sub-indexes over field "t"', () => {
    expect(easyops).toHaveLength(subIndexFields.length);
    for (const { index } of easyops) {
      expect(index).toMatchObject({ version: '2.3.9', fields: ['t'], pipeline: ['stemmer'] });
    }
  });

  it('have every term in the dictionary, its postings in the piece the dictionary names', () => {
    const expected = new Map<string, number>();
    easyops.forEach(({ index }, type) => {
      for (const [term] of index.invertedIndex) {
        expected.set(term, (expected.get(term) ?? 0) | (1 << type));
      }
    });
    expect(dictionary.terms).toEqual([...expected.keys()].sort());
    expect(dictionary.masks).toEqual(dictionary.terms.map((term) => expected.get(term)));
    dictionary.terms.forEach((term, number) => {
      const piece = pieces[pieceHolding(dictionary.pieceStarts, number)];
      expect(piece?.get(number), term).toHaveLength(
        (expected.get(term) ?? 0).toString(2).replace(/0/g, '').length,
      );
    });
    // Every piece holds its range of terms and nothing else.
    expect(pieces.reduce((count, piece) => count + piece.size, 0)).toBe(dictionary.terms.length);
    expect(pieces.length).toBeGreaterThan(1);
  });

  it('carry lunr’s own weights and term indexes: those of the index rebuilt from the documents', () => {
    easyops.forEach(({ documents, index }, type) => {
      const rebuilt = rebuild(documents, rankingConfig.bm25);
      // easyops built its index just so: the same terms, term indexes and field vectors.
      expect(rebuilt.fieldVectors).toEqual(index.fieldVectors);
      const vectors = new Map(rebuilt.fieldVectors.map(([ref, elements]) => [ref, elements]));
      let checked = 0;
      for (const [term, { _index, t }] of rebuilt.invertedIndex) {
        const number = dictionary.numbers.get(term) ?? -1;
        const lists = pieces[pieceHolding(dictionary.pieceStarts, number)]?.get(number) ?? [];
        const mask = dictionary.masks[number] ?? 0;
        const position = [...Array(type).keys()].filter((bit) => mask & (1 << bit)).length;
        const postings = lists[position];
        expect(postings?.termIndex, term).toBe(_index);
        expect(postings?.refs).toEqual(
          Object.keys(t)
            .map(Number)
            .sort((a, b) => a - b),
        );
        postings?.refs.forEach((ref, n) => {
          const elements = vectors.get(`t/${ref}`) ?? [];
          const at = elements.findIndex((value, k) => k % 2 === 0 && value === _index);
          expect(postings.weights[n]).toBe(elements[at + 1]);
          checked += 1;
        });
      }
      expect(checked).toBeGreaterThan(0);
    });
    // The comparison does see the BM25 parameters: other values give other vectors.
    const content = easyops[4] as EasyopsSubIndex;
    expect(rebuild(content.documents, { b: 0.75, k1: 2 }).fieldVectors).not.toEqual(
      content.index.fieldVectors,
    );
  });

  it('keep every document but link-list sections, with the section texts in pieces', () => {
    const [, headings, , , contents] = documentsFile.documents;
    documentsFile.documents.forEach((documents, type) => {
      const original = (easyops[type] as EasyopsSubIndex).documents;
      if (documents === headings || documents === contents) {
        // Each kept section as easyops wrote it (the file works most of its fields out again),
        // its text apart.
        const kept = new Set(documents.map(({ i }) => i));
        const expected = original.filter(({ i }) => kept.has(i));
        expect(documents).toEqual(
          documents === contents ? expected.map((document) => ({ ...document, t: '' })) : expected,
        );
      } else {
        expect(documents).toEqual(original);
      }
    });
    const kept = new Set((contents ?? []).map(({ i }) => i));
    const leftOut = (easyops[4] as EasyopsSubIndex).documents.filter(({ i }) => !kept.has(i));
    // What is left out is whole sections, heading and text, and never a page's opening text.
    const leftOutHeadings = new Set(
      (easyops[1] as EasyopsSubIndex).documents
        .filter(({ i }) => !(headings ?? []).some((document) => document.i === i))
        .map(({ u, h }) => `${u}${h ?? ''}`),
    );
    expect(new Set(leftOut.map(({ u, h }) => `${u}${h ?? ''}`))).toEqual(leftOutHeadings);
    expect(leftOut.every(({ h }) => h !== '')).toBe(true);
    for (const document of contents ?? []) {
      expect(document.t).toBe('');
      const piece = textPieces[pieceHolding(documentsFile.texts, document.i)];
      expect(piece?.[String(document.i)]).toBe(
        (easyops[4] as EasyopsSubIndex).documents.find(({ i }) => i === document.i)?.t,
      );
    }
    expect(textPieces.reduce((count, piece) => count + Object.keys(piece).length, 0)).toBe(
      kept.size,
    );
  });

  it('mark the words where lunr recorded their positions', () => {
    for (const { documents, index } of easyops) {
      const positions = new Map<string, Map<string, [number, number][]>>();
      for (const [term, { t }] of index.invertedIndex) {
        for (const [ref, { position }] of Object.entries(t)) {
          const byTerm = positions.get(ref) ?? new Map<string, [number, number][]>();
          byTerm.set(term, position as [number, number][]);
          positions.set(ref, byTerm);
        }
      }
      for (const document of documents) {
        const byTerm = positions.get(String(document.i)) ?? new Map<string, [number, number][]>();
        const ranges = [...byTerm.values()]
          .flat()
          .map(([start, length]) => [start, start + length])
          .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
        // Every word of every text, where lunr put it...
        expect(marksOf(document.t, new Set(byTerm.keys()))).toEqual(ranges);
        // ...and in the short texts (titles, headings), each word under its own term.
        if (document.t.length > 80) continue;
        for (const [term, termPositions] of byTerm) {
          expect(marksOf(document.t, new Set([term]))).toEqual(
            termPositions.map(([start, length]) => [start, start + length]),
          );
        }
      }
    }
  });

  it('give the same ranked results, snippets and marks as easyops’s file, from a few pieces', async () => {
    const { loader, fetched } = buildLoader();
    const [, headings, , , contents] = documentsFile.documents;
    // easyops's file as lunr loads it, texts inline, with the same documents as the box's.
    const easyopsIndex: LoadedIndex = easyops.map(({ documents, index }, type) => {
      const kept = new Set(documentsFile.documents[type]?.map(({ i }) => i));
      return lunrSubIndex(
        lunr.Index.load(index),
        documents.filter(({ i }) => kept.has(i)),
      );
    });
    expect(headings?.length).toBeGreaterThan(0);
    expect(contents?.length).toBeGreaterThan(0);
    let answered = 0;
    for (const query of queries) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(`${query}: ${parsed.error.message}`);
      const limit = searchLimits.maxResults;
      const expected = searchIndex(easyopsIndex, tag, parsed.terms, limit);
      const ranking = rankIndex(await loader.prepare(tag, parsed.terms), tag, parsed.terms, limit);
      const texts = await loader.loadTexts(tag, snippetDocumentIds(ranking));
      expect(hitsOf(ranking, texts), query).toEqual(expected);
      if (expected.length > 0) answered += 1;
    }
    // The queries exercise the comparison: most have results in the docs.
    if (tag === 'docs') expect(answered).toBeGreaterThan(queries.length / 2);
    // A query fetches only some of the pieces.
    const postingsFetched = fetched.filter((name) => name.startsWith('search-box-postings-'));
    expect(postingsFetched.length).toBeGreaterThan(0);
    if (tag === 'docs') expect(postingsFetched.length).toBeLessThan(pieces.length);
  });
});

describe.each(searchTags)('the box’s scores on the %s index', (tag: SearchTag) => {
  const easyops = readJson(easyopsIndexFileName(tag)) as EasyopsSubIndex[];
  // The queries, and what typing them makes: every prefix of each word from two letters on,
  // the short ones expanding to thousands of terms.
  const typed = queries.flatMap((query) => {
    const words = query.split(' ');
    const last = words.at(-1) ?? '';
    const before = words.slice(0, -1).join(' ');
    return Array.from({ length: Math.max(0, last.length - 1) }, (_, n) =>
      `${before} ${last.slice(0, n + 2)}`.trim(),
    );
  });

  it('are lunr’s own, to the last bit and in its order, from the pieces the query fetched', async () => {
    const { loader } = buildLoader();
    const lunrIndexes = easyops.map(({ index }) => lunr.Index.load(index));
    let compared = 0;
    for (const query of new Set([...queries, ...typed])) {
      const parsed = parseQuery(query);
      if (!parsed.ok) continue;
      const loaded = await loader.prepare(tag, parsed.terms);
      for (const term of parsed.terms) {
        for (const field of term.fields) {
          const type = subIndexFields.indexOf(field);
          const subIndex = loaded[type];
          const own = lunrIndexes[type];
          if (subIndex === undefined || own === undefined) throw new Error(`no sub-index ${type}`);
          const expected = lunrQuery(own, term.clauses);
          expect(
            withMatchedTerms(scoreClauses(subIndex, term.clauses)),
            `${query} in ${field}`,
          ).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(tag === 'docs' ? 10_000 : 100);
  });
});

describe('index file names', () => {
  it('are what the worker asks for, with easyops’s content hash, and all listed', () => {
    const source = readFileSync(generatedConstants, 'utf8');
    const template = /export const searchIndexUrl = "([^"]+)";/.exec(source)?.[1];
    expect(template).toMatch(/^search-index\{dir\}\.json(\?_=\w+)?$/);
    const listed = readJson(boxFilesListName) as string[];
    for (const tag of searchTags) {
      for (const name of [termsFileName(tag), documentsFileName(tag), postingsFileName(tag, 0)]) {
        const url = boxFileUrl('/', template ?? '', name);
        expect(existsSync(path.join(buildDir, url.replace(/\?.*$/, '')))).toBe(true);
        expect(listed).toContain(`/${name}`);
      }
    }
    for (const file of listed) {
      expect(existsSync(path.join(buildDir, file))).toBe(true);
      expect(existsSync(path.join(buildDir, `${file}.br`))).toBe(true);
      expect(existsSync(path.join(buildDir, `${file}.gz`))).toBe(true);
    }
  });
});
