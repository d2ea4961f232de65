import type { PluginOptions as SearchLocalOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * The options of easyops's search plugin, which builds the index. Our box reads its tags and
 * result limit from here too (src/features/search/logic/config.ts), so the two never disagree.
 */
export const searchLocalOptions = {
  indexDocs: true,
  indexBlog: true,
  // Standalone pages are not indexed.
  indexPages: false,
  // Blog listings without text of their own would only match the site-wide keywords.
  ignoreFiles: [/^blog\/(archive|authors)(\/|$)/],
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  language: ['en'],
  // Content hash in the index file name so a new build never serves a stale cached index.
  hashed: true,
  // One index file per tag: search-index-docs.json and search-index-blog.json.
  searchContextByPaths: ['docs', 'blog'],
  useAllContextsWithNoSearchContext: true,
  // Results per search, in our box and on easyops's /search page.
  searchResultLimits: 8,
  // Makes the /search page's result links carry `_highlight`, which our box then highlights.
  highlightSearchTermsOnTargetPage: true,
} as const satisfies Partial<SearchLocalOptions>;
