/**
 * A console list: the shared data table under a hidden caption, its loading, failed and empty states, and
 * the shared pager under it. The previous page stays (dimmed) while the next one loads.
 */
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import type { Pagination } from '../../../lib/pagination';
import { useAdminT } from '../i18n';
import { ErrorState, LoadingState } from './loading-state';
import '../admin.css';

export interface AdminTableProps<T> {
  caption: string;
  columns: DataColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  rows: readonly T[] | undefined;
  pagination?: Pagination | undefined;
  /** For lists without a total: whether a next page may exist. */
  hasMore?: boolean;
  page?: number;
  loading: boolean;
  error: unknown;
  stale?: boolean;
  empty: ReactNode;
  onPageChange?: (page: number) => void;
  onRetry?: () => void;
  className?: string;
}

export function AdminTable<T>({
  caption,
  columns,
  rowKey,
  rows,
  pagination,
  hasMore,
  page = 1,
  loading,
  error,
  stale = false,
  empty,
  onPageChange,
  onRetry,
  className,
}: AdminTableProps<T>) {
  const { t } = useAdminT();
  if (loading) return <LoadingState label={caption} />;
  if (!rows) return <ErrorState error={error} onRetry={onRetry} />;
  const pageCount = pagination ? pagination.last_page : hasMore ? page + 1 : page;
  return (
    <>
      <div className={stale ? 'is-stale' : undefined} aria-busy={stale || undefined}>
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={empty}
          className={`admin-table ${className ?? ''}`.trim()}
          scrollLabel={t('admin.table.scroll', { caption })}
        />
      </div>
      {onPageChange && (
        <div className="mt-3">
          <Pager
            page={Math.min(page, pageCount)}
            count={pageCount}
            onChange={onPageChange}
            label={t('admin.table.pages', { caption })}
            showNumbers={Boolean(pagination)}
          />
        </div>
      )}
    </>
  );
}
