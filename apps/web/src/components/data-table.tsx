/** The one data table of the app: a caption, column headers, rows, and an empty state. */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
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
  return (
    <div
      className={`table-responsive data-table ${className ?? ''}`.trim()}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="table table-dark table-hover align-middle mb-0">
        <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
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
}
