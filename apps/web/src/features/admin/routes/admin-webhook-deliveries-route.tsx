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
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-webhooks-route.css';

const STATUS_TONE: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

const STATUS_KEY: Record<WebhookDelivery['status'], string> = {
  pending: 'adminPeople.deliveries.statusPending',
  delivered: 'adminPeople.deliveries.statusDelivered',
  failed: 'adminPeople.deliveries.statusFailed',
};

const when = (value: string | null) =>
  value ? (
    <time dateTime={value}>{formatDateTime(value)}</time>
  ) : (
    <span className="text-body-secondary">–</span>
  );

export function AdminWebhookDeliveriesRoute() {
  const { t, tRich } = useAdminPeopleT();
  const endpointId = Number(useParams().id);
  const { page, update } = useListParams([] as const);
  const deliveries = useWebhookDeliveries({ endpointId, page });
  const endpoint = useWebhooks().data?.find((row) => row.id === endpointId);
  const replay = useReplayWebhookDelivery();

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t('adminPeople.deliveries.event'),
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
      header: t('adminPeople.deliveries.status'),
      cell: (delivery) => (
        <StatusBadge tone={STATUS_TONE[delivery.status]}>{t(STATUS_KEY[delivery.status])}</StatusBadge>
      ),
    },
    { key: 'attempts', header: t('adminPeople.deliveries.attempts'), cell: (delivery) => delivery.attempts },
    {
      key: 'answer',
      header: t('adminPeople.deliveries.lastAnswer'),
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
      header: t('adminPeople.deliveries.times'),
      cell: (delivery) => (
        <dl className="webhook-times">
          <dt>{t('adminPeople.deliveries.queued')}</dt>
          <dd>{when(delivery.created_at)}</dd>
          <dt>{t('adminPeople.deliveries.lastTry')}</dt>
          <dd>{when(delivery.last_attempt_at)}</dd>
          {delivery.status === 'delivered' && (
            <>
              <dt>{t('adminPeople.deliveries.delivered')}</dt>
              <dd>{when(delivery.delivered_at)}</dd>
            </>
          )}
          {delivery.status === 'pending' && (
            <>
              <dt>{t('adminPeople.deliveries.nextTry')}</dt>
              <dd>{when(delivery.next_attempt_at)}</dd>
            </>
          )}
        </dl>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      label: t('adminPeople.actions'),
      cell: (delivery) =>
        delivery.status === 'pending' ? null : (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={replay.isPending}
            onClick={() => replay.mutate(delivery.id, { onSuccess: (answer) => showSuccess(answer.message) })}
          >
            {t('adminPeople.deliveries.replay')}
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
      title={t('adminPeople.deliveries.title')}
      lead={
        endpoint ? (
          <>
            {tRich('adminPeople.deliveries.to', {
              url: endpoint.url,
              code: (chunks) => <code className="webhook-url">{chunks}</code>,
            })}
            {endpoint.disabled_at && t('adminPeople.deliveries.disabled')}
          </>
        ) : undefined
      }
      actions={
        <>
          <button type="button" className="btn btn-outline-light" onClick={() => void deliveries.refetch()}>
            {t('adminPeople.deliveries.refresh')}
          </button>
          <Link className="btn btn-outline-light" to={adminRoutes.webhooks.href()}>
            {t('adminPeople.deliveries.allEndpoints')}
          </Link>
        </>
      }
    >
      <AdminTable
        caption={t('adminPeople.deliveries.caption')}
        columns={columns}
        rowKey={(delivery) => delivery.id}
        rows={deliveries.data?.rows}
        pagination={deliveries.data?.pagination}
        page={page}
        loading={deliveries.isPending}
        error={deliveries.error}
        stale={deliveries.isPlaceholderData}
        empty={t('adminPeople.deliveries.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void deliveries.refetch()}
      />
    </AdminPage>
  );
}
