import type { Heading, Root, RootContent, Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { nameTables, tableNameAttribute } from '../../src/remark/tableNames';

function heading(text: string): Heading {
  return { type: 'heading', depth: 2, children: [{ type: 'text', value: text }] };
}

function table(): Table {
  return {
    type: 'table',
    children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [] }] }],
  };
}

function tableNames(children: RootContent[], pageTitle?: string): unknown[] {
  const tree: Root = { type: 'root', children };
  nameTables(tree, pageTitle);
  return children
    .filter((node): node is Table => node.type === 'table')
    .map((node) => node.data?.hProperties?.[tableNameAttribute]);
}

describe('table names', () => {
  it('names each table after the heading above it', () => {
    expect(
      tableNames([heading('Ports'), table(), heading('Environment variables'), table()]),
    ).toEqual(['Ports', 'Environment variables']);
  });

  it('numbers the second table under the same heading, so no two names are the same', () => {
    expect(tableNames([heading('Ports'), table(), table(), heading('Ports'), table()])).toEqual([
      'Ports',
      'Ports (2)',
      'Ports (3)',
    ]);
  });

  it('names a table above the first heading after the page, or "Table" without a title', () => {
    expect(tableNames([table(), heading('Limits'), table()], 'Installation')).toEqual([
      'Installation',
      'Limits',
    ]);
    expect(tableNames([table()])).toEqual(['Table']);
  });

  it('reads the heading text, not its formatting', () => {
    const formatted: Heading = {
      type: 'heading',
      depth: 3,
      children: [
        { type: 'inlineCode', value: 'cognibot' },
        { type: 'text', value: ' exit codes' },
      ],
    };
    expect(tableNames([formatted, table()])).toEqual(['cognibot exit codes']);
  });
});
