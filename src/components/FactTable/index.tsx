import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** One column of a facts table: its header and what each row shows in it. */
export interface FactColumn<Row> {
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
}

interface FactTableProps<Row> {
  /** Names the table's scroll region, like the heading above a Markdown table does. */
  readonly name: string;
  readonly columns: readonly FactColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /**
   * Whether the first column names its row (a row header, such as a metric's name). Off for
   * tables whose rows have no name of their own.
   */
  readonly rowHeaders?: boolean;
  readonly rowHeaderClassName?: string;
  /** An anchor for a row, for tables that other pages link into. */
  readonly rowId?: (row: Row) => string | undefined;
}

/**
 * A table rendered from the platform model or the facts data: the markup every facts component
 * shares (column headers, a row header per row, sideways scrolling on a phone) in one place.
 */
export default function FactTable<Row>({
  name,
  columns,
  rows,
  rowKey,
  rowHeaders = true,
  rowHeaderClassName,
  rowId,
}: FactTableProps<Row>): ReactNode {
  const [first, ...rest] = columns;
  if (first === undefined) throw new Error(`FactTable "${name}" has no columns.`);
  return (
    <ScrollableTable data-table-name={name}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} id={rowId?.(row)}>
            {rowHeaders ? (
              <th scope="row" className={rowHeaderClassName}>
                {first.cell(row)}
              </th>
            ) : (
              <td>{first.cell(row)}</td>
            )}
            {rest.map((column, index) => (
              <td key={index}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
