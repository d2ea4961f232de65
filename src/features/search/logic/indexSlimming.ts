import {
  subIndexOf,
  type IndexedDocument,
  type Postings,
  type SectionTexts,
  type SerializedSubIndex,
} from './indexFile';

/**
 * Rewrites an index file as easyops writes it (five lunr 2.3.9 indexes with their documents) into
 * the two files the box fetches, as src/features/search/logic/indexFile.ts describes them: the index keeps each
 * term's documents and frequencies (from the word positions, which it leaves out) and lunr works
 * out the field vectors again on load; section texts go to a companion file, fetched only to cut
 * the snippets of the results shown. Runs at build time (src/features/search); pure, so the
 * unit and contract tests run it too.
 */

/** A sub-index as easyops serializes it. */
export interface EasyopsSubIndex {
  documents: IndexedDocument[];
  index: {
    fieldVectors: [string, number[]][];
    invertedIndex: [string, { _index: number; t: Record<string, { position?: unknown[] }> }][];
  };
}

export interface SlimIndex {
  file: SerializedSubIndex[];
  texts: SectionTexts;
}

/** Says whether a heading or content document is left out of the results (a link-list section). */
export type LeaveOut = (document: IndexedDocument) => boolean;

function postingsOf(index: EasyopsSubIndex['index']): Postings[] {
  return index.invertedIndex.map(([term, { _index, t }]): Postings => {
    const postings: Postings = [term, _index];
    for (const [ref, { position }] of Object.entries(t)) {
      if (!Array.isArray(position)) {
        throw new Error(`easyops's index has no word positions for "${term}" in ${ref}`);
      }
      postings.push(Number(ref), position.length);
    }
    return postings;
  });
}

/**
 * `leaveOut` drops sections from the documents only: their words stay in the index, so the scores
 * of every other document stay exactly what easyops computed.
 */
export function slimIndexFile(file: readonly EasyopsSubIndex[], leaveOut: LeaveOut): SlimIndex {
  const texts: SectionTexts = {};
  const slim = file.map(({ documents, index }, type): SerializedSubIndex => {
    const sections = type === subIndexOf.heading || type === subIndexOf.content;
    const kept = sections ? documents.filter((document) => !leaveOut(document)) : documents;
    return {
      documents:
        type === subIndexOf.content
          ? kept.map((document) => {
              texts[String(document.i)] = document.t;
              return { ...document, t: '' };
            })
          : kept,
      documentCount: index.fieldVectors.length,
      postings: postingsOf(index),
    };
  });
  return { file: slim, texts };
}
