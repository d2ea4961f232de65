/** Words that mark unfinished writing. "placeholder" is absent on purpose: it is a UI field name. */
export const unfinishedMarkers = [
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\blorem ipsum\b/i,
  /\bcoming soon\b/i,
  /\bwork in progress\b/i,
  /\bto be written\b/i,
] as const;

/** Characters of a page's `<title>`, site name included; search engines cut longer ones. */
export const maximumPageTitleLength = 60;

export const minimumProseWords = { doc: 600, blog: 900 } as const;

/** A page the structure and length rules do not apply to, and why. */
export interface ContentRuleExemption {
  file: string;
  reason: string;
}

/**
 * Every guide page and blog post must have h2 sections, a numbered procedure, links to other docs
 * pages (docs) and the minimum prose length; reference pages need sections and links (see
 * `docPageKind`). A page that cannot is listed here with its reason; none is today.
 */
export const contentRuleExemptions: readonly ContentRuleExemption[] = [];

/**
 * Guides walk a reader through a task. Reference pages (REST API, CLI, limits, glossary, release
 * notes) are tables and definitions to look things up in, so they need sections and links but no
 * numbered procedure or prose minimum. Operation pages are generated from the OpenAPI document and
 * checked against it by the OpenAPI tests, not by these rules.
 */
export function docPageKind(file: string): 'guide' | 'reference' | 'generated' {
  if (file.endsWith('.api.mdx')) return 'generated';
  if (file.startsWith('docs/reference/') || file === 'docs/release-notes.md') return 'reference';
  return 'guide';
}
