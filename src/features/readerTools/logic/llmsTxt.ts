/** One page as the llms files list it. */
export interface LlmsEntry {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

/** A file of pages whole (a section's or all of them), as llms.txt lists it. */
export interface LlmsFileLink {
  title: string;
  url: string;
  pages: number;
  bytes: number;
}

export interface LlmsSite {
  title: string;
  summary: string;
  sections: LlmsSection[];
  /** Listed first, under "Sections", so an agent can take a whole section in one fetch. */
  files?: LlmsFileLink[];
}

/** A sidebar item, reduced to what the llms files need from the docs plugin's sidebars. */
export type SidebarNode =
  | { type: 'doc'; id: string }
  | { type: 'category'; label: string; linkDocId?: string; items: SidebarNode[] };

/** The docs of a sidebar subtree in reading order: a category's own page before its children. */
export function docIdsInOrder(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'doc'
      ? [node.id]
      : [...(node.linkDocId === undefined ? [] : [node.linkDocId]), ...docIdsInOrder(node.items)],
  );
}

/** A top-level sidebar section: its title, its own pages and the items below them. */
export interface SidebarSection {
  title: string;
  /** Pages of the section itself: a category's linked page, or a run of top-level pages. */
  docIds: string[];
  items: SidebarNode[];
}

/**
 * Sections in sidebar order: each top-level category is a section; a run of top-level pages
 * before the first category is "Get started", and a run after it "Help".
 */
export function sidebarSectionTrees(nodes: readonly SidebarNode[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  let seenCategory = false;
  for (const node of nodes) {
    if (node.type === 'category') {
      seenCategory = true;
      const docIds = node.linkDocId === undefined ? [] : [node.linkDocId];
      sections.push({ title: node.label, docIds, items: node.items });
      continue;
    }
    const runTitle = seenCategory ? 'Help' : 'Get started';
    const last = sections.at(-1);
    if (last?.title === runTitle) last.docIds.push(node.id);
    else sections.push({ title: runTitle, docIds: [node.id], items: [] });
  }
  return sections;
}

/** The sections of {@link sidebarSectionTrees} with all their pages in reading order. */
export function sidebarSections(
  nodes: readonly SidebarNode[],
): { title: string; docIds: string[] }[] {
  return sidebarSectionTrees(nodes).map((section) => ({
    title: section.title,
    docIds: [...section.docIds, ...docIdsInOrder(section.items)],
  }));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Decimal kilobytes, rounded up: a file listed as 100 KB is at most 100,000 bytes. */
function fileSize(bytes: number): string {
  return `${String(Math.ceil(bytes / 1000))} KB`;
}

function renderFileLinks(files: readonly LlmsFileLink[]): string {
  const links = files.map(
    (file) =>
      `- [${oneLine(file.title)}](${file.url}): ${String(file.pages)} ${file.pages === 1 ? 'page' : 'pages'}, ${fileSize(file.bytes)}`,
  );
  return `Each file under Sections holds the Markdown of a part of the docs whole, in sidebar order.\n\n## Sections\n\n${links.join('\n')}`;
}

/**
 * `/llms.txt` after the llms.txt convention: title, summary, then the files of whole sections,
 * then a link list per section.
 */
export function renderLlmsTxt(site: LlmsSite): string {
  const sections = site.sections
    .filter((section) => section.entries.length > 0)
    .map((section) => {
      const links = section.entries.map((entry) => {
        const description = oneLine(entry.description);
        return `- [${oneLine(entry.title)}](${entry.twinUrl})${description ? `: ${description}` : ''}`;
      });
      return `## ${section.title}\n\n${links.join('\n')}`;
    });
  const files =
    site.files === undefined || site.files.length === 0 ? [] : [renderFileLinks(site.files)];
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${[...files, ...sections].join('\n\n')}\n`;
}

/**
 * `/llms-full.txt` and the section files: the twins themselves, one after another, each headed by
 * its URL.
 */
export function renderLlmsFullTxt(
  site: Pick<LlmsSite, 'title' | 'summary'>,
  entries: readonly LlmsEntry[],
): string {
  const pages = entries.map(
    (entry) => `<!-- Source: ${entry.twinUrl} -->\n\n${entry.markdown.trim()}`,
  );
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${pages.join('\n\n---\n\n')}\n`;
}
