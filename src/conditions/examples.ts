import { formatValue, type ConditionOutcome } from './index';

/**
 * How the conditions page states the result of an example, so the page can be checked and its
 * examples loaded into the playground. Text here is Markdown-like: values in backticks.
 *
 * - A result: `` `true` `` or `` `CB-1015` ``, optionally followed by `` when `name` is `value` ``
 *   bindings joined by commas and "and", and an aside in parentheses.
 * - A claim in prose: `` `condition` gives `result` when … ``.
 * - A case table: one column per variable (its name in backticks) and a last column, Result.
 */

export interface StatedResult {
  /** A value as formatValue() writes it, or an error code. */
  readonly expected: string;
  /** Sample values by variable name, as JSON values. */
  readonly values: Readonly<Record<string, unknown>>;
}

export interface Claim extends StatedResult {
  readonly condition: string;
}

const code = '`([^`]+)`';
const binding = new RegExp(`${code} is ${code}`, 'g');
const bindingList = `(?:${code} is ${code})(?:(?:, | and |, and )${code} is ${code})*`;

function jsonValue(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`the value of ${name}, ${text}, is not a JSON value`);
  }
}

/** Reads `` `a` is `1`, `b` is `"x"` and `c` is `null` ``. */
export function parseBindings(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const match of text.matchAll(binding)) {
    const [, name = '', value = ''] = match;
    values[name] = jsonValue(value, name);
  }
  return values;
}

const resultPattern = new RegExp(`^${code}(?: when (${bindingList}))?(?: \\([^)]*\\))?$`);

/** Reads a result cell such as `` `4` when `conversation.startDate` is `"2025-03-10"` ``. */
export function parseStatedResult(text: string): StatedResult | undefined {
  const match = resultPattern.exec(text.trim());
  if (!match) return undefined;
  return { expected: match[1] ?? '', values: parseBindings(match[2] ?? '') };
}

const claimPattern = new RegExp(`${code} gives ${code}(?: when (${bindingList}))?`, 'g');

/** Every `` `condition` gives `result` when … `` in a passage of prose. */
export function parseClaims(text: string): Claim[] {
  return [...text.matchAll(claimPattern)].map((match) => ({
    condition: match[1] ?? '',
    expected: match[2] ?? '',
    values: parseBindings(match[3] ?? ''),
  }));
}

/**
 * One row of a case table: variable names from the header (without backticks) and the row's
 * cells (without backticks), the last one the result.
 */
export function caseFromRow(headers: readonly string[], cells: readonly string[]): StatedResult {
  const names = headers.slice(0, -1);
  const values: Record<string, unknown> = {};
  names.forEach((name, index) => {
    values[name] = jsonValue(cells[index] ?? '', name);
  });
  return { expected: cells[cells.length - 1] ?? '', values };
}

/** The outcome as the page writes results: the value, or the error code alone. */
export function outcomeText(outcome: ConditionOutcome): string {
  return outcome.kind === 'value' ? formatValue(outcome.value) : outcome.error.code;
}
