import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type {
  LoadedContent as PagesContent,
  MDXPageMetadata,
} from '@docusaurus/plugin-content-pages';
import { currentRelease } from '../../data/release';
import { htmlToTwin, type TwinPageKind } from './logic/htmlToMarkdown';
import { llmsSectionFiles, llmsSectionFolder } from './logic/llmsSectionFiles';
import {
  docIdsInOrder,
  renderLlmsFullTxt,
  renderLlmsTxt,
  sidebarSectionTrees,
  type LlmsEntry,
  type LlmsFileLink,
  type SidebarNode,
  type SidebarSection,
} from './logic/llmsTxt';
import { renderRobotsTxt } from './logic/robotsTxt';
import { withTwinHead } from './logic/twinHead';
import { absoluteUrl, twinFileFor, twinRouteFor } from './logic/twinPath';

export const markdownTwinsPluginName = 'cognibot-markdown-twins';

interface TwinPage {
  kind: TwinPageKind;
  id: string;
  permalink: string;
  description: string;
  /** When the docs page's or Markdown page's source last changed (from git), in milliseconds. */
  lastUpdatedAt?: number;
  /** When the blog post was published. */
  published?: Date;
}

export type DocsSidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

export function toSidebarNodes(items: readonly DocsSidebarItem[]): SidebarNode[] {
  return items.flatMap((item): SidebarNode[] => {
    if (item.type === 'doc' || item.type === 'ref') return [{ type: 'doc', id: item.id }];
    if (item.type !== 'category') return [];
    return [
      {
        type: 'category',
        label: item.label,
        linkDocId: item.link?.type === 'doc' ? item.link.id : undefined,
        items: toSidebarNodes(item.items),
      },
    ];
  });
}

/** Maps the `data:` URL of every file under static/ to that file's absolute URL. */
async function staticFilesByContent(
  staticDir: string,
  siteUrl: string,
): Promise<Map<string, string>> {
  const byContent = new Map<string, string>();
  const files = await readdir(staticDir, { recursive: true, withFileTypes: true });
  for (const file of files) {
    if (!file.isFile()) continue;
    const filePath = path.join(file.parentPath, file.name);
    const route = `/${path.relative(staticDir, filePath).split(path.sep).join('/')}`;
    byContent.set((await readFile(filePath)).toString('base64'), absoluteUrl(siteUrl, route));
  }
  return byContent;
}

function dataUrlContent(dataUrl: string): string | undefined {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return undefined;
  const [, base64, payload = ''] = match;
  return base64 ? payload : Buffer.from(decodeURIComponent(payload)).toString('base64');
}

/**
 * Writes one file of whole twins per sidebar section under /llms/, a section over the size limit
 * split by its sub-categories, and returns their links for llms.txt.
 */
async function writeSectionFiles(
  outDir: string,
  options: {
    siteTitle: string;
    siteUrl: string;
    llmsTxtUrl: string;
    sections: readonly SidebarSection[];
    entryOf: (docId: string) => LlmsEntry;
  },
): Promise<LlmsFileLink[]> {
  const render = (title: string, docIds: readonly string[]) =>
    renderLlmsFullTxt(
      {
        title: `${options.siteTitle}: ${title}`,
        summary: `The Markdown of the ${String(docIds.length)} ${docIds.length === 1 ? 'page' : 'pages'} of "${title}" in ${options.siteTitle} (${options.siteUrl}), whole and in sidebar order. The index of every page and of the other section files is ${options.llmsTxtUrl}.`,
      },
      docIds.map(options.entryOf),
    );
  const files = llmsSectionFiles(options.sections, (title, docIds) =>
    Buffer.byteLength(render(title, docIds)),
  );
  await mkdir(path.join(outDir, llmsSectionFolder), { recursive: true });
  const links: LlmsFileLink[] = [];
  for (const file of files) {
    const text = render(file.title, file.docIds);
    const route = `/${llmsSectionFolder}/${file.slug}.txt`;
    await writeFile(path.join(outDir, route), text);
    links.push({
      title: file.title,
      url: absoluteUrl(options.siteUrl, route),
      pages: file.docIds.length,
      bytes: Buffer.byteLength(text),
    });
  }
  return links;
}

/**
 * Writes a Markdown twin of every docs page and blog post next to its HTML (route + `.md`), each
 * headed by front matter and the agent directive; `/llms.txt`, `/llms-full.txt` and the section
 * files under `/llms/` in sidebar order; and `/robots.txt`. Twins are made from the rendered
 * pages, so tables and lists that components render from data are in them too.
 */
