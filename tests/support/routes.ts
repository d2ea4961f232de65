import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoot } from './markdownSources';

export interface RouteList {
  /** Routes that must answer 200 with their own page, written decoded. */
  pages: string[];
  /** Routes that must show the not-found page. */
  notFound: string[];
}

/**
 * Reads the route list (ARCHITECTURE.md, "Routes and names"). Blocks are separated by comment lines; the
 * block headed "Not found" lists paths that must show the not-found page.
 */
export function readRouteList(file = path.join(siteRoot, 'tests/routes.txt')): RouteList {
  const pages: string[] = [];
  const notFound: string[] = [];
  let inNotFoundBlock = false;
  for (const rawLine of readFileSync(file, 'utf8').split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      inNotFoundBlock = /not found/i.test(line);
      continue;
    }
    (inNotFoundBlock ? notFound : pages).push(line);
  }
  return { pages, notFound };
}

/** Extensions of docs sources: Markdown, and the API pages that `npm run gen:api` generates. */
const docSourceExtensions = ['.md', '.mdx', '.api.mdx'] as const;

/** The docs source file (relative to the site root) that serves a /docs route. */
export function docSourceForRoute(route: string): string | undefined {
  if (!route.startsWith('/docs/')) return undefined;
  const docPath = route.slice('/docs/'.length);
  const base = `docs/${docPath.endsWith('/') ? `${docPath}index` : docPath}`;
  const existing = docSourceExtensions
    .map((extension) => `${base}${extension}`)
    .find((file) => existsSync(path.join(siteRoot, file)));
  return existing ?? `${base}.md`;
}
