import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { inlineScriptHashes } from './inlineScripts';
import { twinnedPages } from './markdownTwinRoutes';
import {
  caddyConfigFile,
  nginxConfigFile,
  renderCaddyConfig,
  renderNginxConfig,
} from './serverConfigs';

const pluginName = 'cognibot-serving';

/** Every HTML page of a build, by its path relative to the build folder. */
async function builtPages(outDir: string): Promise<Map<string, string>> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const pages = new Map<string, string>();
  for (const file of files.sort()) {
    pages.set(path.relative(outDir, file), await readFile(file, 'utf8'));
  }
  return pages;
}

/**
 * Writes the parts of the nginx and Caddy configs (deploy/) that depend on the build: the
 * Content-Security-Policy with the hashes of the inline scripts of its pages, and the pages that
 * have a Markdown twin (src/features/readerTools), for `Accept: text/markdown` and the `Link`
 * header.
 */
export default function servingPlugin(): Plugin {
  let permalinks: string[] = [];
  return {
    name: pluginName,
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const sitePages = allContent['docusaurus-plugin-content-pages']?.default as
        PagesContent | undefined;
      if (!docs || !blog) throw new Error(`${pluginName}: needs the docs and blog plugins`);
      permalinks = [
        ...docs.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)),
        ...blog.blogPosts.map((post) => post.metadata.permalink),
        // The Markdown pages of src/pages have twins too (src/features/readerTools).
        ...(sitePages ?? [])
          .filter((page) => page.type === 'mdx' && !page.unlisted)
          .map((page) => page.permalink),
      ];
    },
    async postBuild({ outDir }) {
      const policy = contentSecurityPolicy(inlineScriptHashes(await builtPages(outDir)));
      const pages = twinnedPages(permalinks);
      await mkdir(path.join(outDir, path.dirname(nginxConfigFile)), { recursive: true });
      await writeFile(path.join(outDir, nginxConfigFile), renderNginxConfig(policy, pages));
      await writeFile(path.join(outDir, caddyConfigFile), renderCaddyConfig(policy, pages));
    },
  };
}
