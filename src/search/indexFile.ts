import lunr from 'lunr';
import type { SearchField } from './config';

/**
 * The format of `search-index-{tag}.json` as @easyops-cn/docusaurus-search-local 0.55.3 writes it:
 * an array of five sub-indexes, one per document type, each a lunr 2.3.9 index over field `t`.
 * The contract test (tests/contract) proves the real build output still has this shape.
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
  /** The indexed text. */
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

export interface SerializedSubIndex {
  documents: IndexedDocument[];
  index: object;
}

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

/** Checks the parsed JSON of an index file; throws IndexFormatError naming what is wrong. */
export function checkIndexFile(json: unknown): SerializedSubIndex[] {
  if (!Array.isArray(json) || json.length !== subIndexFields.length) {
    throw new IndexFormatError(`expected an array of ${subIndexFields.length} sub-indexes`);
  }
  return json.map((entry: unknown, type) => {
    const where = `sub-index ${type} (${subIndexFields[type] ?? '?'})`;
    if (!isRecord(entry)) throw new IndexFormatError(`${where} is not an object`);
    const { documents, index } = entry;
    if (!Array.isArray(documents)) throw new IndexFormatError(`${where} has no documents list`);
    if (!isRecord(index)) throw new IndexFormatError(`${where} has no index`);
    if (index.version !== lunr.version) {
      throw new IndexFormatError(
        `${where} was built by lunr ${String(index.version)}, the box reads ${lunr.version}`,
      );
    }
    if (!Array.isArray(index.fields) || index.fields.join() !== 't') {
      throw new IndexFormatError(`${where} does not index the single field "t"`);
    }
    return {
      documents: documents.map((document, n) => checkDocument(document, `${where} document ${n}`)),
      index,
    };
  });
}

/** Turns a checked index file into queryable lunr indexes. */
export function loadIndexFile(file: readonly SerializedSubIndex[]): LoadedIndex {
  return file.map(({ documents, index }) => ({
    documents: new Map(documents.map((document) => [String(document.i), document])),
    index: lunr.Index.load(index),
  }));
}
