import { searchLimits } from './config';

/**
 * The query parameter easyops uses to carry search terms to the opened page, so results from our
 * box and from its /search page highlight the same way.
 */
export const highlightParam = '_highlight';

/** `/docs/a#b` with terms `x y` gives `/docs/a?_highlight=x&_highlight=y#b`. */
export function resultHref(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const hashStart = url.indexOf('#');
  const path = hashStart === -1 ? url : url.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : url.slice(hashStart);
  const params = new URLSearchParams();
  for (const term of terms) params.append(highlightParam, term);
  return `${path}?${params.toString()}${hash}`;
}

/**
 * The terms a link asks to highlight, within the box's limits: at most `maxHighlightTerms` terms
 * and `maxQueryLength` characters together (the box shows them as its query), so a crafted link
 * cannot make marking the page freeze it.
 */
export function highlightTermsOf(search: string): string[] {
  const terms: string[] = [];
  let length = 0;
  for (const value of new URLSearchParams(search).getAll(highlightParam)) {
    const term = value.trim();
    if (term === '') continue;
    // Joined with spaces in the box.
    length += term.length + (terms.length > 0 ? 1 : 0);
    if (length > searchLimits.maxQueryLength || terms.length === searchLimits.maxHighlightTerms) {
      break;
    }
    terms.push(term);
  }
  return terms;
}

/** The query string without the highlight parameters (`?` included when anything is left). */
export function searchWithoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(highlightParam);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
