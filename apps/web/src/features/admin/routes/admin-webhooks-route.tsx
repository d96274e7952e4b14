/**
 * #/admin/webhooks: the organisers' webhook endpoints (decision 0058): add one (its secret shown once), rotate
 * its secret, enable one the retry window disabled, delete one, and open its delivery log.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { WEBHOOK_EVENTS, type WebhookEndpoint } from '@arena/shared/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useEnableWebhook } from '../api/enable-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { StatusBadge } from '../components/status-badge';
import { CreateWebhookDialog, RotateSecretDialog } from '../components/webhook-dialogs';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-webhooks-route.css';

export function AdminWebhooksRoute() {
  const { t, tRich } = useAdminPeopleT();
  const webhooks = useWebhooks();
  const tournaments = useAdminTournaments({ page: 1 });
  const [adding, setAdding] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhook();
  const enable = useEnableWebhook();

  const tournamentName = (id: number) =>
    tournaments.data?.rows.find((tournament) => tournament.id === id)?.tournament_name ??
    t('adminPeople.webhooks.tournamentNumber', { id });

  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('adminPeople.webhooks.url'),
      rowHeader: true,
      cell: (endpoint) => <code className="webhook-url">{endpoint.url}</code>,
    },
    {
      key: 'events',
      header: t('adminPeople.webhooks.events'),
      cell: (endpoint) =>
        endpoint.events.length === WEBHOOK_EVENTS.length ? (
          t('adminPeople.webhooks.allEvents', { count: WEBHOOK_EVENTS.length })
        ) : (
          <ul className="webhook-event-list">
            {endpoint.events.map((event) => (
              <li key={event}>
                <code>{event}</code>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'tournament',
      header: t('adminPeople.webhooks.tournament'),
      cell: (endpoint) =>
        endpoint.tournament_id === null ? (
          t('adminPeople.webhooks.everyTournament')
        ) : (
          <Link to={adminRoutes.tournament.href(endpoint.tournament_id)}>
            {tournamentName(endpoint.tournament_id)}
          </Link>
        ),
    },
    {
      key: 'status',
      header: t('adminPeople.webhooks.status'),
      cell: (endpoint) =>
        endpoint.disabled_at ? (
          <>
            <StatusBadge tone="danger">{t('adminPeople.webhooks.disabled')}</StatusBadge>
            <div className="text-body-secondary small">
              {t('adminPeople.webhooks.since', { date: formatDateTime(endpoint.disabled_at) })}
            </div>
          </>
        ) : (
          <StatusBadge tone="success">{t('adminPeople.webhooks.enabled')}</StatusBadge>
        ),
    },
    {
      key: 'created',
      header: t('adminPeople.webhooks.created'),
      className: 'text-nowrap',
      cell: (endpoint) => <time dateTime={endpoint.created_at}>{formatDateTime(endpoint.created_at)}</time>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      label: t('adminPeople.actions'),
      cell: (endpoint) => (
        <div className="webhook-actions">
          <Link className="btn btn-outline-light btn-sm" to={adminRoutes.webhookDeliveries.href(endpoint.id)}>
            {t('adminPeople.webhooks.deliveryLog')}
            <span className="visually-hidden"> {t('adminPeople.webhooks.ofUrl', { url: endpoint.url })}</span>
          </Link>
          {endpoint.disabled_at && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={enable.isPending}
              onClick={() =>
                enable.mutate(endpoint.id, { onSuccess: (answer) => showSuccess(answer.message) })
              }
            >
              {t('adminPeople.webhooks.enable')}
              <span className="visually-hidden"> {endpoint.url}</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => setRotating(endpoint)}
          >
            {t('adminPeople.webhooks.rotate')}
            <span className="visually-hidden"> {t('adminPeople.webhooks.ofUrl', { url: endpoint.url })}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => setDeleting(endpoint)}
          >
            {t('adminPeople.webhooks.delete')}
            <span className="visually-hidden"> {endpoint.url}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('adminPeople.webhooks.title')}
      lead={t('adminPeople.webhooks.lead')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {t('adminPeople.webhooks.add')}
        </button>
      }
    >
      <AdminTable
        caption={t('adminPeople.webhooks.caption')}
        columns={columns}
        rowKey={(endpoint) => endpoint.id}
        rows={webhooks.data}
        loading={webhooks.isPending}
        error={webhooks.error}
        empty={t('adminPeople.webhooks.none')}
        onRetry={() => void webhooks.refetch()}
      />
      <CreateWebhookDialog show={adding} onClose={() => setAdding(false)} />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        show={deleting !== null}
        title={t('adminPeople.webhooks.deleteTitle')}
        confirmLabel={t('adminPeople.webhooks.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              showSuccess(answer.message);
              setDeleting(null);
            },
          });
        }}
      >
        <p className="mb-0 text-break">
          {tRich('adminPeople.webhooks.deleteBody', {
            url: deleting?.url ?? '',
            code: (chunks) => <code>{chunks}</code>,
          })}
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
