/**
 * Writes the Markdown body of one operation page from the operation that
 * docusaurus-plugin-openapi-docs has read and dereferenced. Plain Markdown (headings, tables, JSON
 * code blocks) rather than the plugin's theme components: the pages then render like every other
 * docs page, on the server, with a table of contents, and add no JavaScript to the site.
 */

/** The parts of a JSON Schema the pages describe. */
export interface Schema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, Schema | boolean>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxLength?: number;
  readonly additionalProperties?: Schema | boolean;
  readonly contentMediaType?: string;
}

interface MediaType {
  readonly schema?: Schema;
  readonly example?: unknown;
  readonly examples?: Readonly<
    Record<string, { readonly summary?: string; readonly value: unknown }>
  >;
}

interface Header {
  readonly description?: string;
  readonly schema?: Schema;
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: Schema;
  readonly example?: unknown;
}

interface Response {
  readonly description?: string;
  readonly headers?: Readonly<Record<string, Header>>;
  readonly content?: Readonly<Record<string, MediaType>>;
}

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {
    readonly required?: boolean;
    readonly content?: Readonly<Record<string, MediaType>>;
  };
  readonly responses?: Readonly<Record<string, Response>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly servers?: readonly { readonly url: string }[];
}

/** What the generator passes to a page generator; only the fields used here. */
export interface ApiPageItem {
  readonly title: string;
  readonly api: Operation;
}

const statusTexts: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '503': 'Service Unavailable',
};

