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
import '../admin.css';
import './admin-webhooks-route.css';

export function AdminWebhooksRoute() {
  const webhooks = useWebhooks();
  const tournaments = useAdminTournaments({ page: 1 });
  const [adding, setAdding] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhook();
  const enable = useEnableWebhook();

  const tournamentName = (id: number) =>
    tournaments.data?.rows.find((tournament) => tournament.id === id)?.tournament_name ?? `Tournament ${id}`;

  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: 'URL',
      rowHeader: true,
      cell: (endpoint) => <code className="webhook-url">{endpoint.url}</code>,
    },
    {
      key: 'events',
      header: 'Events',
      cell: (endpoint) =>
        endpoint.events.length === WEBHOOK_EVENTS.length ? (
          `All ${WEBHOOK_EVENTS.length} events`
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
      header: 'Tournament',
      cell: (endpoint) =>
        endpoint.tournament_id === null ? (
          'Every tournament'
        ) : (
          <Link to={adminRoutes.tournament.href(endpoint.tournament_id)}>
            {tournamentName(endpoint.tournament_id)}
          </Link>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (endpoint) =>
        endpoint.disabled_at ? (
          <>
            <StatusBadge tone="danger">disabled</StatusBadge>
            <div className="text-body-secondary small">since {formatDateTime(endpoint.disabled_at)}</div>
          </>
        ) : (
          <StatusBadge tone="success">enabled</StatusBadge>
        ),
    },
    {
      key: 'created',
      header: 'Created',
      className: 'text-nowrap',
      cell: (endpoint) => <time dateTime={endpoint.created_at}>{formatDateTime(endpoint.created_at)}</time>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (endpoint) => (
        <div className="webhook-actions">
          <Link className="btn btn-outline-light btn-sm" to={adminRoutes.webhookDeliveries.href(endpoint.id)}>
            Delivery log<span className="visually-hidden"> of {endpoint.url}</span>
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
              Enable<span className="visually-hidden"> {endpoint.url}</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => setRotating(endpoint)}
          >
            Rotate secret<span className="visually-hidden"> of {endpoint.url}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => setDeleting(endpoint)}
          >
            Delete<span className="visually-hidden"> {endpoint.url}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title="Webhooks"
      lead="Endpoints that hear what happens in your tournaments, signed under the Standard Webhooks specification."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          Add endpoint
        </button>
      }
    >
      <AdminTable
        caption="Webhook endpoints"
        columns={columns}
        rowKey={(endpoint) => endpoint.id}
        rows={webhooks.data}
        loading={webhooks.isPending}
        error={webhooks.error}
        empty="No webhook endpoints yet."
        onRetry={() => void webhooks.refetch()}
      />
      <CreateWebhookDialog show={adding} onClose={() => setAdding(false)} />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this webhook endpoint?"
        confirmLabel="Delete endpoint"
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
          Nothing more is sent to <code>{deleting?.url}</code>, and its delivery log is deleted with it.
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
