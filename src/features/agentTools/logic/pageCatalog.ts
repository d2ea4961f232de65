import { fail, succeed, type ToolOutcome } from './toolOutcome';

/**
 * The site's pages as the sidebar orders them, written at build time (../index.ts) and read by
 * list_pages, search_docs (its `section`) and get_page (which URLs are pages with a twin).
 */

/** A page, or a sidebar category with the page it links to (if any) and the items below it. */
export interface CatalogNode {
  readonly title: string;
  /** The page's route, such as `/docs/installation`; absent for a category without a page. */
  readonly route?: string;
  readonly description?: string;
  /** A blog post's publication date (ISO 8601). */
  readonly date?: string;
  readonly items?: readonly CatalogNode[];
}

export interface CatalogSection {
  /** The name tools take: the title in lower case with hyphens; its llms files are /llms/<slug>*.txt. */
  readonly slug: string;
  readonly title: string;
  readonly items: readonly CatalogNode[];
}

export interface PageCatalog {
  readonly sections: readonly CatalogSection[];
  /** Docs pages with a twin that the sidebar does not list: get_page reads them too. */
  readonly unlistedRoutes: readonly string[];
}

/** Every route get_page can read: the sections' pages and the unlisted ones. */
export function pageRoutes(catalog: PageCatalog): string[] {
  return [
    ...routesOf(catalog.sections.flatMap((section) => section.items)),
    ...catalog.unlistedRoutes,
  ];
}

/** The blog's section: its posts, newest first. */
export const blogSectionSlug = 'blog';

/** Every page route of a subtree, in order. */
export function routesOf(nodes: readonly CatalogNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.route === undefined ? [] : [node.route]),
    ...routesOf(node.items ?? []),
  ]);
}

export function sectionSlugs(catalog: PageCatalog): string[] {
  return catalog.sections.map((section) => section.slug);
}

/** The section named by `slug`, or the error that lists the names there are. */
export function findSection(catalog: PageCatalog, slug: string): ToolOutcome<CatalogSection> {
  const section = catalog.sections.find((candidate) => candidate.slug === slug);
  if (section !== undefined) return succeed(section);
  return fail(
    'unknown_section',
    `There is no section "${slug}". The sections are: ${sectionSlugs(catalog).join(', ')}. Call list_pages without a section to see their titles.`,
  );
}

/** A node with absolute URLs, for an agent that opens them outside the page. */
export interface ListedNode {
  readonly title: string;
  readonly url?: string;
  readonly description?: string;
  readonly date?: string;
  readonly items?: readonly ListedNode[];
}

function listed(node: CatalogNode, origin: string): ListedNode {
  return {
    title: node.title,
    ...(node.route === undefined ? {} : { url: new URL(node.route, origin).href }),
    ...(node.description === undefined ? {} : { description: node.description }),
    ...(node.date === undefined ? {} : { date: node.date }),
    ...(node.items === undefined ? {} : { items: node.items.map((item) => listed(item, origin)) }),
  };
}

export type ListPagesResult =
  | {
      readonly sections: readonly {
        slug: string;
        title: string;
        pages: number;
        url?: string;
      }[];
    }
  | { readonly section: { slug: string; title: string }; readonly items: readonly ListedNode[] };

/**
 * list_pages: without a section, the sections with their page counts (a whole-site tree would be
 * more than an agent keeps); with one, that section's tree with titles and descriptions.
 */
export function listPages(
  catalog: PageCatalog,
  section: string | undefined,
  origin: string,
): ToolOutcome<ListPagesResult> {
  if (section === undefined) {
    return succeed({
      sections: catalog.sections.map(({ slug, title, items }) => {
        const routes = routesOf(items);
        const first = routes[0];
        return {
          slug,
          title,
          pages: routes.length,
          ...(first === undefined ? {} : { url: new URL(first, origin).href }),
        };
      }),
    });
  }
  const found = findSection(catalog, section);
  if (!found.ok) return found;
  const { slug, title, items } = found.result;
  return succeed({ section: { slug, title }, items: items.map((item) => listed(item, origin)) });
}
