import { searchTags } from './config';
import type { QueryTerm, TermClause } from './query';

/** Path segments that name a section of the site rather than what the reader looked for. */
const routeWords = new Set<string>([...searchTags, 'index', 'html', 'md']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The words of a missing URL: `/docs/Main%20Menu/auditLog-export` gives
 * `main, menu, audit, log, export`. camelCase is split, route names are dropped.
 */
export function wordsFromPath(pathname: string): string[] {
  const words = decode(pathname)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !routeWords.has(word));
  return [...new Set(words)].slice(0, 10);
}

/**
 * Looks the words up in page titles only, each as itself, as a prefix (`audit-lo` still finds
 * "Audit logs") and, for longer words, with one typo (`instalation`).
 */
export function titleQueryFor(words: readonly string[]): QueryTerm[] {
  return words.map((word) => {
    const clauses: TermClause[] = [{ term: word, usePipeline: true }];
    // URL words are mostly whole words; a short one ("no" in /no-such-page) as a prefix is noise.
    if (word.length >= 4) clauses.push({ term: `${word}*`, usePipeline: false });
    if (word.length >= 5) clauses.push({ term: word, usePipeline: true, editDistance: 1 });
    return { text: word, fields: ['title'], presence: 'optional', boost: 1, clauses };
  });
}
