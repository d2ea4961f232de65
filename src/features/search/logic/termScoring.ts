import type { TermPostings } from './postingsPiece';
import type { TermClause } from './query';

/**
 * lunr 2.3.9's `Index#query` for what the box asks of it, computed from postings: optional clauses
 * over one field. The results are lunr's to the last bit: the same documents, scores and matched
 * terms, in the same order (the unit and contract tests compare them with lunr's own query).
 *
 * Why not lunr's query: it scores a document by walking the whole query vector beside the
 * document's field vector, and allocates a set, a field ref and match data per term and document.
 * A prefix still being typed (`re*`) expands to hundreds of terms matching most documents at ten
 * times today's docs, so that walk runs thousands of times over hundreds of terms: about 100 ms
 * per keystroke on a desktop. lunr is no longer developed, and its maintainer's answer to queries
 * that match most of the index is to do it outside lunr
 * (https://github.com/olivernn/lunr.js/issues/453). Here each document's dot product adds only
 * the query terms it has, in lunr's order.
 */

/** What the scorer reads of a sub-index. */
export interface ScoredSubIndex {
  /** The index terms a clause matches, as lunr's query expands it (pipeline, token set). */
  expand(clause: TermClause): readonly string[];
  /** A term's postings; every term `expand` returns has them. */
  postings(term: string): TermPostings | undefined;
}

/** A document that matched, as lunr's query returns it. */
export interface ScoredDocument {
  ref: number;
  /** lunr's score: the query vector's dot product with the document's, over its magnitude. */
  score: number;
}

export interface Scores {
  /** Best first; equal scores in the order lunr first matched them. */
  documents: ScoredDocument[];
  /**
   * The index terms a document matched, in the order lunr's match data records them. Worked out
   * on demand: only the hits shown need them.
   */
  matchedTerms: (ref: number) => string[];
}

export class MissingPostingsError extends Error {
  constructor(term: string) {
    super(`the postings of "${term}" are not loaded`);
    this.name = 'MissingPostingsError';
  }
}

/** Whether ascending `refs` hold `ref`. */
function holds(refs: readonly number[], ref: number): boolean {
  let low = 0;
  let high = refs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = refs[middle] ?? 0;
    if (value === ref) return true;
    if (value < ref) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The documents the clauses match. Each clause has boost 1 and is optional, as the box builds
 * them (src/features/search/logic/search.ts); lunr then gives a term the number of clauses that
 * expand to it as its weight in the query vector.
 */
export function scoreClauses(subIndex: ScoredSubIndex, clauses: readonly TermClause[]): Scores {
  // Terms in the order lunr meets them, with their query weight.
  const queryWeights = new Map<string, number>();
  for (const clause of clauses) {
    for (const term of subIndex.expand(clause)) {
      queryWeights.set(term, (queryWeights.get(term) ?? 0) + 1);
    }
  }
  const postingsOf: [string, TermPostings][] = [];
  let lastRef = -1;
  for (const term of queryWeights.keys()) {
    const postings = subIndex.postings(term);
    if (postings === undefined) throw new MissingPostingsError(term);
    postingsOf.push([term, postings]);
    lastRef = Math.max(lastRef, postings.refs.at(-1) ?? -1);
  }

  // Documents in the order lunr first matches them: terms as met, each term's refs ascending.
  const documents: ScoredDocument[] = [];
  const position = new Int32Array(lastRef + 1).fill(-1);
  for (const [, { refs }] of postingsOf) {
    for (const ref of refs) {
      if (position[ref] !== -1) continue;
      position[ref] = documents.length;
      documents.push({ ref, score: 0 });
    }
  }

  // lunr's Vector#dot and #magnitude add term by term in ascending term index: so does this.
  const dots = new Float64Array(lastRef + 1);
  const byTermIndex = [...postingsOf].sort((a, b) => a[1].termIndex - b[1].termIndex);
  let sumOfSquares = 0;
  for (const [term, { refs, weights }] of byTermIndex) {
    const queryWeight = queryWeights.get(term) ?? 0;
    sumOfSquares += queryWeight * queryWeight;
    for (let n = 0; n < refs.length; n += 1) {
      const ref = refs[n] ?? 0;
      dots[ref] = (dots[ref] ?? 0) + queryWeight * (weights[n] ?? 0);
    }
  }
  const magnitude = Math.sqrt(sumOfSquares);
  for (const document of documents) document.score = (dots[document.ref] ?? 0) / magnitude || 0;

  return {
    // Array#sort is stable, so equal scores keep lunr's order of first match.
    documents: documents.sort((a, b) => b.score - a.score),
    matchedTerms: (ref) =>
      postingsOf.flatMap(([term, { refs }]) => (holds(refs, ref) ? [term] : [])),
  };
}
