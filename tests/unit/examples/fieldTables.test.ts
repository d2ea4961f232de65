import { toString } from 'mdast-util-to-string';
import type { Table } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { fieldRows, type Schema } from '../../../src/openapi/fieldRows';
import { parseWithTables } from '../../support/docTables';
import { loadMarkdownSources } from '../../support/markdownSources';
import { loadOpenApiDocument } from '../../support/openapiExamples';

/**
 * Request and response field tables come from the OpenAPI document through
 * `<OpenApiFields schema="…" />`. A hand-written table that lists the fields of a schema of the
 * document fails here, so a guide cannot drift from what the API accepts.
 */
const document = loadOpenApiDocument();
const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
const schemaFields = Object.entries(schemas).map(([name, schema]) => ({
  name,
  fields: new Set(fieldRows(document, schema).map((row) => row.name)),
}));

/** The schema a Markdown table restates: at least 80 % of its first-column names are its fields. */
function restatedSchema(table: Table): string | undefined {
  const [header, ...rows] = table.children;
  const headings = header?.children.map((cell) => toString(cell)) ?? [];
  if (headings[0] !== 'Field' || !headings.includes('Type')) return undefined;
  const names = rows.map((row) => toString(row.children[0] ?? { type: 'text', value: '' }));
  return schemaFields.find(
    ({ fields }) =>
      fields.size >= 2 &&
      names.filter((name) => fields.has(name)).length >= Math.max(2, names.length * 0.8),
  )?.name;
}

function tablesRestatingSchemas(markdown: string, file: string): string[] {
  const found: string[] = [];
  visit(parseWithTables(markdown), 'table', (table) => {
    const schema = restatedSchema(table);
    if (schema !== undefined) {
      found.push(
        `${file}:${table.position?.start.line ?? 0}: this table restates ${schema}; write <OpenApiFields schema="${schema}" /> instead`,
      );
    }
  });
  return found;
}

describe('field tables', () => {
  it('catch a hand-written table of a schema', () => {
    expect(
      tablesRestatingSchemas(
        '| Field | Type | Meaning |\n| --- | --- | --- |\n| `status` | integer | HTTP status |\n| `code` | string | Error code |\n| `message` | string | Text |\n',
        'test.md',
      ),
    ).toEqual([
      'test.md:1: this table restates Error; write <OpenApiFields schema="Error" /> instead',
    ]);
  });

  it('on every page are generated from the OpenAPI document', () => {
    const found = loadMarkdownSources()
      .filter((source) => !source.file.endsWith('.api.mdx'))
      .flatMap((source) => tablesRestatingSchemas(source.text, source.file));
    expect(found).toEqual([]);
  });
});
