import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { fieldRows, namedSchema } from '../openapi/fieldRows';
import { openApiDocumentPath } from '../openapi/plugins';

/** The element a page writes where the table goes: `<OpenApiFields schema="NotificationRequest" />`. */
export const openApiFieldsElement = 'OpenApiFields';

let cached: unknown;
function openApiDocument(): unknown {
  cached ??= parseYaml(readFileSync(path.join(process.cwd(), openApiDocumentPath), 'utf8'));
  return cached;
}

/** Cell text to phrasing nodes: code between backticks, bold between double asterisks. */
export function phrasing(text: string): PhrasingContent[] {
  return text.split('`').flatMap((part, index): PhrasingContent[] => {
    if (index % 2 === 1) return [{ type: 'inlineCode', value: part }];
    return part.split('**').flatMap((piece, inner): PhrasingContent[] => {
      if (piece === '') return [];
      return inner % 2 === 1
        ? [{ type: 'strong', children: [{ type: 'text', value: piece }] }]
        : [{ type: 'text', value: piece }];
    });
  });
}

function row(cells: readonly string[]): TableRow {
  return {
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: phrasing(cell) })),
  };
}

/** The field table of one schema of the OpenAPI document, as a Markdown table node. */
export function fieldTable(document: unknown, schemaName: string): Table {
  const rows = fieldRows(document, namedSchema(document, schemaName));
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      row(['Field', 'Type', 'Required', 'Description']),
      ...rows.map((field) =>
        row([`\`${field.name}\``, field.type, field.required, field.description]),
      ),
    ],
  };
}

interface JsxElement {
  type: string;
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

/**
 * Replaces each `<OpenApiFields schema="…" />` with the schema's field table at build time, so a
 * guide's request and response tables come from the OpenAPI document and ship no JavaScript.
 */
export default function remarkOpenApiFields() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      const element = node as unknown as JsxElement;
      if (element.type !== 'mdxJsxFlowElement' || element.name !== openApiFieldsElement) return;
      const schema = element.attributes.find((attribute) => attribute.name === 'schema')?.value;
      if (typeof schema !== 'string' || parent === undefined || index === undefined) {
        throw new Error(
          `<${openApiFieldsElement}> needs schema="<name of a schema in ${openApiDocumentPath}>".`,
        );
      }
      parent.children.splice(index, 1, fieldTable(openApiDocument(), schema) as RootContent);
    });
  };
}
