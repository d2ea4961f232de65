import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { htmlToTwin, type TwinPageKind } from './logic/htmlToMarkdown';
import {
  renderLlmsFullTxt,
  renderLlmsTxt,
  sidebarSections,
  type LlmsEntry,
  type SidebarNode,
} from './logic/llmsTxt';
import { absoluteUrl, twinFileFor, twinRouteFor } from './logic/twinPath';

export const markdownTwinsPluginName = 'cognibot-markdown-twins';

interface TwinPage {
  kind: TwinPageKind;
  id: string;
  permalink: string;
  description: string;
}

type DocsSidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

function toSidebarNodes(items: readonly DocsSidebarItem[]): SidebarNode[] {
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
 * Writes a Markdown twin of every docs page and blog post next to its HTML (route + `.md`), and
 * `/llms.txt` and `/llms-full.txt` in sidebar order. Twins are made from the rendered pages, so
 * tables and lists that components render from data are in them too.
 */
export default function markdownTwinsPlugin(): Plugin {
  let pages: TwinPage[] = [];
  let sidebar: SidebarNode[] = [];
  return {
    name: markdownTwinsPluginName,
    // The copy-page menu and edit-link wraps (./theme), beside the twins they point to.
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
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
        })),
        ...blog.blogPosts.map((post) => ({
          kind: 'blogPost' as const,
          id: post.id,
          permalink: post.metadata.permalink,
          description: post.metadata.description,
        })),
      ];
    },
    async postBuild({ outDir, siteConfig, siteDir }) {
      const staticFiles = await staticFilesByContent(path.join(siteDir, 'static'), siteConfig.url);
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
        const twinFile = path.join(outDir, twinFileFor(page.permalink));
        await mkdir(path.dirname(twinFile), { recursive: true });
        await writeFile(twinFile, twin.markdown);
        entries.set(`${page.kind}:${page.id}`, {
          kind: page.kind,
          title: twin.title,
          description: page.description,
          twinUrl: absoluteUrl(siteConfig.url, twinRouteFor(page.permalink)),
          markdown: twin.markdown,
        });
      }
      const docEntry = (id: string) => entries.get(`doc:${id}`);
      const sections = sidebarSections(sidebar).map((section) => ({
        title: section.title,
        entries: section.docIds.map(docEntry).filter((entry) => entry !== undefined),
      }));
      const listed = new Set(sections.flatMap((section) => section.entries));
      const docsOutsideSidebar = [...entries.values()].filter(
        (entry) => entry.kind === 'doc' && !listed.has(entry),
      );
      const blogEntries = [...entries.values()].filter((entry) => entry.kind === 'blogPost');
      const site = {
        title: siteConfig.title,
        summary: `${siteConfig.title} documents CogniBot, a self-hosted platform for building and running chatbots for conversational IT process automation and robotic process automation: installing and operating it, building chatbots, NLU and knowledge projects, connecting channels and administering users and access. Every link below is a Markdown copy of a page of ${siteConfig.url}.`,
        sections: [
          ...sections,
          ...(docsOutsideSidebar.length > 0
            ? [{ title: 'More docs', entries: docsOutsideSidebar }]
            : []),
          { title: 'Blog', entries: blogEntries },
        ],
      };
      const docsInOrder = [
        ...sections.flatMap((section) => section.entries),
        ...docsOutsideSidebar,
      ];
      await writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(site));
      await writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFullTxt(site, docsInOrder));
    },
  };
}
