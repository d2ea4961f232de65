/**
 * The JSON Schema subset the tools' inputs are written in, and a checker for it. The site's
 * Content-Security-Policy has no 'unsafe-eval', and Ajv compiles every schema into a function with
 * `new Function`, so the page cannot use it; a unit test holds this checker's verdicts to Ajv's on
 * every tool schema.
 */

export type InputSchema =
  | {
      type: 'object';
      description?: string;
      properties: Readonly<Record<string, InputSchema>>;
      required?: readonly string[];
      /** Always false in the tools: a misspelt property is an error, not silently ignored. */
      additionalProperties?: false | InputSchema;
      maxProperties?: number;
    }
  | {
      type: 'string';
      description?: string;
      enum?: readonly string[];
      minLength?: number;
      maxLength?: number;
      format?: string;
      examples?: readonly string[];
    }
  | {
      type: 'array';
      description?: string;
      items: InputSchema;
      minItems?: number;
      maxItems?: number;
    }
  | { type: 'boolean'; description?: string }
  | { type: 'number'; description?: string }
  | { description?: string; type?: undefined };

/** What kind of JSON value this is, in the words of JSON Schema's `type`. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

function where(path: string): string {
  return path === '' ? 'The input' : `"${path}"`;
}

function stringProblems(
  schema: Extract<InputSchema, { type: 'string' }>,
  value: string,
  path: string,
): string[] {
  if (schema.enum !== undefined && !schema.enum.includes(value)) {
    return [`${where(path)} must be one of ${schema.enum.map((item) => `"${item}"`).join(', ')}.`];
  }
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    return [`${where(path)} must not be empty.`];
  }
  if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    return [`${where(path)} is longer than ${String(schema.maxLength)} characters.`];
  }
  return [];
}

function objectProblems(
  schema: Extract<InputSchema, { type: 'object' }>,
  value: Record<string, unknown>,
  path: string,
): string[] {
  const prefix = path === '' ? '' : `${path}.`;
  const known = Object.keys(schema.properties);
  const problems = (schema.required ?? [])
    .filter((name) => value[name] === undefined)
    .map((name) => `"${prefix}${name}" is required.`);
  for (const [name, item] of Object.entries(value)) {
    const property = schema.properties[name];
    if (property !== undefined) {
      problems.push(...inputProblems(property, item, `${prefix}${name}`));
    } else if (schema.additionalProperties === false) {
      problems.push(
        `${where(path)} has no property "${name}"; its properties are ${known.map((key) => `"${key}"`).join(', ')}.`,
      );
    } else if (schema.additionalProperties !== undefined) {
      problems.push(...inputProblems(schema.additionalProperties, item, `${prefix}${name}`));
    }
  }
  const count = Object.keys(value).length;
  if (schema.maxProperties !== undefined && count > schema.maxProperties) {
    problems.push(`${where(path)} has more than ${String(schema.maxProperties)} properties.`);
  }
  return problems;
}

/** Every way `value` breaks `schema`, each as a sentence naming the property; empty when it fits. */
export function inputProblems(schema: InputSchema, value: unknown, path = ''): string[] {
  if (schema.type === undefined) return [];
  const actual = jsonTypeOf(value);
  if (actual !== schema.type) {
    const article = /^[aeiou]/.test(schema.type) ? 'an' : 'a';
    return [`${where(path)} must be ${article} ${schema.type}, not ${actual}.`];
  }
  switch (schema.type) {
    case 'string':
      return stringProblems(schema, value as string, path);
    case 'object':
      return objectProblems(schema, value as Record<string, unknown>, path);
    case 'array': {
      const items = value as unknown[];
      const problems: string[] = [];
      if (schema.minItems !== undefined && items.length < schema.minItems) {
        problems.push(`${where(path)} needs at least ${String(schema.minItems)} item(s).`);
      }
      if (schema.maxItems !== undefined && items.length > schema.maxItems) {
        problems.push(`${where(path)} has more than ${String(schema.maxItems)} items.`);
      }
      items.forEach((item, index) => {
        problems.push(...inputProblems(schema.items, item, `${path}[${String(index)}]`));
      });
      return problems;
    }
    default:
      return [];
  }
}
