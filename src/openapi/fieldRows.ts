/**
 * The rows of a request or response field table, read from a schema of the OpenAPI document, so
 * guide pages list exactly the fields the API accepts (src/remark/openApiFields.ts renders them).
 */

export interface FieldRow {
  /** Dot path: `template.name`. */
  readonly name: string;
  readonly type: string;
  /** `Yes`, `No`, `One of \`text\` and \`template\``, or `With \`template\``. */
  readonly required: string;
  /** Markdown-like text: code between backticks, UI labels between double asterisks. */
  readonly description: string;
}

export type Schema = Record<string, unknown> & {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  description?: string;
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  const?: unknown;
};

function pointerTarget(document: unknown, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not "${ref}".`);
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
  if (target === undefined || target === null || typeof target !== 'object') {
    throw new Error(`The OpenAPI document has nothing at "${ref}".`);
  }
  return target as Schema;
}

/** The schema with its `$ref` and `allOf` parts merged in; keywords written beside them win. */
export function resolveSchema(document: unknown, schema: Schema): Schema {
  let merged: Schema = {};
  if (schema.$ref !== undefined)
    merged = resolveSchema(document, pointerTarget(document, schema.$ref));
  for (const part of schema.allOf ?? []) merged = { ...merged, ...resolveSchema(document, part) };
  const own: Schema = { ...schema };
  delete own.$ref;
  delete own.allOf;
  return { ...merged, ...own };
}

function typeOf(document: unknown, schema: Schema): string {
  if (schema.const !== undefined) return typeof schema.const;
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null').join(' or ')
    : schema.type;
  if (type === 'array' && schema.items)
    return `array of ${typeOf(document, resolveSchema(document, schema.items))}`;
  if (type !== undefined) return type;
  if (schema.enum !== undefined) return 'string';
  return schema.properties !== undefined ? 'object' : 'any';
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function listed(values: readonly string[]): string {
  return values.length < 2
    ? (values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;
}

function describe(schema: Schema): string {
  const parts: string[] = [];
  if (schema.description !== undefined) parts.push(schema.description.trim().replace(/\.?$/, '.'));
  if (schema.enum !== undefined) parts.push(`One of ${listed(schema.enum.map(code))}.`);
  if (schema.default !== undefined) parts.push(`Default ${code(schema.default)}.`);
  if (schema.maxLength !== undefined)
    parts.push(`Up to ${schema.maxLength.toLocaleString('en-US')} characters.`);
  return parts.join(' ');
}

/** The field rows of an object schema, nested objects as dot paths after their parent. */
export function fieldRows(
  document: unknown,
  schema: Schema,
  prefix = '',
  parentRequired = true,
): FieldRow[] {
  const resolved = resolveSchema(document, schema);
  const required = new Set(resolved.required ?? []);
  const oneOfRequired = (resolved.oneOf ?? []).flatMap((branch) => branch.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    const field = resolveSchema(document, property);
    const path = `${prefix}${name}`;
    const parent = prefix.replace(/\.$/, '');
    const isRequired = required.has(name);
    const requiredText = oneOfRequired.includes(name)
      ? `One of ${listed(oneOfRequired.map(code)).replace(/ or /, ' and ')}`
      : !isRequired
        ? 'No'
        : parentRequired
          ? 'Yes'
          : `With ${code(parent)}`;
    rows.push({
      name: path,
      type: typeOf(document, field),
      required: requiredText,
      description: describe(field),
    });
    if (field.properties !== undefined) {
      rows.push(...fieldRows(document, field, `${path}.`, parentRequired && isRequired));
    }
  }
  return rows;
}

/** The schema a writer names: a component (`NotificationRequest`) or `operationId request|response <status>`. */
export function namedSchema(document: unknown, name: string): Schema {
  return pointerTarget(document, `#/components/schemas/${name}`);
}
