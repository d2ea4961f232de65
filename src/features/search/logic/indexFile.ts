import lunr from 'lunr';
import { rankingConfig, type SearchField } from './config';

/**
 * The format of the box's index files, `search-index-{tag}.json`. easyops
 * (@easyops-cn/docusaurus-search-local 0.55.3) builds one lunr 2.3.9 index per document type;
 * at build time src/features/search rewrites its file into this format (src/features/search/logic/indexSlimming.ts):
 * the same documents and terms, without the word positions and field vectors lunr can work out
 * again, and with the section texts in a companion file, `search-text-{tag}.json`. The contract
 * test (tests/contract) proves the index loaded here is the one easyops built.
 */

/** Position of each document type in the file, and the query field that searches it. */
export const subIndexFields = ['title', 'heading', 'description', 'tags', 'content'] as const;
export const subIndexOf: Record<SearchField, number> = {
  title: 0,
  heading: 1,
  description: 2,
  tags: 3,
  content: 4,
};

export interface IndexedDocument {
  /** Id; the lunr ref is its string form. Description and keyword documents share the page's id. */
  i: number;
  /** The indexed text; empty for section texts, which are in the companion file. */
  t: string;
  /** Page URL. */
  u: string;
  /** Section hash (`#installing`), empty for the text before the first heading. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Title of the section (content) or page (description, keywords). */
  s?: string;
  /** Breadcrumb of the page (title documents). */
  b?: string[];
}

/** A term's postings: `[term, lunr's index of the term, ref, frequency, ref, frequency, …]`. */
export type Postings = [string, number, ...number[]];

export interface SerializedSubIndex {
  documents: IndexedDocument[];
  /** Documents lunr indexed, including those left out of `documents`: part of every score. */
  documentCount: number;
  postings: Postings[];
}

/** Section texts (content documents' `t`) by document id. */
export type SectionTexts = Record<string, string>;

export interface SubIndex {
  documents: ReadonlyMap<string, IndexedDocument>;
  index: lunr.Index;
}

/** One tag's index, ready to query. */
export type LoadedIndex = readonly SubIndex[];

export class IndexFormatError extends Error {
  constructor(detail: string) {
    super(`The search index has an unexpected format: ${detail}`);
    this.name = 'IndexFormatError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkDocument(value: unknown, where: string): IndexedDocument {
  if (!isRecord(value)) throw new IndexFormatError(`${where} is not an object`);
  const { i, t, u, h, p, s, b } = value;
  if (typeof i !== 'number') throw new IndexFormatError(`${where}.i is not a number`);
  if (typeof t !== 'string') throw new IndexFormatError(`${where}.t is not a string`);
  if (typeof u !== 'string') throw new IndexFormatError(`${where}.u is not a string`);
  if (h !== undefined && typeof h !== 'string') {
    throw new IndexFormatError(`${where}.h is not a string`);
  }
  if (p !== undefined && typeof p !== 'number') {
    throw new IndexFormatError(`${where}.p is not a number`);
  }
  if (s !== undefined && typeof s !== 'string') {
    throw new IndexFormatError(`${where}.s is not a string`);
  }
  if (b !== undefined && !(Array.isArray(b) && b.every((item) => typeof item === 'string'))) {
    throw new IndexFormatError(`${where}.b is not a list of strings`);
  }
  return value as unknown as IndexedDocument;
}

function checkPostings(value: unknown, where: string): Postings {
  if (
    !Array.isArray(value) ||
    typeof value[0] !== 'string' ||
    value.length % 2 !== 0 ||
    !value.slice(1).every((item) => Number.isInteger(item))
  ) {
    throw new IndexFormatError(`${where} is not [term, index, ref, frequency, …]`);
  }
  return value as Postings;
}

/** Checks the parsed JSON of an index file; throws IndexFormatError naming what is wrong. */
export function checkIndexFile(json: unknown): SerializedSubIndex[] {
  if (!Array.isArray(json) || json.length !== subIndexFields.length) {
    throw new IndexFormatError(`expected an array of ${subIndexFields.length} sub-indexes`);
  }
  return json.map((entry: unknown, type) => {
    const where = `sub-index ${type} (${subIndexFields[type] ?? '?'})`;
    if (!isRecord(entry)) throw new IndexFormatError(`${where} is not an object`);
    const { documents, documentCount, postings } = entry;
    if (!Array.isArray(documents)) throw new IndexFormatError(`${where} has no documents list`);
    if (typeof documentCount !== 'number') {
      throw new IndexFormatError(`${where} has no document count`);
    }
    if (!Array.isArray(postings)) throw new IndexFormatError(`${where} has no postings`);
    return {
      documents: documents.map((document, n) => checkDocument(document, `${where} document ${n}`)),
      documentCount,
      postings: postings.map((item, n) => checkPostings(item, `${where} postings ${n}`)),
    };
  });
}

/** Checks the parsed JSON of a section texts file. */
export function checkTextsFile(json: unknown): SectionTexts {
  if (!isRecord(json) || !Object.values(json).every((text) => typeof text === 'string')) {
    throw new IndexFormatError('the section texts are not an object of strings');
  }
  return json as SectionTexts;
}

/** The parts of lunr.Builder that `add()` fills from a document's text; @types/lunr omits them. */
interface BuilderState {
  _documents: Record<string, object>;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
}

/**
 * The lunr index easyops built, from its postings: lunr's own Builder works out the BM25 field
 * vectors from the term frequencies, as it did when easyops built the index, with the same `b`
 * and `k1` (the contract test compares the result with easyops's index).
 */
export function lunrIndexOf({ documentCount, postings }: SerializedSubIndex): lunr.Index {
  const builder = new lunr.Builder();
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field('t');
  builder.b(rankingConfig.bm25.b);
  builder.k1(rankingConfig.bm25.k1);
  const state = builder as unknown as BuilderState;
  for (const [term, termIndex, ...refsAndFrequencies] of postings) {
    const byRef: Record<string, object> = Object.create(null) as Record<string, object>;
    for (let n = 0; n < refsAndFrequencies.length; n += 2) {
      const ref = String(refsAndFrequencies[n]);
      const frequency = refsAndFrequencies[n + 1] ?? 0;
      const fieldRef = `t/${ref}`;
      byRef[ref] = {};
      state._documents[ref] = {};
      (state.fieldTermFrequencies[fieldRef] ??= {})[term] = frequency;
      state.fieldLengths[fieldRef] = (state.fieldLengths[fieldRef] ?? 0) + frequency;
    }
    state.invertedIndex[term] = { _index: termIndex, t: byRef };
  }
  // Documents without any indexed word (all stop words) still count in lengths and idf.
  const indexed = Object.keys(state.fieldLengths).length;
  for (let n = 0; n < documentCount - indexed; n += 1) state.fieldLengths[`t/empty-${n}`] = 0;
  state.documentCount = documentCount;
  return builder.build();
}

/** Turns a checked index file into queryable lunr indexes. */
export function loadIndexFile(file: readonly SerializedSubIndex[]): LoadedIndex {
  return file.map((subIndex) => ({
    documents: new Map(subIndex.documents.map((document) => [String(document.i), document])),
    index: lunrIndexOf(subIndex),
  }));
}
