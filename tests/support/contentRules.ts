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
 * Every docs page and blog post must have h2 sections, a numbered procedure, links to other docs
 * pages (docs) and the minimum prose length. A page that cannot is listed here with its reason;
 * none is today.
 */
export const contentRuleExemptions: readonly ContentRuleExemption[] = [];
