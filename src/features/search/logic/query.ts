import lunr from 'lunr';
import { searchFields, searchLimits, type SearchField } from './config';

/**
 * Turns what the reader typed into terms to look up, with lunr's own query parser: it splits on
 * white space and hyphens and understands `+term`, `-term`, `term~N`, `term^N`, `field:term` and
 * `*` wildcards, and its parse errors are the messages the box shows.
 */

export type Presence = 'optional' | 'required' | 'prohibited';

/** One way of looking a term up in a lunr index. */
export interface TermClause {
  term: string;
  /** Stem the term like the indexed text was stemmed; off for wildcard terms. */
  usePipeline: boolean;
  editDistance?: number;
}

export interface QueryTerm {
  /** The term as typed (lower case, without operators); what the target page highlights. */
  text: string;
  fields: readonly SearchField[];
  presence: Presence;
  /** `term^N`: multiplies the term's score. */
  boost: number;
  /** A document has the term when any of these clauses matches it. */
  clauses: readonly TermClause[];
}

export interface QuerySyntaxError {
  message: string;
  start: number;
  end: number;
}

export type ParsedQuery =
  { ok: true; terms: QueryTerm[] } | { ok: false; error: QuerySyntaxError; terms: [] };

/** The parts of lunr's parser that @types/lunr does not describe. */
interface ParsedClause {
  term: string;
  fields: string[];
  boost: number;
  usePipeline: boolean;
  editDistance?: number;
  presence: number;
}
interface LunrQueryParser {
  parse(): { clauses: ParsedClause[] };
}
const { QueryParser } = lunr as unknown as {
  QueryParser: new (input: string, query: lunr.Query) => LunrQueryParser;
};

const presenceOf: Record<number, Presence> = {
  [lunr.Query.presence.OPTIONAL]: 'optional',
  [lunr.Query.presence.REQUIRED]: 'required',
  [lunr.Query.presence.PROHIBITED]: 'prohibited',
};

/** @types/lunr leaves out that the filter returns nothing for a stop word. */
const stopWordFilter = lunr.stopWordFilter as (token: lunr.Token) => lunr.Token | undefined;

function isStopWord(term: string): boolean {
  return stopWordFilter(new lunr.Token(term, {})) === undefined;
}

function isQueryParseError(error: unknown): error is lunr.QueryParseError {
  return error instanceof lunr.QueryParseError;
}

function toQueryTerm(clause: ParsedClause, isLast: boolean): QueryTerm {
  const presence = presenceOf[clause.presence] ?? 'optional';
  // A fuzzy match on a long term costs far too much (see searchLimits); it is looked up exactly.
  const editDistance =
    clause.editDistance === undefined || clause.term.length > searchLimits.maxFuzzyTermLength
      ? undefined
      : Math.min(clause.editDistance, searchLimits.maxEditDistance);
  const exact: TermClause = {
    term: clause.term,
    usePipeline: clause.usePipeline,
    ...(editDistance === undefined ? {} : { editDistance }),
  };
  const clauses: TermClause[] = [exact];
  // The last term is probably still being typed: it also matches as a prefix. Not for an
  // excluded term (the reader excludes a word, not every word it starts), a fuzzy one, or a stop
  // word: "in" of "sign-in" would otherwise match every title starting with "in".
  const isPrefixCandidate =
    isLast &&
    presence !== 'prohibited' &&
    editDistance === undefined &&
    !clause.term.includes('*') &&
    clause.term.length >= searchLimits.minPrefixLength &&
    !isStopWord(clause.term);
  if (isPrefixCandidate) {
    clauses.push({ term: `${clause.term}*`, usePipeline: false });
  }
  return {
    text: clause.term.replace(/\*/g, ''),
    fields: clause.fields as SearchField[],
    presence,
    boost: clause.boost,
    clauses,
  };
}

export function parseQuery(input: string): ParsedQuery {
  const text = input.slice(0, searchLimits.maxQueryLength);
  let clauses: ParsedClause[];
  try {
    clauses = new QueryParser(text, new lunr.Query([...searchFields])).parse().clauses;
  } catch (error) {
    if (!isQueryParseError(error)) throw error;
    return {
      ok: false,
      error: { message: error.message, start: error.start, end: error.end },
      terms: [],
    };
  }
  const terms = clauses
    .filter((clause) => clause.term.replace(/\*/g, '') !== '')
    .map((clause, index, all) => toQueryTerm(clause, index === all.length - 1));
  return { ok: true, terms };
}
