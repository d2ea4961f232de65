import type { SearchField } from './config';
import { expandDocuments } from './documentsEncoding';
import type { ScoredSubIndex } from './termScoring';

/**
 * The documents file of one tag, `search-box-docs-{tag}.json`, and what the box's index is once
 * loaded. easyops (@easyops-cn/docusaurus-search-local 0.55.3) builds one lunr 2.3.9 index per
 * document type; at build time src/features/search rewrites its file into the box's split index
 * (src/features/search/logic/indexSplitting.ts): this documents file, a term dictionary
 * (termDictionary.ts), postings in pieces (postingsPiece.ts) and the section texts in pieces.
 * The contract test (tests/contract) proves the box ranks exactly as easyops's index does.
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
  /** The indexed text; empty for section texts, which are in the text pieces. */
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

/**
 * The documents of the five sub-indexes, content documents without their text (`t` is empty; the
 * text is in the pieces `search-box-text-{tag}-{n}.json`), and the first content document id of
 * each of those pieces, ascending.
 */
export interface DocumentsFile {
  v: 2;
  /**
   * As stored, ids are gaps and fields that can be worked out again are left out
   * (documentsEncoding.ts); version 1 wrote every id and page id.
   */
  documents: IndexedDocument[][];
  texts: number[];
}

/** Section texts (content documents' `t`) by document id: one piece of them, or all loaded. */
export type SectionTexts = Record<string, string>;

export interface SubIndex extends ScoredSubIndex {
  /** The sub-index's documents by id. */
  documents: ReadonlyMap<number, IndexedDocument>;
}

/** One tag's index, ready to query. */
export type LoadedIndex = readonly SubIndex[];

export class IndexFormatError extends Error {
  constructor(detail: string) {
    super(`The search index has an unexpected format: ${detail}`);
    this.name = 'IndexFormatError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkDocument(value: unknown, where: string): IndexedDocument {
  if (!isRecord(value)) throw new IndexFormatError(`${where} is not an object`);
  const { i, t, u, h, p, s, b } = value;
  // The file writes ids as gaps, which only whole numbers add up exactly.
  if (!Number.isSafeInteger(i)) throw new IndexFormatError(`${where}.i is not a whole number`);
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

/** Checks the parsed JSON of a documents file; throws IndexFormatError naming what is wrong. */
export function checkDocumentsFile(json: unknown): DocumentsFile {
  if (!isRecord(json)) throw new IndexFormatError('the documents are not an object');
  if (json.v !== 2) {
    const version = json.v === undefined ? 'none' : JSON.stringify(json.v);
    throw new IndexFormatError(`the documents are not version 2 (they say ${version})`);
  }
  const { documents, texts } = json;
  if (!Array.isArray(documents) || documents.length !== subIndexFields.length) {
    throw new IndexFormatError(`expected ${subIndexFields.length} document lists`);
  }
  if (!Array.isArray(texts) || !texts.every((id) => Number.isInteger(id))) {
    throw new IndexFormatError('the documents have no list of text pieces');
  }
  documents.forEach((list: unknown, type) => {
    if (!Array.isArray(list)) {
      throw new IndexFormatError(
        `sub-index ${type} (${subIndexFields[type] ?? '?'}) has no documents list`,
      );
    }
  });
  return {
    v: 2,
    documents: expandDocuments(documents as unknown[][]).map((list, type) => {
      const where = `sub-index ${type} (${subIndexFields[type] ?? '?'})`;
      return list.map((document, n) => checkDocument(document, `${where} document ${n}`));
    }),
    texts: texts as number[],
  };
}

/** Checks the parsed JSON of a section texts file. */
export function checkTextsFile(json: unknown): SectionTexts {
  if (!isRecord(json) || !Object.values(json).every((text) => typeof text === 'string')) {
    throw new IndexFormatError('a piece of section texts is not an object of strings');
  }
  return json as SectionTexts;
}
