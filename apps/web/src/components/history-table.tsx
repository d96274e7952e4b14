/**
 * A titled history list of an account panel (credits, tokens, withdrawals): the data table, 5 rows a
 * page with the pager, and its loading, failed and empty states.
 */
import { errorMessageOf } from '../lib/api-client';
import type { Pagination } from '../lib/pagination';
import { DataTable, type DataColumn } from './data-table';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { useUiT } from './ui-i18n';
import './history-table.css';

/** What a paged history query answers (TanStack Query's result, narrowed to what the table reads). */
export interface HistoryQuery<T> {
  data: { rows: readonly T[]; pagination?: Pagination | undefined } | undefined;
  isPending: boolean;
  error: unknown;
  /** The previous page is shown while the next one loads. */
  isPlaceholderData: boolean;
}

export function HistoryTable<T>({
  title,
  columns,
  rowKey,
  query,
  page,
  empty,
  onPageChange,
}: {
  title: string;
  columns: DataColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  query: HistoryQuery<T>;
  /** The page asked for (the pager moves at once; the rows follow when they arrive). */
  page: number;
  empty: string;
  onPageChange: (page: number) => void;
}) {
  const { t } = useUiT();
  const rows = query.data?.rows;
  const pagination = query.data?.pagination;
  const loading = query.isPending;
  const error = query.error;
  const stale = query.isPlaceholderData;
  let body;
  if (loading) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('ui.history.loading', { title })}</span>
      </div>
    );
  } else if (!rows) {
    body = <EmptyState>{errorMessageOf(error)}</EmptyState>;
  } else {
    body = (
      <div className={stale ? 'is-stale' : undefined}>
        <DataTable
          caption={title}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={empty}
          className="history-table"
          scrollLabel={title}
        />
      </div>
    );
  }
  return (
    // Not a named region: the table's scroll frame already is one, under the same name.
    <section className="history">
      <h3 className="history__title">{title}</h3>
      {body}
      {pagination && rows && (
        <div className="mt-3">
          <Pager
            page={Math.min(page, pagination.last_page)}
            count={pagination.last_page}
            onChange={onPageChange}
            label={t('ui.history.pages', { title })}
          />
        </div>
      )}
    </section>
  );
}
