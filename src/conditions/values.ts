/** Values a condition works with: the state types of CogniBot (string, number, boolean, date, list, object) and null. */

/** A date and time; the language has no literal for it, only now(), system.now and ISO strings. */
export class DateValue {
  constructor(readonly time: number) {}
}

export type Value = null | boolean | number | string | DateValue | readonly Value[] | ObjectValue;

export interface ObjectValue {
  readonly [key: string]: Value;
}

export type TypeName = 'null' | 'boolean' | 'number' | 'string' | 'date' | 'list' | 'object';

export function typeOf(value: Value): TypeName {
  if (value === null) return 'null';
  if (value instanceof DateValue) return 'date';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'object';
  }
}

export function isList(value: Value): value is readonly Value[] {
  return Array.isArray(value);
}

export function isObject(value: Value): value is ObjectValue {
  return typeOf(value) === 'object';
}

/** "a number", "an object": for messages. */
export function describeType(type: TypeName): string {
  if (type === 'null') return 'null';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Strict equality without type conversion; lists and objects compare item by item. */
export function strictlyEqual(left: Value, right: Value): boolean {
  const type = typeOf(left);
  if (type !== typeOf(right)) return false;
  if (left instanceof DateValue && right instanceof DateValue) return left.time === right.time;
  if (isList(left) && isList(right)) {
    return (
      left.length === right.length &&
      left.every((item, index) => strictlyEqual(item, right[index] ?? null))
    );
  }
  if (isObject(left) && isObject(right)) {
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every(
        (key) => Object.hasOwn(right, key) && strictlyEqual(left[key] ?? null, right[key] ?? null),
      )
    );
  }
  return left === right;
}

/** ISO 8601 in UTC, without milliseconds when they are zero: `2025-03-14T09:30:00Z`. */
export function formatDate(date: DateValue): string {
  return new Date(date.time).toISOString().replace(/\.000Z$/, 'Z');
}

/** A value as the conditions page writes it: `true`, `4`, `"VPN"`, `[1, 2]`, a date in ISO 8601. */
export function formatValue(value: Value): string {
  if (value === null) return 'null';
  if (value instanceof DateValue) return formatDate(value);
  if (isList(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${formatValue(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

const isoDate = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Reads an ISO 8601 date or date-time string; undefined when it is not one. */
export function parseIsoDate(text: string): DateValue | undefined {
  if (!isoDate.test(text)) return undefined;
  // A date-time without a zone is read as UTC, like a plain date.
  const withZone = /T.*(Z|[+-]\d{2}:\d{2})$/.test(text) || !text.includes('T') ? text : `${text}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : new DateValue(time);
}
