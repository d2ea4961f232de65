/**
 * Everything that decides what the search box finds and in which order (ARCHITECTURE.md, "Search").
 * The worker, the unit tests and the index contract test all read it from here.
 */

/** The tags easyops writes one index file for (`searchContextByPaths`), searched together. */
export const searchTags = ['docs', 'blog'] as const;
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
  /**
   * The weight for sidebar parent categories. No level of them is indexed (ARCHITECTURE.md, "Search"),
   * so the weight never applies; it is kept here so that indexing them is a one-line decision.
   */
  parentCategories: { boost: 2, levelsIndexed: 0 },
  /** BM25 parameters; easyops bakes them into the prebuilt index, the contract test checks they agree. */
  bm25: { b: 0.75, k1: 1.2 },
} as const;

export const searchLimits = {
  /** Results shown per search, after docs and blog are merged. */
  maxResults: 8,
  /** Characters the input accepts. */
  maxQueryLength: 512,
  /** `term~N` beyond this distance expands to most of the vocabulary and stalls the worker. */
  maxEditDistance: 2,
  /** A trailing wildcard on a shorter last term would match a large share of the vocabulary. */
  minPrefixLength: 2,
  /** Suggestions on the not-found page. */
  maxNotFoundSuggestions: 5,
  /** The box shows its busy indicator when loading or searching takes longer than this. */
  stallMs: 300,
} as const;
