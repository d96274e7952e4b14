/** GET /api/admin/contact-messages?status&page&per_page: messages of the contact form, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessage } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export type ContactStatusFilter = 'all' | 'handled' | 'unhandled';

export interface ContactMessagesFilter {
  page: number;
  status?: ContactStatusFilter;
}

export async function getContactMessages(filter: ContactMessagesFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: AdminContactMessage[]; pagination?: Pagination }>(
    '/api/admin/contact-messages',
    { query: cleanQuery({ page: filter.page, per_page: ADMIN_PER_PAGE, status: filter.status }), signal },
  );
  return pageOf(answer, filter.page, ADMIN_PER_PAGE);
}

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export const contactMessagesQuery = (filter: ContactMessagesFilter) =>
  queryOptions({
    queryKey: [...contactMessagesKey, filter],
    queryFn: ({ signal }) => getContactMessages(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(filter: ContactMessagesFilter) {
  return useQuery(contactMessagesQuery(filter));
}
