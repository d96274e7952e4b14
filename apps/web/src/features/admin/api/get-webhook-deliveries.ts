/** GET /api/admin/webhooks/:id/deliveries?page&per_page: an endpoint's delivery log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@arena/shared/webhooks';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { webhooksKey } from './get-webhooks';
import { ADMIN_PER_PAGE, pageOf } from './paged';

export interface WebhookDeliveriesFilter {
  endpointId: number;
  page: number;
}

export async function getWebhookDeliveries(filter: WebhookDeliveriesFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: WebhookDelivery[]; pagination?: Pagination }>(
    `/api/admin/webhooks/${filter.endpointId}/deliveries`,
    { query: { page: filter.page, per_page: ADMIN_PER_PAGE }, signal },
  );
  return pageOf(answer, filter.page, ADMIN_PER_PAGE);
}

export const webhookDeliveriesQuery = (filter: WebhookDeliveriesFilter) =>
  queryOptions({
    queryKey: [...webhooksKey, 'deliveries', filter],
    queryFn: ({ signal }) => getWebhookDeliveries(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useWebhookDeliveries(filter: WebhookDeliveriesFilter) {
  return useQuery(webhookDeliveriesQuery(filter));
}
