/** #/admin/outbox: every e-mail the platform sent or stored, newest first, by recipient. */
import { useMemo } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useOutbox, type OutboxEmail } from '../api/get-outbox';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ListToolbar, SearchForm } from '../components/list-toolbar';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-outbox-route.css';

type T = ReturnType<typeof useAdminPeopleT>['t'];

/** The outbox's states (schema `emailStatuses`), in the console's lower case. */
const MAIL_STATUS_KEY: Record<string, string> = {
  queued: 'adminPeople.outbox.statusQueued',
  stored: 'adminPeople.outbox.statusStored',
  sent: 'adminPeople.outbox.statusSent',
  failed: 'adminPeople.outbox.statusFailed',
};

function mailStatus(t: T, status: string): string {
  const key = MAIL_STATUS_KEY[status];
  return key ? t(key) : status;
}

const outboxColumns = (t: T): DataColumn<OutboxEmail>[] => [
  {
    key: 'when',
    header: t('adminPeople.outbox.when'),
    className: 'text-nowrap',
    cell: (mail) => <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>,
  },
  {
    key: 'to',
    header: t('adminPeople.outbox.to'),
    cell: (mail) => <span className="text-break">{mail.to}</span>,
  },
  {
    key: 'subject',
    header: t('adminPeople.outbox.subject'),
    rowHeader: true,
    cell: (mail) => (
      <details className="admin-mail">
        <summary>{mail.subject}</summary>
        <pre className="admin-mail__text">{mail.text}</pre>
      </details>
    ),
  },
  {
    key: 'status',
    header: t('adminPeople.outbox.status'),
    cell: (mail) => (
      <>
        <StatusBadge tone={mail.error ? 'danger' : mail.status === 'sent' ? 'success' : 'neutral'}>
          {mailStatus(t, mail.status)}
        </StatusBadge>
        {mail.error && <div className="text-body-secondary small text-break">{mail.error}</div>}
      </>
    ),
  },
];

export function AdminOutboxRoute() {
  const { t } = useAdminPeopleT();
  const columns = useMemo(() => outboxColumns(t), [t]);
  const { page, values, update } = useListParams(['to'] as const);
  const outbox = useOutbox({ page, to: values.to || undefined });
  return (
    <AdminPage title={t('adminPeople.outbox.title')} lead={t('adminPeople.outbox.lead')}>
      <ListToolbar>
        <SearchForm
          label={t('adminPeople.outbox.recipient')}
          placeholder={t('adminPeople.outbox.placeholder')}
          value={values.to}
          onSearch={(to) => update({ to })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('adminPeople.outbox.caption')}
        columns={columns}
        rowKey={(mail) => mail.id}
        rows={outbox.data?.rows}
        hasMore={outbox.data?.hasMore}
        page={page}
        loading={outbox.isPending}
        error={outbox.error}
        stale={outbox.isPlaceholderData}
        empty={values.to ? t('adminPeople.outbox.noneTo', { to: values.to }) : t('adminPeople.outbox.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void outbox.refetch()}
      />
    </AdminPage>
  );
}
