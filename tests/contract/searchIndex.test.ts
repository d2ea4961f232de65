import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { rankingConfig, searchTags } from '../../src/search/config';
import {
  checkIndexFile,
  subIndexFields,
  type SerializedSubIndex,
} from '../../src/search/indexFile';
import { indexUrl } from '../../src/search/indexLoader';

/**
 * The index files easyops wrote into build/ are what the search box reads. These tests fail
 * loudly when an easyops or lunr upgrade changes that format or the ranking baked into it.
 * Run after `npm run build` (npm test does).
 */

const buildDir = path.resolve('build');
const generatedConstants = path.resolve(
  '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js',
);
if (!existsSync(path.join(buildDir, 'search-index-docs.json'))) {
  throw new Error('No search index in build/: run `npm run build` before the contract tests.');
}

function readIndexFile(tag: string): SerializedSubIndex[] {
  return checkIndexFile(
    JSON.parse(readFileSync(path.join(buildDir, `search-index-${tag}.json`), 'utf8')),
  );
}

/** Builds a sub-index from its documents the way easyops does, with our BM25 parameters. */
function rebuild(subIndex: SerializedSubIndex, bm25: { b: number; k1: number }): object {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field('t');
  builder.metadataWhitelist = ['position'];
  builder.b(bm25.b);
  builder.k1(bm25.k1);
  for (const document of subIndex.documents) builder.add({ ...document, i: String(document.i) });
  return JSON.parse(JSON.stringify(builder.build())) as object;
}

describe.each(searchTags)('search-index-%s.json from the build', (tag) => {
  const file = readIndexFile(tag);

  it('has five lunr 2.3.9 sub-indexes over field "t", one per document type', () => {
    expect(file).toHaveLength(subIndexFields.length);
    for (const { index } of file) {
      expect(index).toMatchObject({ version: '2.3.9', fields: ['t'], pipeline: ['stemmer'] });
    }
  });

  it('has documents shaped as the box reads them, each indexed under its id', () => {
    const [titles, headings, descriptions, keywords, contents] = file as [
      SerializedSubIndex,
      SerializedSubIndex,
      SerializedSubIndex,
      SerializedSubIndex,
      SerializedSubIndex,
    ];
    expect(titles.documents.length).toBeGreaterThan(0);
    const pageIds = new Set(titles.documents.map((document) => document.i));
    for (const document of titles.documents) {
      // checkIndexFile has checked the types; a page title document has exactly these fields.
      expect(Object.keys(document).sort()).toEqual(['b', 'i', 't', 'u']);
      expect(document.t).toMatch(/\S/);
      expect(document.u).toMatch(new RegExp(`^/${tag}/`));
    }
    for (const { documents } of [descriptions, keywords]) {
      for (const document of documents) {
        expect(document.p).toBe(document.i);
        expect(pageIds.has(document.i)).toBe(true);
      }
    }
    for (const { documents } of [headings, contents]) {
      for (const document of documents) {
        expect(pageIds.has(document.p ?? -1)).toBe(true);
        expect(document.h).toMatch(/^(#\S+)?$/);
      }
    }
    for (const { documents, index } of file) {
      const refs = (index as { fieldVectors: [string][] }).fieldVectors.map(([ref]) => ref);
      expect(refs.sort()).toEqual(documents.map((document) => `t/${document.i}`).sort());
    }
  });

  it('bakes in the BM25 parameters of the ranking config (b 0.75, k1 1.2)', () => {
    for (const subIndex of file) {
      expect(rebuild(subIndex, rankingConfig.bm25)).toEqual(subIndex.index);
    }
    // The comparison does see the parameters: other values give other vectors.
    const content = file[4] as SerializedSubIndex;
    expect(rebuild(content, { b: 0.75, k1: 2 })).not.toEqual(content.index);
    expect(rebuild(content, { b: 0.5, k1: 1.2 })).not.toEqual(content.index);
  });
});

describe('index file names', () => {
  it('are what the worker asks for, from easyops’s generated template', () => {
    const source = readFileSync(generatedConstants, 'utf8');
    const template = /export const searchIndexUrl = "([^"]+)";/.exec(source)?.[1];
    expect(template).toMatch(/^search-index\{dir\}\.json(\?_=\w+)?$/);
    for (const tag of searchTags) {
      const url = indexUrl('/', template ?? '', tag);
      expect(existsSync(path.join(buildDir, url.replace(/\?.*$/, '')))).toBe(true);
    }
  });
});
