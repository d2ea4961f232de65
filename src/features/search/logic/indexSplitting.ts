import type { SearchTag } from './config';
import { compactDocuments, type StoredDocument } from './documentsEncoding';
import { documentsFileName, postingsFileName, termsFileName, textsFileName } from './boxFiles';
import { subIndexOf, type IndexedDocument, type SectionTexts } from './indexFile';
import { encodeTermPostings, type PostingsFile, type TermPostings } from './postingsPiece';
import { compareTerms, encodeDictionary, type DictionaryFile } from './termDictionary';

/**
 * Splits an index file as easyops writes it (five lunr 2.3.9 indexes with their documents) into
 * the box's files: a term dictionary, postings in pieces of consecutive terms, the documents, and
 * the section texts in pieces. The weights in the postings are read from the field vectors lunr's
 * Builder computed when easyops built the index, never worked out here. Runs at build time
 * (src/features/search); pure, so the unit and contract tests run it too.
 */

/** A sub-index as easyops serializes it. */
export interface EasyopsSubIndex {
  documents: IndexedDocument[];
  index: {
    fieldVectors: [string, number[]][];
    invertedIndex: [string, { _index: number; t: Record<string, { position?: unknown }> }][];
  };
}

/** Says whether a heading or content document is left out of the results (a link-list section). */
export type LeaveOut = (document: IndexedDocument) => boolean;

export interface SplitOptions {
  /** A postings piece is closed once its JSON reaches this many characters. */
  pieceChars: number;
  /** The same for a piece of section texts. */
  textPieceChars: number;
}

/** Sizes picked by measuring the benchmark's queries (docs-dev/benchmarks.md, "Search at scale"). */
export const defaultSplitOptions: SplitOptions = { pieceChars: 16_000, textPieceChars: 16_000 };

export interface SplitIndex {
  dictionary: DictionaryFile;
  /** A DocumentsFile as stored: checkDocumentsFile reads it. */
  documents: { v: 2; documents: StoredDocument[][]; texts: number[] };
  postings: PostingsFile[];
  texts: SectionTexts[];
}

/** Each document's field vector as a map from lunr's term index to the term's weight. */
function weightsOf(fieldVectors: EasyopsSubIndex['index']['fieldVectors']) {
  const byRef = new Map<string, Map<number, number>>();
  for (const [fieldRef, elements] of fieldVectors) {
    const weights = new Map<number, number>();
    for (let n = 0; n < elements.length; n += 2) {
      weights.set(elements[n] ?? -1, elements[n + 1] ?? 0);
    }
    byRef.set(fieldRef.slice(fieldRef.indexOf('/') + 1), weights);
  }
  return byRef;
}

/** Every term's postings, per sub-index (undefined where the sub-index lacks the term). */
function termPostingsOf(file: readonly EasyopsSubIndex[]) {
  const byTerm = new Map<string, (TermPostings | undefined)[]>();
  file.forEach(({ index }, type) => {
    const weights = weightsOf(index.fieldVectors);
    for (const [term, { _index, t }] of index.invertedIndex) {
      const refs = Object.keys(t)
        .map(Number)
        .sort((a, b) => a - b);
      const termWeights = refs.map((ref) => {
        const weight = weights.get(String(ref))?.get(_index);
        if (weight === undefined) {
          throw new Error(`easyops's index has no weight for "${term}" in ${ref} (${type})`);
        }
        return weight;
      });
      const lists = byTerm.get(term) ?? Array.from({ length: file.length }, () => undefined);
      lists[type] = { termIndex: _index, refs, weights: termWeights };
      byTerm.set(term, lists);
    }
  });
  return byTerm;
}

function splitPostings(file: readonly EasyopsSubIndex[], pieceChars: number) {
  const byTerm = termPostingsOf(file);
  const terms = [...byTerm.keys()].sort(compareTerms);
  const entries = terms.map((term) => {
    const lists = byTerm.get(term) ?? [];
    const mask = lists.reduce((bits, list, type) => (list ? bits | (1 << type) : bits), 0);
    return {
      term,
      mask,
      postings: lists.flatMap((list) => (list ? [encodeTermPostings(list)] : [])),
    };
  });
  const pieces: PostingsFile[] = [];
  let chars = 0;
  entries.forEach((entry, n) => {
    const size = JSON.stringify(entry.postings).length + 1;
    const current = pieces.at(-1);
    if (current === undefined || (chars + size > pieceChars && current.postings.length > 0)) {
      pieces.push({ v: 1, first: n, postings: [entry.postings] });
      chars = size;
    } else {
      current.postings.push(entry.postings);
      chars += size;
    }
  });
  const dictionary = encodeDictionary(
    entries,
    pieces.length === 0 ? [0] : pieces.map(({ first }) => first),
  );
  return { dictionary, postings: pieces };
}

function splitDocuments(
  file: readonly EasyopsSubIndex[],
  leaveOut: LeaveOut,
  textPieceChars: number,
) {
  const allTexts = new Map<number, string>();
  const documents = file.map(({ documents: list }, type) => {
    const sections = type === subIndexOf.heading || type === subIndexOf.content;
    const kept = sections ? list.filter((document) => !leaveOut(document)) : list;
    if (type !== subIndexOf.content) return kept;
    return kept.map((document) => {
      allTexts.set(document.i, document.t);
      return { ...document, t: '' };
    });
  });
  const texts: SectionTexts[] = [];
  const starts: number[] = [];
  let chars = 0;
  for (const id of [...allTexts.keys()].sort((a, b) => a - b)) {
    const text = allTexts.get(id) ?? '';
    const size = JSON.stringify(text).length + String(id).length + 4;
    const current = texts.at(-1);
    if (current === undefined || chars + size > textPieceChars) {
      texts.push({ [String(id)]: text });
      starts.push(id);
      chars = size;
    } else {
      current[String(id)] = text;
      chars += size;
    }
  }
  const documentsFile = { v: 2 as const, documents: compactDocuments(documents), texts: starts };
  return { documents: documentsFile, texts };
}

/**
 * `leaveOut` drops sections from the documents only: their words stay in the postings, so the
 * scores of every other document stay exactly what easyops computed.
 */
export function splitIndexFile(
  file: readonly EasyopsSubIndex[],
  leaveOut: LeaveOut,
  options: SplitOptions = defaultSplitOptions,
): SplitIndex {
  return {
    ...splitPostings(file, options.pieceChars),
    ...splitDocuments(file, leaveOut, options.textPieceChars),
  };
}

/** The files of a split index by name, as JSON texts. */
export function splitIndexFiles(tag: SearchTag, split: SplitIndex): Map<string, string> {
  const files = new Map<string, string>([
    [termsFileName(tag), JSON.stringify(split.dictionary)],
    [documentsFileName(tag), JSON.stringify(split.documents)],
  ]);
  split.postings.forEach((piece, n) => files.set(postingsFileName(tag, n), JSON.stringify(piece)));
  split.texts.forEach((piece, n) => files.set(textsFileName(tag, n), JSON.stringify(piece)));
  return files;
}
