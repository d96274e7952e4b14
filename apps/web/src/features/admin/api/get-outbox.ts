/**
 * GET /api/admin/outbox?to&page&per_page: every e-mail the platform sent or stored, newest first. The answer
 * has no total, so a full page is taken to mean there may be another one.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_PER_PAGE, cleanQuery } from './paged';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  error: string | null;
  created_at: string;
}

export interface OutboxFilter {
  page: number;
  to?: string;
}

export async function getOutbox(filter: OutboxFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: OutboxEmail[] }>('/api/admin/outbox', {
    query: cleanQuery({ page: filter.page, per_page: ADMIN_PER_PAGE, to: filter.to }),
    signal,
  });
  return { rows: answer.data, hasMore: answer.data.length === ADMIN_PER_PAGE };
}

export const outboxKey = ['admin', 'outbox'] as const;

export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: [...outboxKey, filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQuery(filter));
}
