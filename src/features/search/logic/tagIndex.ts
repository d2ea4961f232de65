import lunr from 'lunr';
import {
  IndexFormatError,
  subIndexFields,
  subIndexOf,
  type DocumentsFile,
  type LoadedIndex,
} from './indexFile';
import type { TermPostings } from './postingsPiece';
import type { QueryTerm } from './query';
import { pieceHolding, type Dictionary } from './termDictionary';

/**
 * One tag's split index in the worker: lunr indexes, one per sub-index, whose token sets hold the
 * whole dictionary and whose inverted index and field vectors hold the postings pieces loaded so
 * far. lunr's own query runs on them unchanged: a query's score is the dot product of its query
 * vector with each matched document's field vector divided by the query vector's magnitude, and
 * the dot product only reads the weights of the query's own terms, which the pieces it needs
 * bring, so each score is exactly the one of the whole index.
 */
export interface TagIndex {
  /** The indexes to rank with; they hold the terms of every query prepared so far. */
  readonly loaded: LoadedIndex;
  /** The postings pieces the query's terms expand to that are not loaded yet. */
  piecesFor(terms: readonly QueryTerm[]): number[];
  /** Adds a postings piece (decodePostingsFile); throws IndexFormatError if it does not fit. */
  addPiece(piece: number, postings: ReadonlyMap<number, TermPostings[]>): void;
  /** The pieces of section texts that hold these content document ids. */
  textPiecesFor(ids: readonly number[]): number[];
}

/** lunr's parts that @types/lunr leaves out. */
const tokenSets = lunr.TokenSet as unknown as {
  fromArray: (terms: readonly string[]) => lunr.TokenSet;
  fromClause: (clause: { term: string; editDistance?: number }) => lunr.TokenSet;
};
type RunString = (text: string, metadata: object) => string[];

/** The search pipeline of easyops's indexes (`pipeline: ['stemmer']`). */
function searchPipeline(): lunr.Pipeline {
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  return pipeline;
}

interface PartialSubIndex {
  index: lunr.Index;
  tokenSet: lunr.TokenSet;
  invertedIndex: Record<string, { _index: number; t: Record<string, object> }>;
  fieldVectors: Record<string, lunr.Vector>;
}

function partialSubIndex(dictionary: Dictionary, type: number): PartialSubIndex {
  const invertedIndex = Object.create(null) as PartialSubIndex['invertedIndex'];
  const fieldVectors = Object.create(null) as PartialSubIndex['fieldVectors'];
  // The dictionary is sorted as lunr's Builder sorts the terms for its token set.
  const tokenSet = tokenSets.fromArray(
    dictionary.terms.filter((_, n) => ((dictionary.masks[n] ?? 0) & (1 << type)) !== 0),
  );
  const index = new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet,
    fields: ['t'],
    pipeline: searchPipeline(),
  } as unknown as lunr.Index.Attributes);
  return { index, tokenSet, invertedIndex, fieldVectors };
}

export function createTagIndex(dictionary: Dictionary, documentsFile: DocumentsFile): TagIndex {
  const subIndexes = subIndexFields.map((_, type) => partialSubIndex(dictionary, type));
  const pipeline = searchPipeline();
  const runString = pipeline.runString.bind(pipeline) as RunString;
  const added = new Set<number>();

  /** Expansions by sub-index and clause: the dictionary never changes, nor do they. */
  const expansions = new Map<string, string[]>();
  const maxRemembered = 2000;

  /** The terms of sub-index `type` a clause matches, as lunr's Index#query expands them. */
  function expand(type: number, clause: QueryTerm['clauses'][number]): string[] {
    const key = `${String(type)} ${String(clause.usePipeline)} ${String(clause.editDistance)} ${clause.term}`;
    let terms = expansions.get(key);
    if (terms === undefined) {
      if (expansions.size >= maxRemembered) expansions.clear();
      terms = expandAnew(type, clause);
      expansions.set(key, terms);
    }
    return terms;
  }

  function expandAnew(type: number, clause: QueryTerm['clauses'][number]): string[] {
    const terms = clause.usePipeline ? runString(clause.term, { fields: ['t'] }) : [clause.term];
    const tokenSet = subIndexes[type]?.tokenSet;
    if (tokenSet === undefined) return [];
    return terms.flatMap((term) =>
      tokenSet
        .intersect(
          tokenSets.fromClause(
            clause.editDistance === undefined
              ? { term }
              : { term, editDistance: clause.editDistance },
          ),
        )
        .toArray(),
    );
  }

  return {
    loaded: subIndexes.map(({ index }, type) => ({
      documents: new Map(
        (documentsFile.documents[type] ?? []).map((document) => [String(document.i), document]),
      ),
      index,
      expand: (clause) => expand(type, clause),
    })),
    piecesFor(terms) {
      const pieces = new Set<number>();
      for (const term of terms) {
        for (const field of term.fields) {
          for (const clause of term.clauses) {
            for (const expanded of expand(subIndexOf[field], clause)) {
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
      const byType = subIndexes.map((): [string, TermPostings][] => []);
      for (const [number, lists, types] of checked) {
        const term = dictionary.terms[number] ?? '';
        types.forEach((type, n) => {
          const postings = lists[n];
          if (postings) byType[type]?.push([term, postings]);
        });
      }
      subIndexes.forEach((subIndex, type) => {
        addPostings(subIndex, byType[type] ?? []);
      });
      added.add(piece);
    },
    textPiecesFor(ids) {
      const starts = documentsFile.texts;
      if (starts.length === 0) return [];
      return [...new Set(ids.map((id) => pieceHolding(starts, id)))].sort((a, b) => a - b);
    },
  };
}

/**
 * Adds terms' postings to a sub-index: each document's new weights are merged into its field
 * vector at once, not inserted one by one (lunr's Vector#insert moves every later element).
 */
function addPostings(subIndex: PartialSubIndex, terms: readonly [string, TermPostings][]): void {
  const added = new Map<string, [number, number][]>();
  for (const [term, { termIndex, refs, weights }] of terms) {
    const byRef: Record<string, object> = Object.create(null) as Record<string, never>;
    refs.forEach((ref, n) => {
      byRef[ref] = {};
      const fieldRef = `t/${String(ref)}`;
      let entries = added.get(fieldRef);
      if (entries === undefined) {
        entries = [];
        added.set(fieldRef, entries);
      }
      entries.push([termIndex, weights[n] ?? 0]);
    });
    subIndex.invertedIndex[term] = { _index: termIndex, t: byRef };
  }
  for (const [fieldRef, entries] of added) {
    entries.sort((a, b) => a[0] - b[0]);
    // A vector's flat [index, value, …] array, which @types/lunr leaves out.
    const vector = subIndex.fieldVectors[fieldRef] as unknown as { elements: number[] } | undefined;
    const existing = vector?.elements ?? [];
    const merged: number[] = [];
    let n = 0;
    for (const [index, weight] of entries) {
      while (n < existing.length && (existing[n] ?? 0) < index) {
        merged.push(existing[n] ?? 0, existing[n + 1] ?? 0);
        n += 2;
      }
      merged.push(index, weight);
    }
    merged.push(...existing.slice(n));
    subIndex.fieldVectors[fieldRef] = new lunr.Vector(merged);
  }
}
