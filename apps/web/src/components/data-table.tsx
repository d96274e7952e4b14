/**
 * The one data table of the app: a caption, column headers, rows, and an empty state. Below 576 px each row
 * becomes a card whose cells carry their column's name (`data-label`); the explicit roles keep the table's
 * meaning for screen readers once the layout is no longer a grid.
 */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import './data-table.css';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  /** The column's name on a phone's row card; defaults to the header when that is text. */
  label?: string;
  cell: (row: T, index: number) => ReactNode;
  /** Row header cells name their row for screen readers. */
  rowHeader?: boolean;
  className?: string;
}

export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
  scrollLabel,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  empty?: ReactNode;
  className?: string;
  /**
   * Names the frame that scrolls on narrow screens and lets the keyboard reach it (axe:
   * scrollable-region-focusable); needed when the rows may hold nothing focusable.
   */
  scrollLabel?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <EmptyState>{empty}</EmptyState>;
  const labelOf = (column: DataColumn<T>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  // The roles repeat the elements' own on purpose: some browsers (Safari) drop a table's meaning when CSS
  // lays it out as blocks, as the phone's row cards do.
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
  return (
    <div
      className={`table-responsive data-table ${className ?? ''}`.trim()}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="table table-dark table-hover align-middle mb-0" role="table">
        <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    role="rowheader"
                    className={column.className}
                    data-label={labelOf(column)}
                  >
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.key} role="cell" className={column.className} data-label={labelOf(column)}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
