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
  content.find('h1').first().closest('header').remove();
  content.find('h1').first().remove();
  dropChrome(content);
  rewriteCodeBlocks($, content);
  rewriteAdmonitions($, content);
  rewriteTabs($, content);
  rewriteDetails($, content);
  absolutizeLinks($, content, source);
  const body = turndown().turndown(content.html() ?? '');
  return { title, markdown: `# ${title}\n\n${body.trim()}\n` };
}

/** Theme controls that mean nothing outside the page: anchor links, buttons, icons. */
function dropChrome(content: Content): void {
  content.find('.hash-link, button, svg, script, style, noscript, [aria-hidden="true"]').remove();
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
  service.addRule('docusaurusCodeBlock', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-twin-code'),
    replacement: (_content, node) => {
      const element = node;
      const code = element.textContent;
      const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longestRun + 1);
      const title = element.getAttribute('data-title');
      const info = `${element.getAttribute('data-language') ?? ''}${title ? ` title="${title}"` : ''}`;
      return `\n\n${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });
  return service;
}
