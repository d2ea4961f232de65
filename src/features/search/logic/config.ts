import { searchLocalOptions } from '../options';

/**
 * Everything that decides what the search box finds and in which order. The worker, the unit
 * tests and the index contract test all read it from here.
 */

/** The tags easyops writes one index file for (`searchContextByPaths`), searched together. */
export const searchTags = searchLocalOptions.searchContextByPaths;
export type SearchTag = (typeof searchTags)[number];

/**
 * The fields a reader can name in a query (`title:webhook`). Each maps to one of the five
 * sub-indexes of an easyops index file; `tags` is the page's front-matter keywords.
 */
export const searchFields = ['title', 'heading', 'description', 'tags', 'content'] as const;
export type SearchField = (typeof searchFields)[number];

export const rankingConfig = {
  /** Multiplies a field's BM25 score: a title hit outranks a tag hit, which outranks body text. */
  fieldBoosts: {
    title: 5,
    tags: 3,
    heading: 2,
    description: 1,
    content: 1,
  } satisfies Record<SearchField, number>,
  // Sidebar parent categories are not searched. easyops indexes none: a page's categories are
  // only in its title document's breadcrumb (`b`). Searching them would take a sixth sub-index
  // built from `b` at build time (src/features/search), a `category` query field and a boost
  // here.
  /**
   * BM25 parameters: easyops's lunr Builder scored the index with them, and the box's postings
   * pieces carry the weights it computed (src/features/search/logic/postingsPiece.ts); the
   * contract test rebuilds the index with them and checks every weight.
   */
  bm25: { b: 0.75, k1: 1.2 },
} as const;

export const searchLimits = {
  /** Results shown per search, after docs and blog are merged (easyops's option, for both boxes). */
  maxResults: searchLocalOptions.searchResultLimits,
  /** Characters the input accepts. */
  maxQueryLength: 512,
  /** Terms taken from a link's `_highlight` parameters and marked on the page. */
  maxHighlightTerms: 16,
  /** `term~N` beyond this distance expands to most of the vocabulary and stalls the worker. */
  maxEditDistance: 2,
  /**
   * Longer `term~N` terms are looked up exactly: lunr's fuzzy match grows with the term's length
   * (a 100-letter word with `~2` kept the worker busy for 17 s).
   */
  maxFuzzyTermLength: 24,
  /** A trailing wildcard on a shorter last term would match a large share of the vocabulary. */
  minPrefixLength: 2,
  /** Suggestions on the not-found page. */
  maxNotFoundSuggestions: 5,
  /** The box shows its busy indicator when loading or searching takes longer than this. */
  stallMs: 300,
} as const;
