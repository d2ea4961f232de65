import * as cheerio from 'cheerio';

/**
 * What a page shows that only people use, so a twin leaves it out: elements marked
 * `data-markdown-ignore` (the Agent-Friendly Documentation Spec's marker for human-only content),
 * controls, navigation around the text (breadcrumbs, the doc footer with its edit link and date,
 * pagination), heading anchors, icons and what is never rendered (scripts, templates).
 */
const peopleOnly = [
  '[data-markdown-ignore]',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'input',
  'textarea',
  'nav',
  'footer',
  '.hash-link',
].join(', ');

export interface TwinParity {
  /** How many words the page's article shows. */
  readonly pageWords: number;
  /** The words the article shows more often than the twin has them, each once per time missing. */
  readonly missingWords: readonly string[];
}

/** The words of a text, lower-cased: runs of letters and digits, whatever the punctuation around. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The text a reader sees in the page's article (the rendered Markdown, every tab panel and closed
 * details included, since a reader opens them), without what is only for people.
 */
export function visibleArticleText(html: string): string {
  const $ = cheerio.load(html);
  const article = $('article').first();
  if (article.length === 0) throw new Error('twin parity: the page has no <article>');
  article.find(peopleOnly).remove();
  // Block boundaries separate words that the markup puts side by side (table cells, list items).
  article.find('p, div, li, td, th, tr, pre, h1, h2, h3, h4, h5, h6, br, dt, dd').after(' ');
  return article.text();
}

/**
 * The text of a twin without its links' and images' destinations, which a reader does not see
 * (twins link with absolute URLs only, so `[x](y)` in code is left alone).
 */
function twinText(markdown: string): string {
  return markdown.replace(/\]\((?:https?:|mailto:)[^)\s]*(?:\s+"[^"]*")?\)/g, '] ');
}

/**
 * Compares the words a reader sees in a page with the words of its Markdown twin, as a multiset:
 * every word the page shows must be in the twin at least as often. Order and formatting do not
 * count (a table may become a list, a tab a heading); lost text does.
 */
export function twinParity(html: string, markdown: string): TwinParity {
  const pageWords = wordsOf(visibleArticleText(html));
  const available = new Map<string, number>();
  for (const word of wordsOf(twinText(markdown))) {
    available.set(word, (available.get(word) ?? 0) + 1);
  }
  const missingWords: string[] = [];
  for (const word of pageWords) {
    const count = available.get(word) ?? 0;
    if (count === 0) missingWords.push(word);
    else available.set(word, count - 1);
  }
  return { pageWords: pageWords.length, missingWords };
}
