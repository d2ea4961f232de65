import type { SearchTag } from './config';

/** easyops's index file of a tag (its /search page reads it), which the build splits into: */
export const easyopsIndexFileName = (tag: SearchTag) => `search-index-${tag}.json`;
/** the term dictionary, fetched when the reader shows intent (termDictionary.ts), */
export const termsFileName = (tag: SearchTag) => `search-box-terms-${tag}.json`;
/** the documents, fetched with it (indexFile.ts), */
export const documentsFileName = (tag: SearchTag) => `search-box-docs-${tag}.json`;
/** the postings pieces, fetched as queries need them (postingsPiece.ts), */
export const postingsFileName = (tag: SearchTag, piece: number) =>
  `search-box-postings-${tag}-${piece}.json`;
/** and the pieces of section texts, fetched for the snippets of the results shown. */
export const textsFileName = (tag: SearchTag, piece: number) =>
  `search-box-text-${tag}-${piece}.json`;
/** Every file above, listed for the offline service worker, which saves them all. */
export const boxFilesListName = 'search-box-files.json';

/**
 * The URL of one of the box's files. `template` is easyops's `searchIndexUrl`, e.g.
 * `search-index{dir}.json?_=1a2b3c`, whose content hash query it keeps.
 */
export function boxFileUrl(baseUrl: string, template: string, fileName: string): string {
  const query = template.includes('?') ? template.slice(template.indexOf('?')) : '';
  return `${baseUrl}${fileName}${query}`;
}
