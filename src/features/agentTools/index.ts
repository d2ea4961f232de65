import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { toSidebarNodes } from '../readerTools';
import { catalogFromSidebar, type CatalogDoc } from './logic/catalogFromSidebar';
import { toolReference } from './logic/toolReference';

export const agentToolsPluginName = 'cognibot-agent-tools';

/**
 * WebMCP tools for a browser's agent on every page (search, pages, the condition evaluator, the
 * web chat snippet builder, the dialog checker and runner). The client module registers them only
 * where the browser has WebMCP, after the page is idle, from a chunk of its own; the page catalog
 * the tools read is a generated module loaded with them. The "For AI assistants" page renders the
 * tools from the reference written here (theme component AgentToolReference).
 */
export default function agentToolsPlugin({ siteConfig }: LoadContext): Plugin {
  return {
    name: agentToolsPluginName,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/registerWhenIdle')],
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version || !blog)
        throw new Error(`${agentToolsPluginName}: needs the docs and blog plugins`);
      const docs = new Map<string, CatalogDoc>(
        version.docs.map((doc) => [
          doc.id,
          { title: doc.title, permalink: doc.permalink, description: doc.description },
        ]),
      );
      const catalog = catalogFromSidebar(
        toSidebarNodes(version.sidebars.docs ?? []),
        docs,
        blog.blogPosts.map(({ metadata }) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          description: metadata.description,
          date: new Date(metadata.date),
        })),
      );
      await actions.createData('page-catalog.json', catalog);
      await actions.createData(
        'tool-reference.json',
        // A fixed moment, so the page's examples do not change from build to build.
        await toolReference(catalog, siteConfig.url, new Date('2025-03-14T09:30:00Z')),
      );
    },
  };
}
