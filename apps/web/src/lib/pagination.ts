/**
 * A page of a history list. The API pages when asked (`page`, `per_page`) and says so in `pagination`;
 * an answer without it is the whole list, sliced here so the page still shows `perPage` rows.
 */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ListPage<T> {
  rows: T[];
  pagination: Pagination;
}

export function listPage<T>(
  rows: T[],
  pagination: Pagination | undefined,
  page: number,
  perPage: number,
): ListPage<T> {
  if (pagination) return { rows, pagination };
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    rows: rows.slice((current - 1) * perPage, current * perPage),
    pagination: { page: current, per_page: perPage, total: rows.length, last_page: lastPage },
  };
}
