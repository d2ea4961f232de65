import { rankingConfig, type SearchField, type SearchTag } from './config';
import { subIndexOf, type IndexedDocument, type LoadedIndex, type SectionTexts } from './indexFile';
import { marksOf } from './marks';
import type { QueryTerm } from './query';
import { scoreClauses, type Scores } from './termScoring';

/** [start, end) of a matched word in a text. */
export type TextRange = readonly [number, number];

export interface MarkedText {
  text: string;
  marks: TextRange[];
}

/** One result: a page, or the section of it that matched best. Sent as is from the worker. */
export interface SearchHit {
  tag: SearchTag;
  /** Page URL, plus the section hash when the hit is inside a section. */
  url: string;
  pageTitle: MarkedText;
  sectionTitle?: MarkedText;
  snippet?: MarkedText;
  /** Set when the hit's snippet needs the section texts, which are not loaded yet. */
  snippetPending?: true;
  /** How many of the query's terms the page has. */
  words: number;
  /** The boost of the most important field a term matched in (title 5, tags 3, ...). */
  tier: number;
  score: number;
}

/**
 * Ranking, most important first: how many query terms the page has; the most important field a
 * term matched in (so a title hit beats a tag hit, which beats body text);
 * then the BM25 score weighted by field. Docs and blog hits merge with the same order.
 */
export function compareHits(
  a: Pick<SearchHit, 'words' | 'tier' | 'score'>,
  b: Pick<SearchHit, 'words' | 'tier' | 'score'>,
): number {
  return b.words - a.words || b.tier - a.tier || b.score - a.score;
}

export function mergeHits(lists: readonly (readonly SearchHit[])[], limit: number): SearchHit[] {
  return lists.flat().sort(compareHits).slice(0, limit);
}

interface DocumentMatch {
  document: IndexedDocument;
  field: SearchField;
  score: number;
  /** Its term's scores, which tell the index terms it matched (read for the hits shown). */
  scores: Scores;
}

/** A page top or one of its sections, with what matched there. */
interface Target {
  hash: string;
  score: number;
  tier: number;
  /** Numbers of the query terms that matched here, ascending. */
  terms: number[];
  matches: DocumentMatch[];
}

interface PageMatch {
  pageId: number;
  /** Numbers of the query terms that matched here, ascending. */
  terms: number[];
  targets: Map<string, Target>;
}

/** Adds a query term's number to a list: terms are matched in order, so it is last if there. */
function addTerm(terms: number[], termNumber: number): void {
  if (terms.at(-1) !== termNumber) terms.push(termNumber);
}

/** How many terms two ascending lists of term numbers have together. */
function unionSize(a: readonly number[], b: readonly number[]): number {
  let size = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i] ?? Number.POSITIVE_INFINITY;
    const y = b[j] ?? Number.POSITIVE_INFINITY;
    if (x <= y) i += 1;
    if (y <= x) j += 1;
    size += 1;
  }
  return size;
}

/** Runs one term against one field's sub-index. */
function queryTerm(index: LoadedIndex, term: QueryTerm, field: SearchField): Scores | undefined {
  const subIndex = index[subIndexOf[field]];
  return subIndex === undefined ? undefined : scoreClauses(subIndex, term.clauses);
}

function pageIdOf(document: IndexedDocument, field: SearchField): number {
  return field === 'title' ? document.i : (document.p ?? document.i);
}

/** Title, description and tags belong to the page top; headings and text to their section. */
function hashOf(document: IndexedDocument, field: SearchField): string {
  return field === 'heading' || field === 'content' ? (document.h ?? '') : '';
}

