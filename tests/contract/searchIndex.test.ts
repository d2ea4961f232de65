import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  rankingConfig,
  searchLimits,
  searchTags,
  type SearchTag,
} from '../../src/features/search/logic/config';
import {
  checkIndexFile,
  checkTextsFile,
  lunrIndexOf,
  subIndexFields,
  type IndexedDocument,
  type LoadedIndex,
  type SerializedSubIndex,
} from '../../src/features/search/logic/indexFile';
import {
  boxFileUrl,
  boxIndexFileName,
  boxTextsFileName,
  easyopsIndexFileName,
} from '../../src/features/search/logic/indexLoader';
import type { EasyopsSubIndex } from '../../src/features/search/logic/indexSlimming';
import { marksOf } from '../../src/features/search/logic/marks';
import { parseQuery } from '../../src/features/search/logic/query';
import { searchIndex } from '../../src/features/search/logic/search';

/**
 * The build writes the box's files from easyops's (src/features/search). These tests, run
 * on build/ after `npm run build`, prove on that build's own content that nothing the box shows
 * changed on the way: the index the box loads is the one easyops built, the marks it works out
 * are the word positions lunr recorded, and a fixed set of queries (searchQueries.json) gets the
 * same ranked results, snippets and marks from the box's files as from easyops's. They also fail
 * loudly when an easyops or lunr upgrade changes the format.
 */

const buildDir = path.resolve('build');
const generatedConstants = path.resolve(
  '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js',
);
if (!existsSync(path.join(buildDir, boxIndexFileName('docs')))) {
  throw new Error('No search index in build/: run `npm run build` before the contract tests.');
}
const queries = JSON.parse(
  readFileSync(path.resolve('tests/contract/searchQueries.json'), 'utf8'),
) as string[];

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
}

type LunrJson = {
  fieldVectors: [string, number[]][];
  invertedIndex: [string, { _index: number; t: Record<string, unknown> }][];
};

/** easyops's index without what the box's file leaves out: word positions, empty vectors. */
function withoutPositions(index: LunrJson): object {
  return {
    ...index,
    fieldVectors: index.fieldVectors.filter(([, vector]) => vector.length > 0).sort(),
    invertedIndex: index.invertedIndex.map(([term, { _index, t }]) => [
      term,
      { _index, t: Object.fromEntries(Object.keys(t).map((ref) => [ref, {}])) },
    ]),
  };
}

/** Builds a sub-index from its documents the way easyops does, with the given BM25 parameters. */
function rebuild(documents: IndexedDocument[], bm25: { b: number; k1: number }): object {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field('t');
  builder.metadataWhitelist = ['position'];
  builder.b(bm25.b);
  builder.k1(bm25.k1);
  for (const document of documents) builder.add({ ...document, i: String(document.i) });
  return JSON.parse(JSON.stringify(builder.build())) as object;
}

