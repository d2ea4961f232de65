import {
  IndexFormatError,
  subIndexFields,
  subIndexOf,
  type DocumentsFile,
  type LoadedIndex,
} from './indexFile';
import type { TermPostings } from './postingsPiece';
import type { QueryTerm, TermClause } from './query';
import { createClauseExpander, tokenSetOf } from './termExpansion';
import { pieceHolding, type Dictionary } from './termDictionary';

/**
 * One tag's split index in the worker: per sub-index, lunr's token set of the whole dictionary
 * (to expand a query's clauses as lunr does) and the postings of the pieces loaded so far. A
 * query's score only reads the postings of its own terms (termScoring.ts), which the pieces it
 * needs bring, so each score is exactly the one of the whole index.
 */
export interface TagIndex {
  /** The indexes to rank with; they hold the terms of every query prepared so far. */
  readonly loaded: LoadedIndex;
  /** The postings pieces the query's terms expand to that are not loaded yet. */
  piecesFor(terms: readonly QueryTerm[]): number[];
  /** Adds a postings piece (decodePostingsFile); throws IndexFormatError if it does not fit. */
  addPiece(piece: number, postings: ReadonlyMap<number, TermPostings[]>): void;
  /** Every postings piece not added yet, in order. */
  missingPieces(): number[];
  /** The pieces of section texts that hold these content document ids. */
  textPiecesFor(ids: readonly number[]): number[];
}

interface PartialSubIndex {
  expand: (clause: TermClause) => string[];
  /** The postings of the terms of the pieces added so far. */
  postings: Map<string, TermPostings>;
}

function partialSubIndex(dictionary: Dictionary, type: number): PartialSubIndex {
  // The dictionary is sorted as lunr's Builder sorts the terms for its token set.
  const tokenSet = tokenSetOf(
    dictionary.terms.filter((_, n) => ((dictionary.masks[n] ?? 0) & (1 << type)) !== 0),
  );
  return { expand: createClauseExpander(tokenSet), postings: new Map() };
}

export function createTagIndex(dictionary: Dictionary, documentsFile: DocumentsFile): TagIndex {
  const subIndexes = subIndexFields.map((_, type) => partialSubIndex(dictionary, type));
  const added = new Set<number>();

  return {
    loaded: subIndexes.map(({ expand, postings }, type) => ({
      documents: new Map(
        (documentsFile.documents[type] ?? []).map((document) => [document.i, document]),
      ),
      expand,
      postings: (term) => postings.get(term),
    })),
    piecesFor(terms) {
      const pieces = new Set<number>();
      for (const term of terms) {
        for (const field of term.fields) {
          for (const clause of term.clauses) {
            for (const expanded of subIndexes[subIndexOf[field]]?.expand(clause) ?? []) {
              const number = dictionary.numbers.get(expanded);
              if (number === undefined) continue;
              const piece = pieceHolding(dictionary.pieceStarts, number);
              if (!added.has(piece)) pieces.add(piece);
            }
          }
        }
      }
      return [...pieces].sort((a, b) => a - b);
    },
    addPiece(piece, postings) {
      if (added.has(piece)) return;
      const start = dictionary.pieceStarts[piece];
      const end = dictionary.pieceStarts[piece + 1] ?? dictionary.terms.length;
      if (start === undefined || postings.size !== end - start) {
        throw new IndexFormatError(`piece ${piece} does not hold the terms the dictionary says`);
      }
      // Checked whole before any of it is added: a corrupt piece leaves the indexes as they were.
      const checked: [number, TermPostings[], number[]][] = [];
      for (let number = start; number < end; number += 1) {
        const lists = postings.get(number);
        const mask = dictionary.masks[number] ?? 0;
        const types = subIndexFields.map((_, type) => type).filter((type) => mask & (1 << type));
        if (lists === undefined || lists.length !== types.length) {
          throw new IndexFormatError(`piece ${piece} has not the postings of term ${number}`);
        }
        checked.push([number, lists, types]);
      }
      for (const [number, lists, types] of checked) {
        const term = dictionary.terms[number] ?? '';
        types.forEach((type, n) => {
          const postings = lists[n];
          if (postings) subIndexes[type]?.postings.set(term, postings);
        });
      }
      added.add(piece);
    },
    missingPieces() {
      return dictionary.pieceStarts.map((_, piece) => piece).filter((piece) => !added.has(piece));
    },
    textPiecesFor(ids) {
      const starts = documentsFile.texts;
      if (starts.length === 0) return [];
      return [...new Set(ids.map((id) => pieceHolding(starts, id)))].sort((a, b) => a - b);
    },
  };
}
