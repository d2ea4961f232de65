import { readFileSync } from 'node:fs';
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

/** The docs source file (relative to the site root) that serves a /docs route. */
export function docSourceForRoute(route: string): string | undefined {
  if (!route.startsWith('/docs/')) return undefined;
  const docPath = route.slice('/docs/'.length);
  return `docs/${docPath.endsWith('/') ? `${docPath}index` : docPath}.md`;
}
