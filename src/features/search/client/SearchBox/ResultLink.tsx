import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface ResultLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens `href` in this tab, in the app (a plain primary click). */
  onOpen: (href: string) => void;
}

/**
 * Loads a result's route (its chunks) when the pointer reaches it, as Docusaurus's Link does on
 * hover: by its path alone, since the route matcher does not read a query string.
 */
function preloadRoute(href: string): void {
  const loading = window.docusaurus.preload(new URL(href, window.location.href).pathname);
  // A chunk that fails here is fetched again by the navigation, which reports its failure.
  if (loading) loading.catch(() => undefined);
}

const opensElsewhere = (event: MouseEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A link of the box's panel: a real link (new tab, copy address) that opens in the app on a plain
 * click and loads its route's code when the pointer reaches it. Not Docusaurus's Link, which
 * prefetches every link as it scrolls into view: the box renders up to nine new links per
 * keystroke, whose addresses carry the typed terms (`_highlight`, `q`), so its prefetch never
 * finds them done and, each time, walks every route's chunk names and adds prefetch tags for a
 * route it cannot match (the query string is part of the path it matches). That was 10–15 ms of
 * the main thread per keystroke, half of the box's keystroke-to-results time
 * (docs-dev/benchmarks.md). Its per-render observers are
 * https://github.com/facebook/docusaurus/pull/12326.
 */
export default function ResultLink({
  href,
  onOpen,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...props
}: ResultLinkProps): ReactNode {
  return (
    <a
      {...props}
      // eslint-disable-next-line no-restricted-syntax -- why not @docusaurus/Link: see above.
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preloadRoute(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preloadRoute(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        onOpen(href);
      }}
    />
  );
}
