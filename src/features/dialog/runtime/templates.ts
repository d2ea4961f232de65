import { DateValue, toPlain, type Value } from './values';

/** Reads a variable path such as `conversation.ticket.number`, `item.sku` or `env.HOST`. */
export type PathReader = (path: string) => Value;

export type Rendered =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly missing: readonly string[] };

const templatePattern = /\{\{(.*?)\}\}/gs;
const pathPattern = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*$/;

/** Splits `a ?? "b"` at the `??` operators that are outside string literals. */
function splitFallbacks(expression: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < expression.length; index += 1) {
    const character = expression.charAt(index);
    if (character === '"' && expression.charAt(index - 1) !== '\\') quoted = !quoted;
    if (!quoted && expression.startsWith('??', index)) {
      parts.push(current.trim());
      current = '';
      index += 1;
      continue;
    }
    current += character;
  }
  parts.push(current.trim());
  return parts;
}

/** Navigates a value along `.key` and `[n]` steps after the first two names. */
function readOperand(operand: string, read: PathReader): Value {
  if (operand.startsWith('"')) {
    try {
      return JSON.parse(operand) as string;
    } catch {
      return operand;
    }
  }
  if (/^-?\d+(\.\d+)?$/.test(operand)) return Number(operand);
  if (operand === 'true' || operand === 'false') return operand === 'true';
  if (!pathPattern.test(operand)) return null;
  return read(operand);
}

/** Evaluates one template expression; null means no value, after every `??` fallback. */
export function evaluateTemplate(expression: string, read: PathReader): Value {
  for (const operand of splitFallbacks(expression)) {
    const value = readOperand(operand, read);
    if (value !== null) return value;
  }
  return null;
}

const localeTags: Readonly<Record<string, string>> = { en: 'en-US' };

const dayMilliseconds = 86_400_000;

/**
 * A value as text in a message: dates in the locale's short form, lists and objects as JSON. A
 * date at midnight UTC, such as the answer to a date question, is a day, so it shows no time.
 */
export function formatForText(value: Value, locale: string): string {
  if (value instanceof DateValue) {
    const dayOnly = value.time % dayMilliseconds === 0;
    return new Date(value.time).toLocaleString(localeTags[locale] ?? locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...(dayOnly ? {} : { hour: 'numeric', minute: '2-digit' }),
    });
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(toPlain(value));
}

/** Fills every `{{ … }}` of a text; lists the expressions that had no value (CB-1031). */
export function renderText(text: string, read: PathReader, locale: string): Rendered {
  const missing: string[] = [];
  const rendered = text.replace(templatePattern, (_match, expression: string) => {
    const value = evaluateTemplate(expression, read);
    if (value === null) {
      missing.push(expression.trim());
      return '';
    }
    return formatForText(value, locale);
  });
  return missing.length > 0 ? { ok: false, missing } : { ok: true, text: rendered };
}

/** The expression of a text that is exactly one template, such as `{{ skill.count }}`. */
export function singleTemplate(text: string): string | undefined {
  const match = /^\s*\{\{(.*?)\}\}\s*$/s.exec(text);
  return match === null || match[1]?.includes('}}') === true ? undefined : match[1];
}

export interface RenderedValue {
  readonly value: Value;
  readonly missing: readonly string[];
}

/**
 * Renders an action input or a template assignment: a value that is one template only keeps the
 * type of what it reads; text mixed with templates becomes a string. Maps and lists are rendered
 * item by item.
 */
export function renderValue(input: unknown, read: PathReader, locale: string): RenderedValue {
  const missing: string[] = [];
  const visit = (item: unknown): Value => {
    if (typeof item === 'string') {
      const single = singleTemplate(item);
      if (single !== undefined) {
        const value = evaluateTemplate(single, read);
        if (value === null) missing.push(single.trim());
        return value;
      }
      const rendered = renderText(item, read, locale);
      if (rendered.ok) return rendered.text;
      missing.push(...rendered.missing);
      return item.replace(templatePattern, (match, expression: string) => {
        const value = evaluateTemplate(expression, read);
        return value === null ? '' : formatForText(value, locale);
      });
    }
    if (Array.isArray(item)) return item.map(visit);
    if (item instanceof Date) return new DateValue(item.getTime());
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, visit(child)]));
    }
    return (item ?? null) as Value;
  };
  const value = visit(input);
  return { value, missing };
}
