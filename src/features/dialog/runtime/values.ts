import { DateValue, typeOf, type Value } from '../../../conditions';
import { runtimeLimits } from './limits';
import type { VariableType } from './model';

export type { Value } from '../../../conditions';
export { DateValue, formatValue, typeOf } from '../../../conditions';

/** Converts a YAML or JSON value (a YAML date is a JS Date) to a state value. */
export function fromPlain(plain: unknown): Value {
  if (plain === null || plain === undefined) return null;
  if (plain instanceof DateValue) return plain;
  if (plain instanceof Date) return new DateValue(plain.getTime());
  if (typeof plain === 'string' || typeof plain === 'number' || typeof plain === 'boolean') {
    return plain;
  }
  if (Array.isArray(plain)) return plain.map(fromPlain);
  if (typeof plain === 'object') {
    return Object.fromEntries(
      Object.entries(plain as Record<string, unknown>).map(([key, item]) => [key, fromPlain(item)]),
    );
  }
  // Functions, symbols and big integers are not state values.
  return null;
}

/** A state value as JSON would hold it: dates as ISO 8601 strings. */
export function toPlain(value: Value): unknown {
  if (value instanceof DateValue) return new Date(value.time).toISOString().replace(/\.000Z$/, 'Z');
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
  }
  return value;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Reads a value for a variable of a declared type: an ISO 8601 string for a date variable becomes
 * a date, as the Test tab's preset state and a conversation test's `state` write them.
 */
export function coerceForDeclaration(value: Value, type: VariableType | undefined): Value {
  if (type === 'date' && typeof value === 'string' && isoDate.test(value)) {
    const time = Date.parse(
      /T.*(Z|[+-]\d{2}:\d{2})$/.test(value) || !value.includes('T') ? value : `${value}Z`,
    );
    if (!Number.isNaN(time)) return new DateValue(time);
  }
  return value;
}

/** Why a value cannot be stored in a variable of this type, or undefined when it can (CB-1015). */
export function typeMismatch(value: Value, type: VariableType | undefined): string | undefined {
  const size = new TextEncoder().encode(JSON.stringify(toPlain(value))).length;
  if (size > runtimeLimits.stateValueBytes) {
    return `the value has ${size} bytes, over the limit of ${runtimeLimits.stateValueBytes}`;
  }
  if (type === undefined || value === null) return undefined;
  const actual = typeOf(value);
  return actual === type ? undefined : `a ${actual} does not fit a variable of type ${type}`;
}
