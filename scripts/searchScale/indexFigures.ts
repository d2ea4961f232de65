import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { searchTags } from '../../src/features/search/logic/config';
import { easyopsIndexFileName } from '../../src/features/search/logic/boxFiles';

interface IndexDocument {
  t: string;
}

/** The words easyops indexed in a build (titles, headings and text of every tag). */
export function indexedWords(buildDir: string): number {
  let words = 0;
  for (const tag of searchTags) {
    const [titles, headings, , , contents] = JSON.parse(
      readFileSync(path.join(buildDir, easyopsIndexFileName(tag)), 'utf8'),
    ) as { documents: IndexDocument[] }[];
    for (const sub of [titles, headings, contents]) {
      for (const document of sub?.documents ?? []) {
        words += document.t.split(/\s+/).filter(Boolean).length;
      }
    }
  }
  return words;
}

/** The box's index files of a build (`search-box-*`), each with its raw, gzip and Brotli size. */
export function boxIndexFiles(
  buildDir: string,
): { name: string; raw: number; gzip: number; brotli: number }[] {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /(^|\/)search-box-[^/]*\.json$/.test(name))
    .sort()
    .map((name) => {
      const file = path.join(buildDir, name);
      return { name, raw: size(file), gzip: size(`${file}.gz`), brotli: size(`${file}.br`) };
    });
}
