import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

/** A selection of nodes, as `$(selector)` returns it. */
type Content = ReturnType<CheerioAPI>;

/** Where the rendered content of each kind of page sits in its built HTML. */
const contentSelectors = {
  doc: '.theme-doc-markdown',
  blogPost: '#__blog-post-container',
  // A Markdown page of src/pages (the writing guide): its article, without the table of contents.
  page: 'main article',
} as const;

export type TwinPageKind = keyof typeof contentSelectors;

export interface TwinSource {
  kind: TwinPageKind;
  /** The whole built page, as the reader's browser receives it. */
  html: string;
  /** The page's absolute URL: relative links and `#anchors` resolve against it. */
  pageUrl: string;
  /**
   * Maps an image the build inlined as a `data:` URL back to the absolute URL of its file, so the
   * twin links the diagram instead of carrying kilobytes of base64.
   */
  resolveInlinedImage?: (dataUrl: string) => string | undefined;
}

export interface Twin {
  title: string;
  markdown: string;
}

/** Turns the rendered HTML of a docs page or blog post into its clean Markdown twin. */
export function htmlToTwin(source: TwinSource): Twin {
  const $ = cheerio.load(source.html);
  const title = $('article h1').first().text().trim();
  if (title === '') throw new Error(`markdown twins: no h1 title in ${source.pageUrl}`);
  const content = $(contentSelectors[source.kind]).first();
  if (content.length === 0) {
    throw new Error(`markdown twins: no ${source.kind} content in ${source.pageUrl}`);
  }
  const byline = source.kind === 'blogPost' ? blogByline($) : undefined;
  content.find('h1').first().closest('header').remove();
  content.find('h1').first().remove();
  if (byline !== undefined) content.prepend(byline);
  dropChrome(content);
  rewriteCodeBlocks($, content);
  rewriteAdmonitions($, content);
  rewriteTabs($, content);
  rewriteDetails($, content);
  absolutizeLinks($, content, source);
  const body = turndown().turndown(content.html() ?? '');
  return { title, markdown: `# ${title}\n\n${body.trim()}\n` };
}

/**
 * What is only for people: what the page marks `data-markdown-ignore` (the Agent-Friendly
 * Documentation Spec's marker, which its parity check honours too), and the theme's controls that
 * mean nothing outside the page: anchor links, buttons, icons.
 */
function dropChrome(content: Content): void {
  content
    .find(
      '[data-markdown-ignore], .hash-link, button, svg, script, style, noscript, [aria-hidden="true"]',
    )
    .remove();
}

/**
 * A blog post's date, reading time and authors (with their titles) as one line, as its header
 * shows them under the title (the header sits beside the post's content, not in it).
 */
function blogByline($: CheerioAPI): string | undefined {
  const header = $('article h1').first().closest('header');
  const dateLine = header.find('time').first().parent().text().replace(/\s+/g, ' ').trim();
  const authors = header
    .find('.avatar__intro')
    .toArray()
    .map((intro) => {
      const name = $(intro).find('.avatar__name').text().trim();
      const title = $(intro).find('small').first().text().trim();
      return title === '' ? name : `${name} (${title})`;
    })
    .filter((author) => author !== '');
  const parts = [dateLine, authors.length > 0 ? `by ${authors.join(', ')}` : ''].filter(
    (part) => part !== '',
  );
  if (parts.length === 0) return undefined;
  return $('<p></p>')
    .append($('<em></em>').text(parts.join(' · ')))
    .toString();
}

function rewriteCodeBlocks($: CheerioAPI, content: Content): void {
  content.find('.theme-code-block').each((_, block) => {
    const element = $(block);
    const language = /(?:^|\s)language-(\S+)/.exec(element.attr('class') ?? '')?.[1] ?? '';
    const title = element.find('[class*="codeBlockTitle"]').first().text().trim();
    const lines = element.find('.token-line');
    const code =
      lines.length > 0
        ? lines
            .toArray()
            .map((line) => $(line).text())
            .join('\n')
        : element.find('pre').first().text();
    const pre = $('<pre data-twin-code></pre>');
    pre.attr('data-language', language);
    if (title !== '') pre.attr('data-title', title);
    pre.append($('<code></code>').text(code.replace(/\n+$/, '')));
    element.replaceWith(pre);
  });
}

