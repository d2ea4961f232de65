import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';

/*
 * The docs of a synthetic site N times the size of the real one, for `npm run bench:search-scale`:
 * the real docs as they are, plus N - 1 copies in folders of their own (`scale-2/`, ...), each
 * with part of its vocabulary replaced by words of its own. Real docs grow that way: new pages
 * reuse most words of the old ones and bring some new ones, so the number of distinct words grows
 * more slowly than the text (Heaps' law, about the square root of the text for English prose;
 * a quarter of the words replaced per copy gives 1.5× the words at 3× and 3.3× at 10×).
 */

/** @types/lunr leaves out that the filter returns nothing for a stop word. */
const stopWordFilter = lunr.stopWordFilter as (token: lunr.Token) => lunr.Token | undefined;

/** Share of the distinct words of a page that a copy replaces by its own. */
export const replacedWordShare = 0.25;

/** Spans of a prose line that are not prose: code, link targets, tags, expressions, entities, admonitions. */
const tokenPattern =
  /(`+)[^`]*?\1|\]\([^)]*\)|<[^>\n]*>|\{[^}\n]*\}|https?:\/\/[^\s)]+|&[a-z]+;|:::\w*|[A-Za-z]{4,}/g;
const syllables = ['ar', 'en', 'ix', 'or', 'um', 'el', 'ka', 'to', 'vi', 'sa', 'ne', 'lo'];

/** FNV-1a: a stable hash, so a copy is the same on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let n = 0; n < text.length; n += 1) {
    value ^= text.charCodeAt(n);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The word as copy `copy` writes it: itself, or (for a share of the words) a word of that copy. */
export function variantOf(word: string, copy: number): string {
  const lower = word.toLowerCase();
  // A stop word stays one: the index leaves stop words out, new pages bring none.
  if (stopWordFilter(new lunr.Token(lower, {})) === undefined) return word;
  const h = hash(`${lower}#${String(copy)}`);
  if ((h % 1000) / 1000 >= replacedWordShare) return word;
  const suffix = `${syllables[(h >>> 10) % syllables.length] ?? ''}${syllables[(h >>> 16) % syllables.length] ?? ''}`;
  return `${word}${suffix}`;
}

function varyProse(line: string, copy: number): string {
  return line.replace(tokenPattern, (token) =>
    /^[A-Za-z]+$/.test(token) ? variantOf(token, copy) : token,
  );
}

/**
 * A Markdown or MDX page as copy `copy` writes it: the prose words varied; front matter (but for
 * its title and description), code fences, import and export lines, JSX tags and their attribute
 * lines, link targets and heading ids left as they are, so the page still builds.
 */
export function varyPage(text: string, copy: number): string {
  const lines = text.split('\n');
  let inFrontMatter = lines[0] === '---';
  let fence: string | undefined;
  let inTag = false;
  return lines
    .map((line, n) => {
      if (inFrontMatter) {
        if (n > 0 && line === '---') inFrontMatter = false;
        const field = /^(title|description):(.*)$/.exec(line);
        return field ? `${field[1] ?? ''}:${varyProse(field[2] ?? '', copy)}` : line;
      }
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== undefined) {
        if (fenceMark !== undefined && fenceMark.startsWith(fence)) fence = undefined;
        return line;
      }
      if (fenceMark !== undefined) {
        fence = fenceMark;
        return line;
      }
      if (inTag) {
        if (line.includes('>')) inTag = false;
        return line;
      }
      const trimmed = line.trim();
      if (/^<[A-Za-z]/.test(trimmed) && !trimmed.includes('>')) {
        inTag = true;
        return line;
      }
      if (/^(import|export)\s/.test(trimmed) || /^[{}]/.test(trimmed)) return line;
      return varyProse(line, copy);
    })
    .join('\n');
}

function copyVaried(from: string, to: string, copy: number): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (statSync(source).isDirectory()) copyVaried(source, target, copy);
    else if (/\.mdx?$/.test(name)) {
      writeFileSync(target, varyPage(readFileSync(source, 'utf8'), copy));
    } else cpSync(source, target);
  }
}

/** The folder of copy `copy` (2 and up) inside the synthetic docs. */
export const copyFolder = (copy: number) => `scale-${String(copy)}`;

/** Writes the docs of a site `scale` times the real one into `to`, replacing what it held. */
export function writeSyntheticDocs(realDocs: string, to: string, scale: number): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(realDocs, to, { recursive: true });
  for (let copy = 2; copy <= scale; copy += 1) {
    copyVaried(realDocs, path.join(to, copyFolder(copy)), copy);
  }
}