function rangesSorted(ranges: readonly TextRange[]): TextRange[] {
  return [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

const snippetLength = 120;

/** A window of the text around its first match, cut at word boundaries. */
export function snippetOf(text: string, marks: readonly TextRange[]): MarkedText {
  const sorted = rangesSorted(marks);
  if (text.length <= snippetLength) return { text, marks: sorted };
  const first = sorted[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(snippetLength / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    marks: sorted
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): TextRange => [from + shift, to + shift]),
  };
}

function bestMatch(target: Target, field: SearchField): DocumentMatch | undefined {
  return target.matches
    .filter((match) => match.field === field)
    .sort((a, b) => b.score - a.score)[0];
}

/** Where the words the document matched with are in `text` (its own text unless given). */
function marksFor(
  target: Target | undefined,
  document: IndexedDocument,
  field: SearchField,
  text = document.t,
): TextRange[] {
  const terms = new Set(
    (target?.matches ?? [])
      .filter((match) => match.field === field && match.document === document)
      .flatMap((match) => match.scores.matchedTerms(document.i)),
  );
  return rangesSorted(marksOf(text, terms));
}

/** What a page is ranked by (see compareHits), and the part of it a hit links to. */
interface RankedPage {
  page: PageMatch;
  target: Target;
  words: number;
  tier: number;
  score: number;
}

function rankPage(page: PageMatch): RankedPage | undefined {
  const topTerms = page.targets.get('')?.terms ?? [];
  let target: Target | undefined;
  let targetCoverage = 0;
  let tier = 0;
  let bestSection = 0;
  for (const candidate of page.targets.values()) {
    // A section also has what its page top matched (the title, say): for "audit retention" the
    // Retention section of "Audit logs" has both words, the page top only one.
    const coverage = unionSize(candidate.terms, topTerms);
    if (
      target === undefined ||
      (coverage - targetCoverage ||
        candidate.tier - target.tier ||
        candidate.score - target.score) > 0
    ) {
      target = candidate;
      targetCoverage = coverage;
    }
    tier = Math.max(tier, candidate.tier);
    if (candidate.hash !== '') bestSection = Math.max(bestSection, candidate.score);
  }
  if (target === undefined) return undefined;
  return {
    page,
    target,
    words: page.terms.length,
    tier,
    score: (page.targets.get('')?.score ?? 0) + bestSection,
  };
}

function toHit(
  index: LoadedIndex,
  tag: SearchTag,
  ranked: RankedPage,
  texts: SectionTexts | undefined,
): SearchHit | undefined {
  const { page, target, words, tier, score } = ranked;
  const titleDocument = index[subIndexOf.title]?.documents.get(page.pageId);
  if (titleDocument === undefined) return undefined;
  const pageTop = page.targets.get('');

  const heading = bestMatch(target, 'heading');
  const content = bestMatch(target, 'content');
  const sectionTitleText = heading?.document.t ?? content?.document.s;
  const isSection = target.hash !== '';
  // A page hit without matching text shows the page's description, matched or not.
  const description = index[subIndexOf.description]?.documents.get(page.pageId);
  const contentText = content && (content.document.t || texts?.[String(content.document.i)]);
  const snippet = content
    ? contentText === undefined
      ? undefined
      : snippetOf(contentText, marksFor(target, content.document, 'content', contentText))
    : !isSection && description
      ? snippetOf(description.t, marksFor(pageTop, description, 'description'))
      : undefined;

  return {
    tag,
    url: `${titleDocument.u}${target.hash}`,
    pageTitle: { text: titleDocument.t, marks: marksFor(pageTop, titleDocument, 'title') },
    ...(isSection && sectionTitleText !== undefined && sectionTitleText !== titleDocument.t
      ? {
          sectionTitle: {
            text: sectionTitleText,
            marks: heading ? marksFor(target, heading.document, 'heading') : [],
          },
        }
      : {}),
    ...(snippet ? { snippet } : {}),
    ...(content && contentText === undefined ? { snippetPending: true } : {}),
    words,
    tier,
    score,
  };
}

/** Pages that have the term in any of its fields (for `+term` and `-term`). */
function pagesWithTerm(index: LoadedIndex, term: QueryTerm): Set<number> {
  const pages = new Set<number>();
  for (const field of term.fields) {
    const subIndex = index[subIndexOf[field]];
    for (const result of queryTerm(index, term, field)?.documents ?? []) {
      const document = subIndex?.documents.get(result.ref);
      if (document) pages.add(pageIdOf(document, field));
    }
  }
  return pages;
}

/** One tag's best pages for a query, ranked: everything a hit needs except its snippet text. */
export interface Ranking {
  index: LoadedIndex;
  tag: SearchTag;
  pages: readonly RankedPage[];
}

/** Ranks one tag's pages for the query; the best `limit` of them, best first. */
export function rankIndex(
  index: LoadedIndex,
  tag: SearchTag,
  terms: readonly QueryTerm[],
  limit = Number.POSITIVE_INFINITY,
): Ranking {
  const positive = terms.filter((term) => term.presence !== 'prohibited');
  if (positive.length === 0) return { index, tag, pages: [] };
  const { fieldBoosts } = rankingConfig;
  const pages = new Map<number, PageMatch>();

  positive.forEach((term, termNumber) => {
    for (const field of term.fields) {
      const subIndex = index[subIndexOf[field]];
      const scores = queryTerm(index, term, field);
      for (const result of scores?.documents ?? []) {
        const document = subIndex?.documents.get(result.ref);
        if (document === undefined || scores === undefined) continue;
        const pageId = pageIdOf(document, field);
        let page = pages.get(pageId);
        if (page === undefined) {
          page = { pageId, terms: [], targets: new Map() };
          pages.set(pageId, page);
        }
        addTerm(page.terms, termNumber);
        const hash = hashOf(document, field);
        let target = page.targets.get(hash);
        if (target === undefined) {
          target = { hash, score: 0, tier: 0, terms: [], matches: [] };
          page.targets.set(hash, target);
        }
        // lunr normalises a one-term query, so the term's own boost (`term^N`) is applied here.
        const score = result.score * fieldBoosts[field] * term.boost;
        target.score += score;
        addTerm(target.terms, termNumber);
        target.tier = Math.max(target.tier, fieldBoosts[field]);
        target.matches.push({ document, field, score, scores });
      }
    }
  });

  for (const term of terms) {
    if (term.presence === 'optional') continue;
    const having = pagesWithTerm(index, term);
    for (const pageId of [...pages.keys()]) {
      if (having.has(pageId) !== (term.presence === 'required')) pages.delete(pageId);
    }
  }

  const ranked = [...pages.values()]
    .map(rankPage)
    .filter((page) => page !== undefined)
    .sort(compareHits)
    .slice(0, limit);
  return { index, tag, pages: ranked };
}

/** The content documents whose texts the ranking's hits show as snippets. */
export function snippetDocumentIds({ pages }: Ranking): number[] {
  return pages.flatMap(({ target }) => {
    const content = bestMatch(target, 'content');
    return content ? [content.document.i] : [];
  });
}

/**
 * The hits of a ranking, with snippets and marks, worked out only for the pages that can be
 * shown. Without `texts` (the section texts, not loaded yet) the hits that need one for their
 * snippet have `snippetPending`; with them, the same ranking gets its snippets without ranking again.
 */
export function hitsOf({ index, tag, pages }: Ranking, texts?: SectionTexts): SearchHit[] {
  return pages.map((ranked) => toHit(index, tag, ranked, texts)).filter((hit) => hit !== undefined);
}

/**
 * Searches one tag's index; returns the best `limit` pages, best first. Without `texts` the hits
 * that need one for their snippet have `snippetPending`.
 */
export function searchIndex(
  index: LoadedIndex,
  tag: SearchTag,
  terms: readonly QueryTerm[],
  limit = Number.POSITIVE_INFINITY,
  texts?: SectionTexts,
): SearchHit[] {
  return hitsOf(rankIndex(index, tag, terms, limit), texts);
}