function rewriteAdmonitions($: CheerioAPI, content: Content): void {
  content.find('.theme-admonition').each((_, admonition) => {
    const element = $(admonition);
    const heading = element.find('[class*="admonitionHeading"]').first().text().trim();
    const label = heading.charAt(0).toUpperCase() + heading.slice(1);
    const body = element.find('[class*="admonitionContent"]').first().html() ?? '';
    const quote = $('<blockquote></blockquote>');
    if (label !== '') quote.append($('<p></p>').append($('<strong></strong>').text(label)));
    quote.append(body);
    element.replaceWith(quote);
  });
}

/** Each tab becomes a heading one level below the section it sits in, followed by its panel. */
function rewriteTabs($: CheerioAPI, content: Content): void {
  let sectionLevel = 1;
  content.find('h2, h3, h4, h5, h6, .tabs-container').each((_, node) => {
    const element = $(node);
    const headingLevel = /^h([2-6])$/.exec(element.prop('tagName')?.toLowerCase() ?? '')?.[1];
    if (headingLevel !== undefined) {
      sectionLevel = Number(headingLevel);
      return;
    }
    const labels = element
      .find('[role="tab"]')
      .toArray()
      .map((tab) => $(tab).text().trim());
    const panels = element.find('[role="tabpanel"]').toArray();
    const level = Math.min(sectionLevel + 1, 6);
    const sections = panels.map((panel, index) => {
      const heading = $(`<h${level}></h${level}>`).text(labels[index] ?? `Tab ${index + 1}`);
      return [heading.toString(), $(panel).html() ?? ''].join('');
    });
    element.replaceWith(sections.join(''));
  });
}

function rewriteDetails($: CheerioAPI, content: Content): void {
  content.find('details').each((_, details) => {
    const element = $(details);
    const summary = element.children('summary').first();
    const label = summary.text().trim();
    summary.remove();
    const paragraph = $('<p></p>').append($('<strong></strong>').text(label));
    element.replaceWith(`${label === '' ? '' : paragraph.toString()}${element.html() ?? ''}`);
  });
}

function absolutizeLinks($: CheerioAPI, content: Content, source: TwinSource): void {
  content.find('a[href]').each((_, link) => {
    const element = $(link);
    element.attr('href', new URL(element.attr('href') ?? '', source.pageUrl).href);
  });
  content.find('img[src]').each((_, image) => {
    const element = $(image);
    const src = element.attr('src') ?? '';
    const resolved = src.startsWith('data:')
      ? source.resolveInlinedImage?.(src)
      : new URL(src, source.pageUrl).href;
    if (resolved === undefined)
      element.replaceWith($('<span></span>').text(element.attr('alt') ?? ''));
    else element.attr('src', resolved);
  });
}

function turndown(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
  });
  service.use(gfm);
  // A cell holds one line, and a pipe in it, even in code, would end it (GitHub's table spec).
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const first = node.parentNode?.firstElementChild === node;
      const text = content.trim().replace(/\n+/g, '<br>').replace(/\|/g, '\\|');
      return `${first ? '| ' : ' '}${text} |`;
    },
  });
  service.addRule('docusaurusCodeBlock', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-twin-code'),
    replacement: (_content, node) => {
      const element = node;
      const code = element.textContent;
      const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longestRun + 1);
      const title = element.getAttribute('data-title');
      const info = `${element.getAttribute('data-language') ?? ''}${title ? ` title="${title}"` : ''}`;
      // The page shows the title above the code; an info string is not text to most readers.
      const caption = title ? `**${service.escape(title)}**\n\n` : '';
      return `\n\n${caption}${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });
  return service;
}
