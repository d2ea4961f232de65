import { useCallback, useEffect, useRef } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import {
  highlightTermsOf,
  searchWithoutHighlight,
} from '@site/src/features/search/logic/highlightParams';

/** Elements whose text must not be wrapped in <mark>. */
const notMarked = ['.theme-doc-toc-mobile > button', '.hash-link'];

/**
 * Highlights the search terms that came with the URL (`?_highlight=`) in the page's article until
 * the reader clears them. Reports the terms (`onTerms` must be stable) so the box can show them,
 * and, after another page change, that there are none; returns the clear action.
 */
export function useSearchTermHighlighting(onTerms: (terms: string[]) => void): () => void {
  const location = useLocation();
  const history = useHistory();
  const marked = useRef<HTMLElement | null>(null);
  const firstLocation = useRef(true);

  useEffect(() => {
    const terms = highlightTermsOf(location.search);
    // A page opened without terms keeps what the reader typed before the box was loaded.
    if (terms.length > 0 || !firstLocation.current) onTerms(terms);
    firstLocation.current = false;
    if (terms.length === 0 && marked.current === null) return undefined;
    let cancelled = false;
    // Code blocks re-render right after the page mounts; marking after a macrotask outlives that.
    const timer = window.setTimeout(() => {
      void import('mark.js').then(({ default: Mark }) => {
        if (cancelled) return;
        if (marked.current !== null) new Mark(marked.current).unmark();
        marked.current = null;
        const article = document.querySelector<HTMLElement>('article');
        if (article === null || terms.length === 0) return;
        new Mark(article).mark(terms, { exclude: notMarked });
        marked.current = article;
      });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [location.pathname, location.search, onTerms]);

  return useCallback(() => {
    if (highlightTermsOf(location.search).length === 0) return;
    try {
      history.replace({ ...location, search: searchWithoutHighlight(location.search) });
    } catch {
      // The History API refuses a path that starts with "//" (it reads as another host): the
      // address keeps its terms, the page loses its marks.
      const article = marked.current;
      marked.current = null;
      if (article === null) return;
      void import('mark.js').then(({ default: Mark }) => {
        new Mark(article).unmark();
      });
    }
  }, [history, location]);
}