/** Text for a Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** One schema with its allOf parts merged, so that its fields can be listed together. */
export function mergeAllOf(schema: Schema): Schema {
  if (schema.allOf === undefined) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(mergeAllOf).reduce<Schema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/** A short type for a table: `string`, `array of object`, `string or null`, `one of …`. */
export function typeLabel(schema: Schema): string {
  const merged = mergeAllOf(schema);
  if (merged.oneOf !== undefined) return merged.oneOf.map(typeLabel).join(' or ');
  if (merged.const !== undefined) return code(merged.const);
  const types = merged.type === undefined ? [] : [merged.type].flat();
  const labels = types.map((type) => {
    if (type === 'array') return `array of ${merged.items ? typeLabel(merged.items) : 'any'}`;
    if (type === 'string' && merged.format !== undefined) return `string (${merged.format})`;
    if (type === 'string' && merged.contentMediaType !== undefined) return 'file';
    return type;
  });
  if (labels.length === 0) return merged.properties !== undefined ? 'object' : 'any';
  return labels.join(' or ');
}

/** The rules a value must follow, in words: allowed values, pattern, bounds and default. */
export function constraints(schema: Schema): string[] {
  const merged = mergeAllOf(schema);
  const rules: string[] = [];
  if (merged.enum !== undefined) rules.push(`One of ${merged.enum.map(code).join(', ')}.`);
  if (merged.pattern !== undefined) rules.push(`Pattern ${code(merged.pattern)}.`);
  if (merged.minimum !== undefined && merged.maximum !== undefined) {
    rules.push(`From ${merged.minimum} to ${merged.maximum}.`);
  } else if (merged.minimum !== undefined) {
    rules.push(`At least ${merged.minimum}.`);
  } else if (merged.maximum !== undefined) {
    rules.push(`At most ${merged.maximum}.`);
  }
  if (merged.maxLength !== undefined)
    rules.push(`Up to ${merged.maxLength.toLocaleString('en-US')} characters.`);
  if (merged.minItems !== undefined) rules.push(`At least ${merged.minItems} item(s).`);
  if (merged.default !== undefined) rules.push(`Default ${code(merged.default)}.`);
  return rules;
}

function describe(schema: Schema, description?: string): string {
  return cell(
    [description ?? schema.description ?? '', ...constraints(schema)].filter(Boolean).join(' '),
  );
}

interface FieldRow {
  readonly name: string;
  readonly schema: Schema;
  readonly required: boolean;
}

/** Every field of an object schema, nested fields written `parent.child` and `list[].child`. */
export function fieldRows(schema: Schema, prefix = ''): FieldRow[] {
  const merged = mergeAllOf(schema);
  const required = new Set(merged.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(merged.properties ?? {})) {
    if (typeof property === 'boolean') continue;
    const fieldName = `${prefix}${name}`;
    rows.push({ name: fieldName, schema: property, required: required.has(name) });
    const inner = mergeAllOf(property);
    if (inner.properties !== undefined) rows.push(...fieldRows(inner, `${fieldName}.`));
    const items = inner.items === undefined ? undefined : mergeAllOf(inner.items);
    if (items?.properties !== undefined) rows.push(...fieldRows(items, `${fieldName}[].`));
    const nonNull = inner.oneOf?.map(mergeAllOf).find((branch) => branch.properties !== undefined);
    if (nonNull !== undefined) rows.push(...fieldRows(nonNull, `${fieldName}.`));
  }
  return rows;
}

function fieldTable(schema: Schema): string[] {
  const merged = mergeAllOf(schema);
  const rows = fieldRows(merged);
  const lines: string[] = [];
  if (merged.oneOf !== undefined) {
    const branches = merged.oneOf.map((branch) => {
      const names = (branch.required ?? []).map(code).join(' and ');
      return branch.title === undefined ? names : `${branch.title} (${names})`;
    });
    lines.push(`Give exactly one of: ${branches.join(', ')}.`, '');
  }
  if (rows.length === 0) {
    lines.push(`A value of type ${typeLabel(merged)}. ${describe(merged)}`.trim(), '');
    return lines;
  }
  lines.push('| Field | Type | Required | Description |', '| --- | --- | --- | --- |');
  for (const row of rows) {
    lines.push(
      `| ${code(row.name)} | ${cell(typeLabel(row.schema))} | ${row.required ? 'Yes' : 'No'} | ${describe(row.schema)} |`,
    );
  }
  lines.push('');
  return lines;
}

function jsonBlock(value: unknown): string[] {
  return ['```json', JSON.stringify(value, null, 2), '```', ''];
}

function examples(media: MediaType, what: string): string[] {
  const lines: string[] = [];
  if (media.example !== undefined) lines.push(`${what}:`, '', ...jsonBlock(media.example));
  for (const example of Object.values(media.examples ?? {})) {
    lines.push(`${what}, ${example.summary ?? 'example'}:`, '', ...jsonBlock(example.value));
  }
  return lines;
}

function contentSection(
  content: Readonly<Record<string, MediaType>>,
  exampleLabel: string,
): string[] {
  const lines: string[] = [];
  for (const [mediaType, media] of Object.entries(content)) {
    lines.push(`Content type ${code(mediaType)}.`, '');
    if (media.schema !== undefined) lines.push(...fieldTable(media.schema));
    lines.push(...examples(media, exampleLabel));
  }
  return lines;
}

/** Who may call the operation: the token and scopes, or no token at all. */
export function authorization(operation: Operation): string {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return 'No token: the endpoint is open.';
  const scopes = requirements.flatMap((requirement) => Object.values(requirement).flat());
  if (scopes.length === 0) {
    return 'A personal access token of a user with the Admin or Owner role, as `Authorization: Bearer <token>`; service tokens get `403`.';
  }
  const withToken = `A bearer token (\`Authorization: Bearer <token>\`) with the scope ${scopes.map(code).join(' and ')}, and a role that allows the action.`;
  // An empty requirement next to a scoped one (`- {}`) lets a call through without a token, as a
  // signed link does; the description says when.
  const openAlternative = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return openAlternative ? `${withToken} Or no token, where the description says so.` : withToken;
}

/** The Markdown body of one operation page. */
export function operationPageMarkdown({ api: operation }: ApiPageItem): string {
  const lines: string[] = [];
  const isWebhook = operation.method === 'event';
  const base = operation.servers?.[0]?.url.replace('{host}', '<host>') ?? '';
  if (isWebhook) {
    lines.push('CogniBot sends this request to your system: `POST <your webhook URL>`.', '');
  } else {
    lines.push(`\`${operation.method.toUpperCase()} ${base}${operation.path}\``, '');
  }
  if (operation.description !== undefined) lines.push(operation.description.trim(), '');

  lines.push('## Request', '');
  lines.push(
    `**Authorization.** ${isWebhook ? 'Check the `X-CogniBot-Signature` header; see the parameters below.' : authorization(operation)}`,
    '',
  );
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    lines.push('### Parameters', '');
    lines.push('| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const parameter of parameters) {
      const schema = parameter.schema ?? {};
      const example =
        parameter.example === undefined ? '' : ` Example: ${code(parameter.example)}.`;
      lines.push(
        `| ${code(parameter.name)} | ${parameter.in} | ${cell(typeLabel(schema))} | ${parameter.required === true ? 'Yes' : 'No'} | ${describe(schema, parameter.description)}${cell(example)} |`,
      );
    }
    lines.push('');
  }
  const body = operation.requestBody?.content;
  if (body !== undefined) {
    lines.push('### Body', '');
    lines.push(...contentSection(body, 'Example request body'));
  } else if (parameters.length === 0) {
    lines.push('The request has no parameters and no body.', '');
  }

  lines.push('## Responses', '');
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    lines.push(`### ${status} ${statusTexts[status] ?? ''}`.trimEnd(), '');
    if (response.description !== undefined) lines.push(response.description.trim(), '');
    const headers = Object.entries(response.headers ?? {});
    if (headers.length > 0) {
      lines.push('| Header | Type | Description |', '| --- | --- | --- |');
      for (const [name, header] of headers) {
        lines.push(
          `| ${code(name)} | ${cell(typeLabel(header.schema ?? {}))} | ${cell(header.description ?? '')} |`,
        );
      }
      lines.push('');
    }
    if (response.content !== undefined) lines.push(...contentSection(response.content, 'Example'));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
