import type { MarkdownSource } from './markdownSources';

/** A condition expression written on a page, located for the writer. */
export interface PageCondition {
  readonly file: string;
  readonly line: number;
  readonly condition: string;
  /** The words after the condition up to the next code span or full stop: what the page says of it. */
  readonly context: string;
}

const scopedVariable = /\b(system|conversation|user|skill|project)\.[A-Za-z_]/;
const operatorOrCall =
  /==|!=|<=|>=|&&|\|\||\s[<>=]\s|\sin\s\[|\b(contains|startsWith|matches|isEmpty|len|daysBetween)\(/;
const yamlCondition = /^\s*(?:-\s+)?(?:when|validation):\s*("(?:[^"\\]|\\.)*")\s*$/;

/** Inline code that reads a state variable with an operator or a function of the language. */
export function looksLikeCondition(code: string): boolean {
  return scopedVariable.test(code) && operatorOrCall.test(code) && !code.includes('=>');
}

/**
 * Every condition on a page: inline code spans in prose that look like conditions, and the
 * `when` and `validation` values of YAML examples.
 */
export function pageConditions(source: MarkdownSource): PageCondition[] {
  const found: PageCondition[] = [];
  let fence: string | undefined;
  source.text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const marker = /^\s*(`{3,}|~{3,})(\w*)/.exec(raw);
    if (marker) {
      fence = fence === undefined ? (marker[2] ?? '') : undefined;
      return;
    }
    if (fence === 'yaml') {
      const quoted = yamlCondition.exec(raw)?.[1];
      if (quoted !== undefined) {
        found.push({
          file: source.file,
          line,
          condition: JSON.parse(quoted) as string,
          context: '',
        });
      }
      return;
    }
    if (fence !== undefined) return;
    for (const match of raw.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      const code = match[1] ?? '';
      const after = raw.slice(match.index + match[0].length);
      const context = /^[^`.]*/.exec(after)?.[0] ?? '';
      if (looksLikeCondition(code))
        found.push({ file: source.file, line, condition: code, context });
    }
  });
  return found;
}

/**
 * Whether the words after a condition call it wrong: a syntax error (`CB-1012`), or a mistake that
 * "becomes" the right form or "needs its" fix.
 */
export function statedAsSyntaxError(context: string): boolean {
  return /syntax error|CB-1012|^\s*becomes\b|^\s*needs its\b/.test(context);
}
