/** Optional paging of list endpoints (docs/product.md, Paging): without `page` the whole list is answered. */

export interface PageRequest {
  page?: number;
  perPage: number;
  sql: { limit?: number; offset?: number };
}

const DEFAULT_PER_PAGE = 20;

export function pageOf(query: { page?: number; per_page?: number }): PageRequest {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  if (query.page === undefined) return { perPage, sql: {} };
  return { page: query.page, perPage, sql: { limit: perPage, offset: (query.page - 1) * perPage } };
}

export function paginationMeta(page: PageRequest, total: number) {
  if (page.page === undefined) return {};
  return {
    pagination: {
      page: page.page,
      per_page: page.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / page.perPage)),
    },
  };
}
