import { twinRouteFor } from '../readerTools/twinPaths';

/** A page that has a Markdown twin, by the paths servers see for it. */
export interface TwinnedPage {
  /** The page's route as Docusaurus writes it (`/docs/CogniBot/Skills/`), decoded. */
  route: string;
  /** The twin's route, URL-encoded, for a `Link` header or a rewrite. */
  twinUrl: string;
}

// Characters a route may not hold, because the server configs quote routes as strings (spaces are
// fine inside quotes).
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unquotable = /["'\\$;{}\u0000-\u001f\u007f]/;

/** The pages with twins, from the permalinks of the docs pages and blog posts. */
export function twinnedPages(permalinks: readonly string[]): TwinnedPage[] {
  const pages = permalinks.map((permalink) => {
    const route = decodeURI(permalink);
    if (unquotable.test(route)) {
      throw new Error(
        `serving: the route "${route}" holds a character the server configs cannot quote`,
      );
    }
    return { route, twinUrl: encodeURI(twinRouteFor(route)) };
  });
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The route without a trailing slash, as the page's folder in the build is named. */
export function routeFolder(route: string): string {
  return route.replace(/\/+$/, '');
}

/**
 * Every path under which a server hands out the page: with and without the trailing slash (the
 * static build serves both) and its index.html.
 */
export function requestPathsOf(page: TwinnedPage): string[] {
  const folder = routeFolder(page.route);
  return [folder, `${folder}/`, `${folder}/index.html`];
}
