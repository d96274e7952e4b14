/**
 * #/admin/webhooks/:id: one endpoint's delivery log, newest first and paged (decision 0058): the event, its
 * status, attempts, the last answer or error and the times; a delivery can be sent again (Replay).
 */
import { Link, useParams } from 'react-router';
import type { WebhookDelivery } from '@arena/shared/webhooks';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { StatusBadge, type BadgeTone } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import '../admin.css';
import './admin-webhooks-route.css';

const STATUS_TONE: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

const when = (value: string | null) =>
  value ? (
    <time dateTime={value}>{formatDateTime(value)}</time>
  ) : (
    <span className="text-body-secondary">–</span>
  );

export function AdminWebhookDeliveriesRoute() {
  const endpointId = Number(useParams().id);
  const { page, update } = useListParams([] as const);
  const deliveries = useWebhookDeliveries({ endpointId, page });
  const endpoint = useWebhooks().data?.find((row) => row.id === endpointId);
  const replay = useReplayWebhookDelivery();

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      header: 'Event',
      rowHeader: true,
      cell: (delivery) => (
        <>
          <code>{delivery.type}</code>
          <div className="text-body-secondary small text-break">{delivery.message_id}</div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (delivery) => <StatusBadge tone={STATUS_TONE[delivery.status]}>{delivery.status}</StatusBadge>,
    },
    { key: 'attempts', header: 'Attempts', cell: (delivery) => delivery.attempts },
    {
      key: 'answer',
      header: 'Last answer',
      cell: (delivery) =>
        delivery.last_error ? (
          <span className="webhook-error">{delivery.last_error}</span>
        ) : delivery.last_response_code !== null ? (
          `HTTP ${delivery.last_response_code}`
        ) : (
          <span className="text-body-secondary">–</span>
        ),
    },
    {
      key: 'times',
      header: 'Times',
      cell: (delivery) => (
        <dl className="webhook-times">
          <dt>Queued</dt>
          <dd>{when(delivery.created_at)}</dd>
          <dt>Last try</dt>
          <dd>{when(delivery.last_attempt_at)}</dd>
          {delivery.status === 'delivered' && (
            <>
              <dt>Delivered</dt>
              <dd>{when(delivery.delivered_at)}</dd>
            </>
          )}
          {delivery.status === 'pending' && (
            <>
              <dt>Next try</dt>
              <dd>{when(delivery.next_attempt_at)}</dd>
            </>
          )}
        </dl>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (delivery) =>
        delivery.status === 'pending' ? null : (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={replay.isPending}
            onClick={() => replay.mutate(delivery.id, { onSuccess: (answer) => showSuccess(answer.message) })}
          >
            Replay
            <span className="visually-hidden">
              {' '}
              {delivery.type} {delivery.message_id}
            </span>
          </button>
        ),
    },
  ];

  return (
    <AdminPage
      title="Webhook deliveries"
      lead={
        endpoint ? (
          <>
            To <code className="webhook-url">{endpoint.url}</code>
            {endpoint.disabled_at && ' (disabled: enable it on the webhooks page to send again)'}
          </>
        ) : undefined
      }
      actions={
        <>
          <button type="button" className="btn btn-outline-light" onClick={() => void deliveries.refetch()}>
            Refresh
          </button>
          <Link className="btn btn-outline-light" to={adminRoutes.webhooks.href()}>
            All endpoints
          </Link>
        </>
      }
    >
      <AdminTable
        caption="Deliveries"
        columns={columns}
        rowKey={(delivery) => delivery.id}
        rows={deliveries.data?.rows}
        pagination={deliveries.data?.pagination}
        page={page}
        loading={deliveries.isPending}
        error={deliveries.error}
        stale={deliveries.isPlaceholderData}
        empty="No deliveries yet: they appear when an event this endpoint chose happens."
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void deliveries.refetch()}
      />
    </AdminPage>
  );
}
