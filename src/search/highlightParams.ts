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

export function highlightTermsOf(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(highlightParam)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** The query string without the highlight parameters (`?` included when anything is left). */
export function searchWithoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(highlightParam);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
