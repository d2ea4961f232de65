import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';

/**
 * Script types a browser never runs (JSON-LD and other data blocks). The Content-Security-Policy
 * governs only scripts that execute, so their per-page hashes would add kilobytes to every
 * response's header and allow nothing.
 */
const dataBlockType = /^application\/(?:ld\+)?json$/i;

/** What `script-src` must allow in one HTML page, and what no hash can allow. */
export interface PageScripts {
  /** The text of every inline script the browser executes, exactly as the page holds it. */
  inlineScripts: string[];
  /** Inline event handlers (`onload="…"`) and `javascript:` URLs, which a strict policy blocks. */
  forbidden: string[];
}

function isExecutable(type: string | undefined): boolean {
  const normalised = (type ?? '').trim().toLowerCase();
  if (normalised === '' || normalised === 'module') return true;
  if (dataBlockType.test(normalised)) return false;
  return /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(normalised);
}

/** Finds the inline scripts of a page, and the inline code a hash cannot allow. */
export function pageScripts(html: string): PageScripts {
  const $ = cheerio.load(html);
  const inlineScripts = $('script:not([src])')
    .toArray()
    .filter((element) => isExecutable($(element).attr('type')))
    // A script element's content is raw text: what cheerio returns is what the browser hashes.
    .map((element) => $(element).text());
  const forbidden: string[] = [];
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) forbidden.push(`<${element.tagName} ${name}="${value}">`);
      else if (/^(?:href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
        forbidden.push(`<${element.tagName} ${name}="${value}">`);
      }
    }
  });
  return { inlineScripts, forbidden };
}

/** The CSP source expression that allows exactly this script text: `'sha256-<base64>'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources for the inline scripts of a set of pages, sorted and without repeats, so the
 * written policy changes only when a script does. Throws, naming the page, on inline code that no
 * hash can allow.
 */
export function inlineScriptHashes(pages: ReadonlyMap<string, string>): string[] {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const [page, html] of pages) {
    const scripts = pageScripts(html);
    for (const script of scripts.inlineScripts) hashes.add(scriptHashSource(script));
    problems.push(...scripts.forbidden.map((code) => `${page}: ${code}`));
  }
  if (problems.length > 0) {
    throw new Error(
      'Inline event handlers and javascript: URLs cannot be allowed by a script hash; move the ' +
        `code into a script or a client module:\n  ${problems.join('\n  ')}`,
    );
  }
  return [...hashes].sort();
}
