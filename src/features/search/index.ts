import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { load } from 'cheerio';
import { searchTags } from './logic/config';
import { boxFilesListName, easyopsIndexFileName } from './logic/boxFiles';
import type { IndexedDocument } from './logic/indexFile';
import { splitIndexFile, splitIndexFiles, type EasyopsSubIndex } from './logic/indexSplitting';
import { writeCompressedForms } from '../../plugins/precompressAssets/compressedForms';
import { isLinkListSection } from './logic/linkLists';

// easyops's package has types for its options only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const easyopsSearch = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The built HTML file of a route, as Docusaurus writes it. */
function htmlFileOf(outDir: string, route: string): string {
  const file = path.join(outDir, decodeURI(route));
  return existsSync(path.join(file, 'index.html')) ? path.join(file, 'index.html') : `${file}.html`;
}

/** Which of the section documents are link lists, reading each page's HTML once. */
async function linkListSections(
  outDir: string,
  documents: readonly IndexedDocument[],
): Promise<Set<IndexedDocument>> {
  const byPage = new Map<string, IndexedDocument[]>();
  for (const document of documents) {
    if (document.h) byPage.set(document.u, [...(byPage.get(document.u) ?? []), document]);
  }
  const linkLists = new Set<IndexedDocument>();
  for (const [route, sections] of byPage) {
    const $ = load(await readFile(htmlFileOf(outDir, route), 'utf8'));
    for (const section of sections) {
      const id = decodeURIComponent((section.h ?? '').slice(1));
      if (isLinkListSection($, id)) linkLists.add(section);
    }
  }
  return linkLists;
}

/** Writes the file, and its gzip and Brotli forms for hosts that serve precompressed files. */
async function writeWithCompressed(file: string, text: string): Promise<void> {
  await Promise.all([writeFile(file, text), writeCompressedForms(file, text)]);
}

/** Splits each tag's easyops index into the box's files, and lists them all for the offline worker. */
async function splitIndexes(outDir: string): Promise<void> {
  const written: string[] = [];
  for (const tag of searchTags) {
    const file = path.join(outDir, easyopsIndexFileName(tag));
    const easyops = JSON.parse(await readFile(file, 'utf8')) as EasyopsSubIndex[];
    const linkLists = await linkListSections(
      outDir,
      easyops.flatMap(({ documents }) => documents),
    );
    const split = splitIndexFile(easyops, (document) => linkLists.has(document));
    for (const [name, text] of splitIndexFiles(tag, split)) {
      await writeWithCompressed(path.join(outDir, name), text);
      written.push(`/${name}`);
    }
  }
  await writeWithCompressed(path.join(outDir, boxFilesListName), JSON.stringify(written));
}

/**
 * easyops's search plugin, unchanged, followed by the split of its per-tag index files into
 * the files our box reads (src/features/search/logic/indexSplitting.ts). easyops stays the index builder,
 * and its own files stay as they are for its /search page.
 */
function searchIndexTheme(context: LoadContext, options: unknown): Plugin {
  // Docusaurus passes the options easyops's validateOptions returned.
  const easyops = easyopsSearch.default(context, options as PluginOptions);
  return {
    ...easyops,
    async postBuild(props) {
      await easyops.postBuild?.(props);
      await splitIndexes(props.outDir);
    },
  };
}
searchIndexTheme.validateOptions = easyopsSearch.validateOptions;

export default searchIndexTheme satisfies PluginModule;

/**
 * Our search box, the /search page wrapper and the not-found suggestions (./theme). A theme of its
 * own, listed after easyops's, so its components shadow easyops's and @theme-init reaches them.
 */
export function searchBoxTheme(): Plugin {
  return { name: 'cognibot-search-box', getThemePath: () => path.join(__dirname, 'theme') };
}
