import lunr from 'lunr';
import type { IndexedDocument, SubIndex } from '../../src/features/search/logic/indexFile';
import type { TermPostings } from '../../src/features/search/logic/postingsPiece';
import type { TermClause } from '../../src/features/search/logic/query';
import { createClauseExpander } from '../../src/features/search/logic/termExpansion';
import type { Scores } from '../../src/features/search/logic/termScoring';

/** A result of lunr's query: its ref as a number, its score, the terms of its match data. */
export interface LunrResult {
  ref: number;
  score: number;
  terms: string[];
}

/**
 * A whole lunr index (easyops's file as lunr loads it) read through what the box's scorer reads,
 * and lunr's own query on it: the tests compare the box's scores with lunr's.
 */

/** A vector's flat [index, value, …] array, which @types/lunr leaves out. */
const elementsOf = (vector: lunr.Vector | undefined) =>
  (vector as unknown as { elements: number[] } | undefined)?.elements ?? [];

interface LunrInternals {
  invertedIndex: Record<string, { _index: number; t: Record<string, object> }>;
  fieldVectors: Record<string, lunr.Vector>;
  tokenSet: lunr.TokenSet;
  pipeline: lunr.Pipeline;
}

export function lunrSubIndex(index: lunr.Index, documents: readonly IndexedDocument[]): SubIndex {
  const internals = index as unknown as LunrInternals;
  return {
    documents: new Map(documents.map((document) => [document.i, document])),
    expand: createClauseExpander(internals.tokenSet, internals.pipeline),
    postings(term): TermPostings | undefined {
      const posting = internals.invertedIndex[term];
      if (posting === undefined) return undefined;
      // Integer-like keys: Object.keys gives them in ascending order, as lunr reads them.
      const refs = Object.keys(posting.t).map(Number);
      const weights = refs.map((ref) => {
        const elements = elementsOf(internals.fieldVectors[`t/${String(ref)}`]);
        for (let n = 0; n < elements.length; n += 2) {
          if (elements[n] === posting._index) return elements[n + 1] ?? Number.NaN;
        }
        throw new Error(`no weight of "${term}" in document ${String(ref)}`);
      });
      return { termIndex: posting._index, refs, weights };
    },
  };
}

/** lunr's own Index#query with the clauses as the box builds them (optional, boost 1, field t). */
export function lunrQuery(index: lunr.Index, clauses: readonly TermClause[]): LunrResult[] {
  return index
    .query((query) => {
      for (const clause of clauses) {
        query.clause({
          term: clause.term,
          fields: ['t'],
          boost: 1,
          usePipeline: clause.usePipeline,
          wildcard: lunr.Query.wildcard.NONE,
          presence: lunr.Query.presence.OPTIONAL,
          ...(clause.editDistance === undefined ? {} : { editDistance: clause.editDistance }),
        } as lunr.Query.Clause);
      }
    })
    .map(({ ref, score, matchData }) => ({
      ref: Number(ref),
      score,
      terms: Object.keys(matchData.metadata),
    }));
}

/** The box's scores as lunrQuery gives lunr's. */
export function withMatchedTerms({ documents, matchedTerms }: Scores): LunrResult[] {
  return documents.map(({ ref, score }) => ({ ref, score, terms: matchedTerms(ref) }));
}
