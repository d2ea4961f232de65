import { twinRouteFor } from '../../readerTools/twinPaths';
import { searchTags, type SearchResponse } from '../../search/searchApi';
import { blogSectionSlug, findSection, routesOf, type PageCatalog } from './pageCatalog';
import { fail, succeed, type ToolOutcome } from './toolOutcome';

export interface SearchDocsHit {
  readonly title: string;
  /** The page, with the section's anchor when the match is in a section. */
  readonly url: string;
  /** The heading of the section that matched best, when it is not the page top. */
  readonly sectionTitle?: string;
  readonly anchor?: string;
  readonly snippet?: string;
  /** The page's Markdown twin, for get_page or a plain fetch. */
  readonly markdownUrl: string;
  /** `docs` or `blog`. */
  readonly kind: string;
}

export interface SearchDocsResult {
  readonly query: string;
  readonly section?: string;
  readonly hits: readonly SearchDocsHit[];
  /** Parts of the site whose index could not be loaded: their pages are missing from the hits. */
  readonly unsearched?: readonly string[];
}

const trimmed = (route: string) => route.replace(/(.)\/+$/, '$1');

/** The section's routes, or the blog, as a test on a hit's page route. */
function sectionFilter(
  catalog: PageCatalog,
  section: string | undefined,
): ToolOutcome<(route: string, kind: string) => boolean> {
  if (section === undefined) return succeed(() => true);
  const found = findSection(catalog, section);
  if (!found.ok) return found;
  if (section === blogSectionSlug) return succeed((_route, kind) => kind === 'blog');
  const routes = new Set(routesOf(found.result.items).map(trimmed));
  return succeed((route) => routes.has(trimmed(route)));
}

/** The section filter alone, so a wrong section fails before the index is fetched. */
export function checkSection(catalog: PageCatalog, section: string | undefined): ToolOutcome<null> {
  const filter = sectionFilter(catalog, section);
  return filter.ok ? succeed(null) : filter;
}

/**
 * search_docs: the search box's final answer (with snippets) as a tool result. The search ranks the
 * whole site and keeps its best results; `section` keeps those in that section.
 */
export function searchDocsResult(
  catalog: PageCatalog,
  input: { query: string; section?: string },
  response: SearchResponse,
  origin: string,
): ToolOutcome<SearchDocsResult> {
  const filter = sectionFilter(catalog, input.section);
  if (!filter.ok) return filter;
  if (response.error !== undefined) {
    return fail(
      'query_syntax',
      `The query does not parse: ${response.error.message} (characters ${String(response.error.start)}-${String(response.error.end)}). Use plain words, or the operators +word, -word, word~1, word^2, title:word and word*.`,
    );
  }
  if (response.failedTags.length === searchTags.length && response.hits.length === 0) {
    return fail('search_unavailable', 'The search index could not be loaded. Try again later.');
  }
  const hits = response.hits.flatMap((hit): SearchDocsHit[] => {
    const [route = '', anchor] = hit.url.split('#');
    if (!filter.result(route, hit.tag)) return [];
    return [
      {
        title: hit.pageTitle.text,
        url: new URL(hit.url, origin).href,
        ...(hit.sectionTitle === undefined ? {} : { sectionTitle: hit.sectionTitle.text }),
        ...(anchor === undefined || anchor === '' ? {} : { anchor }),
        ...(hit.snippet === undefined ? {} : { snippet: hit.snippet.text }),
        markdownUrl: new URL(encodeURI(twinRouteFor(decodeURI(route))), origin).href,
        kind: hit.tag,
      },
    ];
  });
  return succeed({
    query: input.query,
    ...(input.section === undefined ? {} : { section: input.section }),
    hits,
    ...(response.failedTags.length > 0 ? { unsearched: response.failedTags } : {}),
  });
}
