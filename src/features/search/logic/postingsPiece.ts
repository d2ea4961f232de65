import { IndexFormatError, isRecord } from './indexFile';

/**
 * A postings piece, `search-box-postings-{tag}-{n}.json`: the postings of a range of consecutive
 * dictionary terms (src/features/search/logic/termDictionary.ts), for each sub-index that has the
 * term, with what lunr's score needs so that no lunr Builder pass runs in the browser: lunr's
 * index of the term (`_index`, the position of its weight in field vectors) and, per document,
 * the term's weight in the document's field vector, as lunr's Builder computed it (BM25 with the
 * ranking config's b and k1, rounded to three decimals).
 *
 * `postings[k]` belongs to term number `first + k` and has one list per sub-index of the term's
 * field mask, lowest bit first: `[_index, ref, weight, ref gap, weight, ...]`, the refs ascending
 * and each after the first written as its gap to the previous.
 */
export interface PostingsFile {
  v: 1;
  first: number;
  postings: number[][][];
}

/** One term's postings in one sub-index. */
export interface TermPostings {
  /** lunr's `_index` of the term in the sub-index. */
  termIndex: number;
  refs: number[];
  weights: number[];
}

/** Encodes one term's postings in one sub-index (refs ascending). */
export function encodeTermPostings({ termIndex, refs, weights }: TermPostings): number[] {
  const encoded = [termIndex];
  refs.forEach((ref, n) => {
    encoded.push(n === 0 ? ref : ref - (refs[n - 1] ?? 0), weights[n] ?? 0);
  });
  return encoded;
}

function decodeTermPostings(list: unknown, where: string): TermPostings {
  if (
    !Array.isArray(list) ||
    list.length % 2 !== 1 ||
    !list.every((value) => typeof value === 'number' && Number.isFinite(value))
  ) {
    throw new IndexFormatError(`${where} is not [_index, ref, weight, …]`);
  }
  const numbers = list as number[];
  const refs: number[] = [];
  const weights: number[] = [];
  let ref = 0;
  for (let n = 1; n < numbers.length; n += 2) {
    const gap = numbers[n] ?? 0;
    if (!Number.isInteger(gap) || (n > 1 && gap <= 0)) {
      throw new IndexFormatError(`${where} has refs out of order`);
    }
    ref += gap;
    refs.push(ref);
    weights.push(numbers[n + 1] ?? 0);
  }
  return { termIndex: numbers[0] ?? 0, refs, weights };
}

/**
 * Checks and decodes a piece's parsed JSON: per term number, its postings lists in field-mask
 * order. Whether the lists match the dictionary's masks is checked where both are at hand.
 */
export function decodePostingsFile(json: unknown): Map<number, TermPostings[]> {
  if (!isRecord(json) || json.v !== 1) throw new IndexFormatError('a piece is not version 1');
  const { first, postings } = json;
  if (typeof first !== 'number' || !Number.isInteger(first) || !Array.isArray(postings)) {
    throw new IndexFormatError('a piece has no first term number or no postings');
  }
  const byTerm = new Map<number, TermPostings[]>();
  postings.forEach((lists: unknown, k) => {
    const where = `the postings of term ${first + k}`;
    if (!Array.isArray(lists)) throw new IndexFormatError(`${where} are not a list`);
    byTerm.set(
      first + k,
      lists.map((list, n) => decodeTermPostings(list, `${where}, list ${n}`)),
    );
  });
  return byTerm;
}
