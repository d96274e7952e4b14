/** GET /api/admin/audit?action&target_type&target_id&page&per_page: every admin action, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export interface AuditFilter {
  page: number;
  action?: string;
  target_type?: string;
  target_id?: string;
}

export async function getAuditLog(filter: AuditFilter, signal?: AbortSignal) {
  const { page, ...rest } = filter;
  const answer = await apiRequest<{ data: AuditEntry[]; pagination?: Pagination }>('/api/admin/audit', {
    query: cleanQuery({ page, per_page: ADMIN_PER_PAGE, ...rest }),
    signal,
  });
  return pageOf(answer, page, ADMIN_PER_PAGE);
}

export const auditLogKey = ['admin', 'audit'] as const;

export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...auditLogKey, filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
    // Every action of the console adds to it.
    staleTime: 0,
  });

export function useAuditLog(filter: AuditFilter) {
  return useQuery(auditLogQuery(filter));
}
