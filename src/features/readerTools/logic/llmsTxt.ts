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

export interface LlmsSite {
  title: string;
  summary: string;
  sections: LlmsSection[];
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

/**
 * Sections in sidebar order: each top-level category is a section; a run of top-level pages
 * before the first category is "Get started", and a run after it "Help".
 */
export function sidebarSections(
  nodes: readonly SidebarNode[],
): { title: string; docIds: string[] }[] {
  const sections: { title: string; docIds: string[] }[] = [];
  let seenCategory = false;
  for (const node of nodes) {
    if (node.type === 'category') {
      seenCategory = true;
      sections.push({ title: node.label, docIds: docIdsInOrder([node]) });
      continue;
    }
    const runTitle = seenCategory ? 'Help' : 'Get started';
    const last = sections.at(-1);
    if (last?.title === runTitle) last.docIds.push(node.id);
    else sections.push({ title: runTitle, docIds: [node.id] });
  }
  return sections;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `/llms.txt` after the llms.txt convention: title, summary, then a link list per section. */
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
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${sections.join('\n\n')}\n`;
}

/** `/llms-full.txt`: the twins themselves, one after another, each headed by its URL. */
export function renderLlmsFullTxt(site: LlmsSite, entries: readonly LlmsEntry[]): string {
  const pages = entries.map(
    (entry) => `<!-- Source: ${entry.twinUrl} -->\n\n${entry.markdown.trim()}`,
  );
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${pages.join('\n\n---\n\n')}\n`;
}
