import { twinRouteFor } from '../../readerTools/twinPaths';
import { pageRoutes, type PageCatalog } from './pageCatalog';
import { fail, succeed, type ToolOutcome } from './toolOutcome';

/** Where the site runs: the page's own origin, and the canonical one its twins' links use. */
export interface SiteOrigins {
  readonly page: string;
  readonly canonical: string;
}

export interface PageTarget {
  /** The page's route as the catalog has it. */
  readonly route: string;
  readonly url: string;
  /** Where its Markdown twin is on the page's origin. */
  readonly markdownUrl: string;
}

const withoutTrailingSlash = (route: string) => route.replace(/(.)\/+$/, '$1');

function safeDecode(route: string): string {
  try {
    return decodeURI(route);
  } catch {
    return route;
  }
}

/**
 * get_page's first half: which page a URL names. Absolute URLs of the site (either origin) and
 * paths are both taken; a twin's own URL (`.md`), a query and a hash name the same page.
 */
export function resolvePage(
  catalog: PageCatalog,
  url: string,
  origins: SiteOrigins,
): ToolOutcome<PageTarget> {
  let parsed: URL;
  try {
    parsed = new URL(url, origins.page);
  } catch {
    return fail(
      'invalid_input',
      `"${url}" is not a URL. Send a page URL such as ${origins.page}/docs/installation.`,
    );
  }
  const allowed = [origins.page, new URL(origins.canonical).origin];
  if (!allowed.includes(parsed.origin)) {
    return fail(
      'other_origin',
      `${parsed.origin} is not this site. get_page reads pages of ${allowed.join(' or ')} only.`,
    );
  }
  const wanted = withoutTrailingSlash(safeDecode(parsed.pathname).replace(/\.md$/, ''));
  const route = pageRoutes(catalog).find(
    (candidate) => withoutTrailingSlash(safeDecode(candidate)) === wanted,
  );
  if (route === undefined) {
    return fail(
      'not_a_page',
      `${parsed.pathname} is not a docs page or blog post of this site. Find pages with list_pages or search_docs.`,
    );
  }
  return succeed({
    route,
    url: new URL(encodeURI(safeDecode(route)), origins.page).href,
    markdownUrl: new URL(encodeURI(safeDecode(twinRouteFor(route))), origins.page).href,
  });
}

export interface PageResult {
  readonly url: string;
  readonly markdownUrl: string;
  /** The twin whole: front matter (title, description, canonical URL, version, dates), then the page. */
  readonly markdown: string;
}

/** get_page's second half: the twin the server answered with, or why there is none. */
export function pageResult(
  target: PageTarget,
  response: { status: number; text: string },
): ToolOutcome<PageResult> {
  if (response.status !== 200) {
    return fail(
      'page_unavailable',
      `The Markdown of ${target.url} could not be read (the server answered ${String(response.status)}).`,
    );
  }
  return succeed({ url: target.url, markdownUrl: target.markdownUrl, markdown: response.text });
}