export default function markdownTwinsPlugin(): Plugin {
  let pages: TwinPage[] = [];
  let sidebar: SidebarNode[] = [];
  return {
    name: markdownTwinsPluginName,
    // The agent directive, copy-page menu and edit-link wraps (./theme), beside the twins they
    // point to.
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const sitePages = allContent['docusaurus-plugin-content-pages']?.default as
        PagesContent | undefined;
      if (!docs || !blog)
        throw new Error(`${markdownTwinsPluginName}: needs the docs and blog plugins`);
      const version = docs.loadedVersions[0];
      if (!version) throw new Error(`${markdownTwinsPluginName}: the docs plugin has no version`);
      sidebar = toSidebarNodes(version.sidebars.docs ?? []);
      pages = [
        ...version.docs.map((doc) => ({
          kind: 'doc' as const,
          id: doc.id,
          permalink: doc.permalink,
          description: doc.description,
          lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
        })),
        ...blog.blogPosts.map((post) => ({
          kind: 'blogPost' as const,
          id: post.id,
          permalink: post.metadata.permalink,
          description: post.metadata.description,
          published: post.metadata.date,
        })),
        // Markdown pages (the writing guide, how to read the docs) are text like the docs; the
        // React pages (home, search) are an entrance and a tool, with nothing to read as Markdown.
        ...(sitePages ?? [])
          .filter((page): page is MDXPageMetadata => page.type === 'mdx' && !page.unlisted)
          .map((page) => ({
            kind: 'page' as const,
            id: page.permalink,
            permalink: page.permalink,
            description: page.description ?? '',
            lastUpdatedAt: page.lastUpdatedAt ?? undefined,
          })),
      ];
    },
    async postBuild({ outDir, siteConfig, siteDir }) {
      const staticFiles = await staticFilesByContent(path.join(siteDir, 'static'), siteConfig.url);
      const llmsTxtUrl = absoluteUrl(siteConfig.url, `${siteConfig.baseUrl}llms.txt`);
      const entries = new Map<string, LlmsEntry & { kind: TwinPageKind }>();
      for (const page of pages) {
        const htmlFile = path.join(outDir, decodeURI(page.permalink), 'index.html');
        const pageUrl = absoluteUrl(siteConfig.url, page.permalink);
        const twin = htmlToTwin({
          kind: page.kind,
          html: await readFile(htmlFile, 'utf8'),
          pageUrl,
          resolveInlinedImage: (dataUrl) => {
            const content = dataUrlContent(dataUrl);
            return content === undefined ? undefined : staticFiles.get(content);
          },
        });
        const twinUrl = absoluteUrl(siteConfig.url, twinRouteFor(page.permalink));
        const markdown = withTwinHead(
          twin.markdown,
          {
            title: twin.title,
            description: page.description,
            version: currentRelease.line,
            lastUpdated:
              page.lastUpdatedAt === undefined ? undefined : new Date(page.lastUpdatedAt),
            published: page.published,
          },
          { llmsTxtUrl, pageUrl, twinUrl },
        );
        const twinFile = path.join(outDir, twinFileFor(page.permalink));
        await mkdir(path.dirname(twinFile), { recursive: true });
        await writeFile(twinFile, markdown);
        entries.set(`${page.kind}:${page.id}`, {
          kind: page.kind,
          title: twin.title,
          description: page.description,
          twinUrl,
          markdown,
        });
      }
      const docEntry = (id: string) => entries.get(`doc:${id}`);
      const inSidebar = new Set(docIdsInOrder(sidebar));
      const docsOutsideSidebar = [...entries.entries()]
        .filter(([key, entry]) => entry.kind === 'doc' && !inSidebar.has(key.slice('doc:'.length)))
        .map(([key]) => key.slice('doc:'.length));
      const sectionTrees: SidebarSection[] = [
        ...sidebarSectionTrees(sidebar),
        ...(docsOutsideSidebar.length > 0
          ? [{ title: 'More docs', docIds: docsOutsideSidebar, items: [] }]
          : []),
      ];
      const sections = sectionTrees.map((section) => ({
        title: section.title,
        entries: [...section.docIds, ...docIdsInOrder(section.items)]
          .map(docEntry)
          .filter((entry) => entry !== undefined),
      }));
      const blogEntries = [...entries.values()].filter((entry) => entry.kind === 'blogPost');
      const pageEntries = [...entries.values()].filter((entry) => entry.kind === 'page');
      const docsInOrder = sections.flatMap((section) => section.entries);
      const siteHead = {
        title: siteConfig.title,
        summary: `${siteConfig.title} documents CogniBot, a self-hosted platform for building and running chatbots for conversational IT process automation and robotic process automation: installing and operating it, building chatbots, NLU and knowledge projects, connecting channels and administering users and access. Every link below is a Markdown copy of a page of ${siteConfig.url}.`,
      };
      const fullTxt = renderLlmsFullTxt(siteHead, docsInOrder);
      const files = await writeSectionFiles(outDir, {
        siteTitle: siteConfig.title,
        siteUrl: siteConfig.url,
        llmsTxtUrl,
        sections: sectionTrees,
        entryOf: (id) => {
          const entry = docEntry(id);
          if (entry === undefined) throw new Error(`${markdownTwinsPluginName}: no twin of ${id}`);
          return entry;
        },
      });
      files.push({
        title: 'All docs pages',
        url: absoluteUrl(siteConfig.url, '/llms-full.txt'),
        pages: docsInOrder.length,
        bytes: Buffer.byteLength(fullTxt),
      });
      const site = {
        ...siteHead,
        files,
        sections: [
          ...sections,
          { title: 'Blog', entries: blogEntries },
          ...(pageEntries.length > 0 ? [{ title: 'About these docs', entries: pageEntries }] : []),
        ],
      };
      await writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(site));
      await writeFile(path.join(outDir, 'llms-full.txt'), fullTxt);
      await writeFile(
        path.join(outDir, 'robots.txt'),
        renderRobotsTxt({
          sitemapUrl: absoluteUrl(siteConfig.url, `${siteConfig.baseUrl}sitemap.xml`),
          llmsTxtUrl,
        }),
      );
    },
  };
}
