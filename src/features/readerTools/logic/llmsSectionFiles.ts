import { docIdsInOrder, type SidebarSection } from './llmsTxt';

/**
 * The most an llms section file may weigh: what an agent's fetch tool keeps of one response.
 * 100 KB in decimal kilobytes, so a file is under 100 KB however the reader counts.
 */
export const llmsSectionFileMaxBytes = 100_000;

/**
 * The folder of the per-section files, beside llms.txt: `/llms/<section>.txt`. One flat folder
 * rather than `/docs/<section>/llms.txt`, because sections are sidebar groups, not URL folders
 * (Get started is top-level pages, Chatbot builder lives under /docs/CogniBot/), and a split
 * section has no folder of its own to put a file in.
 */
export const llmsSectionFolder = 'llms';

/** One per-section llms file: its title, its file name under /llms/ and its pages in order. */
export interface LlmsSectionFile {
  title: string;
  slug: string;
  docIds: string[];
}

/** Weighs the file that would hold these pages, in bytes. */
export type FileWeight = (title: string, docIds: readonly string[]) => number;

/** `Chatbot builder: Dialog elements` → `chatbot-builder-dialog-elements`. */
export function llmsSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug === '') throw new Error(`llms section files: the title "${title}" gives no file name`);
  return slug;
}

/**
 * Pages in order, packed into as few files under the limit as their order allows. A page that is
 * over the limit by itself gets a file of its own (the caller reports it: it cannot be split).
 */
function packPages(
  title: string,
  docIds: readonly string[],
  weigh: FileWeight,
  maxBytes: number,
): { title: string; docIds: string[] }[] {
  if (docIds.length === 0) return [];
  if (weigh(title, docIds) <= maxBytes) return [{ title, docIds: [...docIds] }];
  const chunks: string[][] = [];
  for (const id of docIds) {
    const last = chunks.at(-1);
    if (last !== undefined && weigh(title, [...last, id]) <= maxBytes) last.push(id);
    else chunks.push([id]);
  }
  return chunks.map((chunk, index) => ({
    title: `${title} (part ${String(index + 1)} of ${String(chunks.length)})`,
    docIds: chunk,
  }));
}

/**
 * A section whole when it fits; otherwise its own and its top-level pages in one file and each
 * sub-category split the same way, titled "<section>: <sub-category>", so an agent can still take
 * a sub-category whole.
 */
function splitSection(
  section: SidebarSection,
  topTitle: string,
  weigh: FileWeight,
  maxBytes: number,
): { title: string; docIds: string[] }[] {
  const allDocIds = [...section.docIds, ...docIdsInOrder(section.items)];
  const categories = section.items.filter((item) => item.type === 'category');
  if (weigh(section.title, allDocIds) <= maxBytes || categories.length === 0) {
    return packPages(section.title, allDocIds, weigh, maxBytes);
  }
  const ownDocIds = [
    ...section.docIds,
    ...section.items.flatMap((item) => (item.type === 'doc' ? [item.id] : [])),
  ];
  return [
    ...packPages(section.title, ownDocIds, weigh, maxBytes),
    ...categories.flatMap((category) =>
      splitSection(
        {
          title: `${topTitle}: ${category.label}`,
          docIds: category.linkDocId === undefined ? [] : [category.linkDocId],
          items: category.items,
        },
        topTitle,
        weigh,
        maxBytes,
      ),
    ),
  ];
}

/**
 * The per-section llms files: one per sidebar section, split where a section is over `maxBytes`.
 * Every page of the sections is in exactly one file; file names are unique.
 */
export function llmsSectionFiles(
  sections: readonly SidebarSection[],
  weigh: FileWeight,
  maxBytes = llmsSectionFileMaxBytes,
): LlmsSectionFile[] {
  const slugs = new Set<string>();
  return sections
    .flatMap((section) => splitSection(section, section.title, weigh, maxBytes))
    .map((file) => {
      const base = llmsSlug(file.title);
      let slug = base;
      for (let counter = 2; slugs.has(slug); counter += 1) slug = `${base}-${String(counter)}`;
      slugs.add(slug);
      return { ...file, slug };
    });
}
