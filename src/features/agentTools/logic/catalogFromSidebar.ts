import {
  docIdsInOrder,
  llmsSlug,
  sidebarSectionTrees,
  type SidebarNode,
} from '../../readerTools/sidebarSections';
import { blogSectionSlug, type CatalogNode, type PageCatalog } from './pageCatalog';

export interface CatalogDoc {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
}

export interface CatalogPost extends CatalogDoc {
  readonly date: Date;
}

/**
 * The catalog from the docs sidebar, cut into the sections of the llms files (so a section's name
 * is also its /llms/<name>.txt), with the blog as the last section.
 */
export function catalogFromSidebar(
  sidebar: readonly SidebarNode[],
  docs: ReadonlyMap<string, CatalogDoc>,
  posts: readonly CatalogPost[],
): PageCatalog {
  const page = (id: string): CatalogNode => {
    const doc = docs.get(id);
    if (doc === undefined) throw new Error(`agent tools: the sidebar names an unknown doc "${id}"`);
    return { title: doc.title, route: doc.permalink, description: doc.description };
  };
  const node = (item: SidebarNode): CatalogNode => {
    if (item.type === 'doc') return page(item.id);
    const linked = item.linkDocId === undefined ? {} : page(item.linkDocId);
    return { ...linked, title: item.label, items: item.items.map(node) };
  };
  const sections = sidebarSectionTrees(sidebar).map((section) => ({
    slug: llmsSlug(section.title),
    title: section.title,
    items: [...section.docIds.map(page), ...section.items.map(node)],
  }));
  const listed = new Set(docIdsInOrder(sidebar));
  const blog = {
    slug: blogSectionSlug,
    title: 'Blog',
    items: [...posts]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .map((post) => ({
        title: post.title,
        route: post.permalink,
        description: post.description,
        date: post.date.toISOString().slice(0, 10),
      })),
  };
  return {
    sections: [...sections, blog],
    unlistedRoutes: [...docs.entries()]
      .filter(([id]) => !listed.has(id))
      .map(([, doc]) => doc.permalink),
  };
}
