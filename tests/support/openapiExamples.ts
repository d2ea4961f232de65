import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { MarkdownSource } from './markdownSources';
import { siteRoot } from './markdownSources';

export const openApiFile = 'static/openapi/cognibot.yaml';

export type OpenApiDocument = Record<string, unknown> & {
  info: { version: string };
  paths: Record<string, Record<string, OperationObject>>;
  webhooks?: Record<string, Record<string, OperationObject>>;
};

export interface OperationObject {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export function loadOpenApiDocument(): OpenApiDocument {
  return parseYaml(readFileSync(path.join(siteRoot, openApiFile), 'utf8')) as OpenApiDocument;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation and webhook, with the JSON pointer of its object in the document. */
export function operations(document: OpenApiDocument): { id: string; pointer: string }[] {
  const found: { id: string; pointer: string }[] = [];
  const collect = (group: 'paths' | 'webhooks') => {
    for (const [key, item] of Object.entries(document[group] ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!httpMethods.has(method) || operation.operationId === undefined) continue;
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        found.push({ id: operation.operationId, pointer: `#/${group}/${escaped}/${method}` });
      }
    }
  };
  collect('paths');
  collect('webhooks');
  return found;
}

/**
 * A guide-page example marked for validation: a fence whose meta is
 * `openapi="<operationId> request"` or `openapi="<operationId> response <status>"`.
 */
export interface MarkedExample {
  readonly file: string;
  readonly line: number;
  readonly operationId: string;
  readonly part: 'request' | 'response';
  readonly status?: string;
  /** The JSON text: the whole fence, or for an `http` fence the body after the blank line. */
  readonly json: string;
}

const markerPattern = /(?:^|\s)openapi="([^"]*)"/;
const markerValuePattern = /^(\w+) (request|response (\d{3}))$/;

export function markedExamples(sources: readonly MarkdownSource[]): MarkedExample[] {
  const examples: MarkedExample[] = [];
  for (const source of sources) {
    visit(source.tree, 'code', (node) => {
      const marker = markerPattern.exec(node.meta ?? '')?.[1];
      if (marker === undefined) return;
      const line = node.position?.start.line ?? 0;
      const parsed = markerValuePattern.exec(marker);
      if (parsed === null) {
        throw new Error(
          `${source.file}:${line}: openapi="${marker}" must read "<operationId> request" or "<operationId> response <status>".`,
        );
      }
      const [, operationId = '', part = '', status] = parsed;
      const blankLine = node.value.indexOf('\n\n');
      const json =
        node.lang === 'http'
          ? blankLine === -1
            ? ''
            : node.value.slice(blankLine + 2)
          : node.value;
      examples.push({
        file: source.file,
        line,
        operationId,
        part: part.startsWith('response') ? 'response' : 'request',
        status,
        json,
      });
    });
  }
  return examples;
}

/** Validates JSON examples against the schemas of the document's operations. */
export class ExampleValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly pointers: Map<string, string>;

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // Registered whole, so the operations' `$ref`s to components resolve inside it.
    this.ajv.addSchema(document, 'openapi');
    this.pointers = new Map(operations(document).map(({ id, pointer }) => [id, pointer]));
  }

  /**
   * The JSON pointer reached from `pointer` through `steps`, following the `$ref`s of shared
   * components (`#/components/responses/TooManyRequests`) on the way.
   */
  private follow(pointer: string, steps: readonly string[]): string | undefined {
    const at = (target: string): unknown =>
      target
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>(
          (node, part) =>
            node !== null && typeof node === 'object'
              ? (node as Record<string, unknown>)[part]
              : undefined,
          this.document,
        );
    let current = pointer;
    for (const step of steps) {
      const node = at(current) as { $ref?: unknown } | undefined;
      if (node !== undefined && typeof node.$ref === 'string') current = node.$ref;
      current = `${current}/${step.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (at(current) === undefined) return undefined;
    }
    return current;
  }

  /** The problems of one example, as readable lines; empty when it is valid. */
  problems(example: MarkedExample): string[] {
    const pointer = this.pointers.get(example.operationId);
    if (pointer === undefined) return [`no operation "${example.operationId}" in ${openApiFile}`];
    const steps =
      example.part === 'request'
        ? ['requestBody', 'content', 'application/json', 'schema']
        : ['responses', example.status ?? '', 'content', 'application/json', 'schema'];
    const schemaPointer = this.follow(pointer, steps);
    const validate =
      schemaPointer === undefined ? undefined : this.ajv.getSchema(`openapi${schemaPointer}`);
    if (validate === undefined) {
      return [
        `${example.operationId} has no JSON schema for its ${example.part} ${example.status ?? ''}`.trimEnd(),
      ];
    }
    let value: unknown;
    try {
      value = JSON.parse(example.json);
    } catch (error) {
      return [`not valid JSON: ${(error as Error).message}`];
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`,
    );
  }
}
