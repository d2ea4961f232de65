import { IndexFormatError, isRecord, subIndexFields } from './indexFile';

/**
 * The term dictionary of one tag, `search-box-terms-{tag}.json`: every term lunr indexed in any of
 * the tag's five sub-indexes, sorted as lunr sorts them for its token set (code units), with the
 * sub-indexes that have it and the postings piece that holds its postings. Fetched when the reader
 * shows intent; enough to expand a query (`term*`, `term~N`, the prefix of the last term) with
 * lunr's own token sets and to know which pieces to fetch.
 *
 * Encoding, small before compression and compressing well:
 * - `terms`: front coding, one entry per term joined by spaces (lunr splits words on white space,
 *   so no term has one): the length of the prefix shared with the previous term as one base-36
 *   digit (at most 35), then the rest of the term.
 * - `fields`: one character per term, `0` + a bit mask of the sub-indexes (bit n: subIndexFields[n]).
 * - `pieces`: the number of the first term of each postings piece; pieces hold consecutive terms.
 */
export interface DictionaryFile {
  v: 1;
  terms: string;
  fields: string;
  pieces: number[];
}

export interface DictionaryEntry {
  term: string;
  /** Bit n set when sub-index n (subIndexFields) has the term. */
  mask: number;
}

export interface Dictionary {
  /** Sorted terms. */
  terms: readonly string[];
  masks: readonly number[];
  /** Term number by term. */
  numbers: ReadonlyMap<string, number>;
  /** First term number of each piece. */
  pieceStarts: readonly number[];
}

const maxSharedPrefix = 35;
const maskBase = '0'.charCodeAt(0);
const allFieldsMask = (1 << subIndexFields.length) - 1;

function sharedPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length, maxSharedPrefix);
  let n = 0;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n += 1;
  return n;
}

/** Sorted as lunr sorts the terms of its token set (`Array.prototype.sort`, by code units). */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Encodes sorted, distinct entries; `pieceStarts` as DictionaryFile's `pieces`. */
export function encodeDictionary(
  entries: readonly DictionaryEntry[],
  pieceStarts: readonly number[],
): DictionaryFile {
  const parts: string[] = [];
  let fields = '';
  let previous = '';
  entries.forEach(({ term, mask }, n) => {
    if (n > 0 && compareTerms(previous, term) >= 0) {
      throw new Error(`Dictionary terms out of order: "${previous}" before "${term}"`);
    }
    if (/\s/.test(term)) throw new Error(`Dictionary term with white space: "${term}"`);
    const shared = n === 0 ? 0 : sharedPrefixLength(previous, term);
    parts.push(`${shared.toString(36)}${term.slice(shared)}`);
    fields += String.fromCharCode(maskBase + mask);
    previous = term;
  });
  return { v: 1, terms: parts.join(' '), fields, pieces: [...pieceStarts] };
}

/** Checks and decodes the parsed JSON of a dictionary file; throws IndexFormatError. */
export function decodeDictionary(json: unknown): Dictionary {
  if (!isRecord(json) || json.v !== 1)
    throw new IndexFormatError('the dictionary is not version 1');
  const { terms: encoded, fields, pieces } = json;
  if (typeof encoded !== 'string' || typeof fields !== 'string') {
    throw new IndexFormatError('the dictionary has no terms or fields string');
  }
  const parts = encoded === '' && fields === '' ? [] : encoded.split(' ');
  if (parts.length !== fields.length) {
    throw new IndexFormatError('the dictionary has not one field mask per term');
  }
  const terms: string[] = [];
  const masks: number[] = [];
  const numbers = new Map<string, number>();
  let previous = '';
  parts.forEach((part, n) => {
    const shared = parseInt(part.charAt(0), 36);
    const mask = fields.charCodeAt(n) - maskBase;
    if (!(shared <= previous.length) || !(mask > 0 && mask <= allFieldsMask)) {
      throw new IndexFormatError(`the dictionary's term ${n} is malformed`);
    }
    const term = previous.slice(0, shared) + part.slice(1);
    terms.push(term);
    masks.push(mask);
    numbers.set(term, n);
    previous = term;
  });
  if (
    !Array.isArray(pieces) ||
    pieces[0] !== 0 ||
    !pieces.every(
      (start, n) =>
        Number.isInteger(start) &&
        (n === 0 || (start as number) > (pieces[n - 1] as number)) &&
        (start as number) < Math.max(terms.length, 1),
    )
  ) {
    throw new IndexFormatError('the dictionary has no valid list of pieces');
  }
  return { terms, masks, numbers, pieceStarts: pieces as number[] };
}

/** The piece whose range starts at the largest of `pieceStarts` not above `termNumber`. */
export function pieceHolding(pieceStarts: readonly number[], termNumber: number): number {
  let low = 0;
  let high = pieceStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((pieceStarts[middle] ?? 0) <= termNumber) low = middle;
    else high = middle - 1;
  }
  return low;
}
