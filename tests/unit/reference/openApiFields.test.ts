import { describe, expect, it } from 'vitest';
import { fieldRows, namedSchema } from '../../../src/openapi/fieldRows';
import { fieldTable, phrasing } from '../../../src/remark/openApiFields';
import { loadOpenApiDocument } from '../../support/openapiExamples';

const document = loadOpenApiDocument();

describe('field tables from the OpenAPI document', () => {
  it('list every property of the request body, nested ones as dot paths', () => {
    const rows = fieldRows(document, namedSchema(document, 'NotificationRequest'));
    const names = rows.map((row) => row.name);
    const properties = Object.keys(
      (namedSchema(document, 'NotificationRequest') as { properties: object }).properties,
    );
    expect(names.filter((name) => !name.includes('.'))).toEqual(properties);
    expect(names).toContain('template.name');
    expect(rows.find((row) => row.name === 'environment')).toMatchObject({
      type: 'string',
      required: 'No',
    });
    expect(rows.find((row) => row.name === 'environment')?.description).toMatch(/Default `prod`\./);
  });

  it('say which fields are required, one of a pair, or required with their parent', () => {
    const rows = fieldRows(document, namedSchema(document, 'NotificationRequest'));
    const required = Object.fromEntries(rows.map((row) => [row.name, row.required]));
    expect(required).toMatchObject({
      recipient: 'Yes',
      'recipient.userId': 'Yes',
      text: 'One of `text` and `template`',
      'template.name': 'With `template`',
      'template.params': 'No',
    });
  });

  it('render code and bold in cells, and a header row', () => {
    expect(phrasing('Go to **Settings** and set `a`.')).toEqual([
      { type: 'text', value: 'Go to ' },
      { type: 'strong', children: [{ type: 'text', value: 'Settings' }] },
      { type: 'text', value: ' and set ' },
      { type: 'inlineCode', value: 'a' },
      { type: 'text', value: '.' },
    ]);
    expect(fieldTable(document, 'Error').children).toHaveLength(4);
  });

  it('names a schema the document lacks', () => {
    expect(() => namedSchema(document, 'Fax')).toThrow(/nothing at "#\/components\/schemas\/Fax"/);
  });
});
