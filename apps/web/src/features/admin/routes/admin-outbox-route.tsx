/** #/admin/outbox: every e-mail the platform sent or stored, newest first, by recipient. */
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useOutbox, type OutboxEmail } from '../api/get-outbox';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ListToolbar, SearchForm } from '../components/list-toolbar';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import '../admin.css';
import './admin-outbox-route.css';

const columns: DataColumn<OutboxEmail>[] = [
  {
    key: 'when',
    header: 'When',
    className: 'text-nowrap',
    cell: (mail) => <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>,
  },
  { key: 'to', header: 'To', cell: (mail) => <span className="text-break">{mail.to}</span> },
  {
    key: 'subject',
    header: 'Subject',
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
    header: 'Status',
    cell: (mail) => (
      <>
        <StatusBadge tone={mail.error ? 'danger' : mail.status === 'sent' ? 'success' : 'neutral'}>
          {mail.status}
        </StatusBadge>
        {mail.error && <div className="text-body-secondary small text-break">{mail.error}</div>}
      </>
    ),
  },
];

export function AdminOutboxRoute() {
  const { page, values, update } = useListParams(['to'] as const);
  const outbox = useOutbox({ page, to: values.to || undefined });
  return (
    <AdminPage title="Outbox" lead="Every e-mail the platform sent, or stored when no mail server is set.">
      <ListToolbar>
        <SearchForm
          label="Recipient"
          placeholder="e-mail address"
          value={values.to}
          onSearch={(to) => update({ to })}
        />
      </ListToolbar>
      <AdminTable
        caption="E-mails"
        columns={columns}
        rowKey={(mail) => mail.id}
        rows={outbox.data?.rows}
        hasMore={outbox.data?.hasMore}
        page={page}
        loading={outbox.isPending}
        error={outbox.error}
        stale={outbox.isPlaceholderData}
        empty={values.to ? `No e-mail to ${values.to}.` : 'No e-mails yet.'}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void outbox.refetch()}
      />
    </AdminPage>
  );
}
