import { parseIsoDate, type ObjectValue, type Value } from './values';

/** System variables whose type is date: an ISO 8601 string given for them is read as a date. */
const dateVariables = new Set(['system.now']);

export type StateResult =
  | { readonly ok: true; readonly state: ObjectValue }
  | { readonly ok: false; readonly message: string };

function toValue(json: unknown): Value {
  if (
    json === null ||
    typeof json === 'boolean' ||
    typeof json === 'number' ||
    typeof json === 'string'
  ) {
    return json;
  }
  if (Array.isArray(json)) return json.map(toValue);
  const entries = Object.entries(json as Record<string, unknown>).map(
    ([key, item]) => [key, toValue(item)] as const,
  );
  return Object.fromEntries(entries);
}

type MutableObject = Record<string, Value>;

function isMutableObject(value: Value | undefined): value is MutableObject {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    value.constructor === Object
  );
}

/**
 * Builds the state a condition reads from sample values given by dotted name, as on the Test tab's
 * preset state: `{"conversation.priority": 2, "system.channel": "msteams"}`. Nested objects work
 * too (`{"conversation": {"priority": 2}}`).
 */
export function stateFromValues(values: Readonly<Record<string, unknown>>): StateResult {
  const root: MutableObject = {};
  for (const [name, json] of Object.entries(values)) {
    const path = name.split('.');
    if (path.some((part) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(part))) {
      return {
        ok: false,
        message: `"${name}" is not a variable name such as "conversation.priority".`,
      };
    }
    let value = toValue(json);
    if (dateVariables.has(name) && typeof value === 'string') {
      const date = parseIsoDate(value);
      if (date === undefined)
        return {
          ok: false,
          message: `${name} must be an ISO 8601 date such as "2025-03-14T09:30:00Z".`,
        };
      value = date;
    }
    let scope = root;
    for (const [depth, part] of path.entries()) {
      if (depth === path.length - 1) {
        const existing = scope[part];
        if (isMutableObject(existing) && isMutableObject(value)) Object.assign(existing, value);
        else if (existing !== undefined) return { ok: false, message: `"${name}" is given twice.` };
        else scope[part] = value;
        break;
      }
      const child = scope[part];
      if (child === undefined) scope = scope[part] = {};
      else if (isMutableObject(child)) scope = child;
      else
        return {
          ok: false,
          message: `"${name}" is given twice: "${path.slice(0, depth + 1).join('.')}" already holds a value that is not an object.`,
        };
    }
  }
  return { ok: true, state: root };
}

/** Reads the playground's **State (JSON)** field: a JSON object of values by dotted name. */
export function parseStateJson(text: string): StateResult {
  if (text.trim() === '') return { ok: true, state: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The state is not valid JSON: ${reason}` };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return {
      ok: false,
      message: 'The state must be a JSON object, such as {"conversation.priority": 2}.',
    };
  }
  return stateFromValues(json as Record<string, unknown>);
}
