// Code blocks highlighted at build time (see rehypePrehighlight.ts) reach the code block component
// as one property of the Markdown `code` element. This module is shared by the build and the page.

/** The name of the `code` element's property that carries the highlighted lines. */
export const prehighlightedProperty = 'prehighlighted';

/** What the build highlighted: the code as the code block will show it, and its tokens per line. */
export interface PrehighlightedCode {
  /** The lower-case Prism language the build tokenized with. */
  readonly language: string;
  /** The code, without the final line break, exactly as it was tokenized. */
  readonly code: string;
  /** Per line, the HTML of its token spans (class and style as prism-react-renderer gives them). */
  readonly lines: readonly string[];
}

/** The property's value: JSON of the language and the lines (the code is the element's text). */
export function serializePrehighlighted(highlighted: PrehighlightedCode): string {
  return JSON.stringify({ language: highlighted.language, lines: highlighted.lines });
}

/**
 * The build's highlighting of `codeText`, or undefined when there is none or it cannot be trusted
 * (malformed, or a line count that does not match the code), so the caller falls back to Prism.
 */
export function parsePrehighlighted(
  value: unknown,
  codeText: string,
): PrehighlightedCode | undefined {
  if (typeof value !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { language, lines } = parsed as { language?: unknown; lines?: unknown };
  if (typeof language !== 'string' || !Array.isArray(lines)) return undefined;
  if (!lines.every((line): line is string => typeof line === 'string')) return undefined;
  const code = withoutFinalLineBreak(codeText);
  if (code.split(/\r\n|\r|\n/).length !== lines.length) return undefined;
  return { language, code, lines };
}

/** The code block drops the text's final line break before it highlights (Docusaurus's rule). */
export function withoutFinalLineBreak(codeText: string): string {
  return codeText.replace(/\r?\n$/, '');
}

/** Text or an attribute value made safe inside HTML, escaped the way React escapes it. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Unhighlighted lines in the same markup, shown while the highlighter loads. */
export function plainLines(code: string): string[] {
  return code
    .split(/\r\n|\r|\n/)
    .map((line) => `<span class="token plain">${escapeHtml(line)}</span>`);
}