describe.each(searchTags)('the box’s %s files from the build', (tag: SearchTag) => {
  const easyops = readJson(easyopsIndexFileName(tag)) as EasyopsSubIndex[];
  const box = checkIndexFile(readJson(boxIndexFileName(tag)));
  const texts = checkTextsFile(readJson(boxTextsFileName(tag)));
  const [, headings, , , contents] = box as [
    SerializedSubIndex,
    SerializedSubIndex,
    SerializedSubIndex,
    SerializedSubIndex,
    SerializedSubIndex,
  ];

  it('come from easyops’s five lunr 2.3.9 sub-indexes over field "t"', () => {
    expect(easyops).toHaveLength(subIndexFields.length);
    for (const { index } of easyops) {
      expect(index).toMatchObject({ version: '2.3.9', fields: ['t'], pipeline: ['stemmer'] });
    }
  });

  it('load into exactly the lunr indexes easyops built', () => {
    box.forEach((subIndex, type) => {
      const loaded = JSON.parse(JSON.stringify(lunrIndexOf(subIndex))) as LunrJson;
      const original = easyops[type]?.index as unknown as LunrJson;
      expect({ ...loaded, fieldVectors: loaded.fieldVectors.sort() }).toEqual(
        withoutPositions(original),
      );
    });
  });

  it('were scored by easyops with the BM25 parameters of the ranking config', () => {
    const content = easyops[4] as EasyopsSubIndex;
    expect(rebuild(content.documents, rankingConfig.bm25)).toEqual(content.index);
    // The comparison does see the parameters: other values give other vectors.
    expect(rebuild(content.documents, { b: 0.75, k1: 2 })).not.toEqual(content.index);
  });

  it('keep every document but link-list sections, with the section texts apart', () => {
    box.forEach(({ documents }, type) => {
      const original = (easyops[type] as EasyopsSubIndex).documents;
      if (documents === headings.documents || documents === contents.documents) {
        expect(original.length).toBeGreaterThanOrEqual(documents.length);
      } else {
        expect(documents).toEqual(original);
      }
    });
    const kept = new Set(contents.documents.map(({ i }) => i));
    const leftOut = (easyops[4] as EasyopsSubIndex).documents.filter(({ i }) => !kept.has(i));
    // What is left out is whole sections, heading and text, and never a page's opening text.
    const leftOutHeadings = new Set(
      (easyops[1] as EasyopsSubIndex).documents
        .filter(({ i }) => !headings.documents.some((document) => document.i === i))
        .map(({ u, h }) => `${u}${h ?? ''}`),
    );
    expect(new Set(leftOut.map(({ u, h }) => `${u}${h ?? ''}`))).toEqual(leftOutHeadings);
    expect(leftOut.every(({ h }) => h !== '')).toBe(true);
    for (const document of contents.documents) {
      expect(document.t).toBe('');
      expect(texts[String(document.i)]).toBe(
        (easyops[4] as EasyopsSubIndex).documents.find(({ i }) => i === document.i)?.t,
      );
    }
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

  it('give the same ranked results, snippets and marks as easyops’s file', () => {
    const boxIndex: LoadedIndex = box.map((subIndex) => ({
      documents: new Map(subIndex.documents.map((document) => [String(document.i), document])),
      index: lunrIndexOf(subIndex),
    }));
    // easyops's file as lunr loads it, texts inline, with the same documents as the box's.
    const easyopsIndex: LoadedIndex = easyops.map(({ documents, index }, type) => {
      const kept = new Set(box[type]?.documents.map(({ i }) => i));
      return {
        documents: new Map(
          documents
            .filter(({ i }) => kept.has(i))
            .map((document) => [String(document.i), document]),
        ),
        index: lunr.Index.load(index),
      };
    });
    let answered = 0;
    for (const query of queries) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(`${query}: ${parsed.error.message}`);
      const limit = searchLimits.maxResults;
      const expected = searchIndex(easyopsIndex, tag, parsed.terms, limit);
      expect(searchIndex(boxIndex, tag, parsed.terms, limit, texts), query).toEqual(expected);
      if (expected.length > 0) answered += 1;
    }
    // The queries exercise the comparison: most have results in the docs.
    if (tag === 'docs') expect(answered).toBeGreaterThan(queries.length / 2);
  });
});

describe('index file names', () => {
  it('are what the worker asks for, with easyops’s content hash', () => {
    const source = readFileSync(generatedConstants, 'utf8');
    const template = /export const searchIndexUrl = "([^"]+)";/.exec(source)?.[1];
    expect(template).toMatch(/^search-index\{dir\}\.json(\?_=\w+)?$/);
    for (const tag of searchTags) {
      for (const name of [boxIndexFileName(tag), boxTextsFileName(tag)]) {
        const url = boxFileUrl('/', template ?? '', name);
        expect(existsSync(path.join(buildDir, url.replace(/\?.*$/, '')))).toBe(true);
      }
    }
  });
});
