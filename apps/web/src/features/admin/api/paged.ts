/** The console's lists: a page of rows from the API's `page`/`per_page` answers, and the page size. */
import type { Pagination } from '../../../lib/pagination';
import { listPage, type ListPage } from '../../../lib/pagination';

export const ADMIN_PER_PAGE = 20;

export type { ListPage };

export function pageOf<T>(answer: { data: T[]; pagination?: Pagination }, page: number, perPage: number) {
  return listPage(answer.data, answer.pagination, page, perPage);
}

/** Query values of a list: blanks are left out so the URL stays short. */
export function cleanQuery(query: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}
