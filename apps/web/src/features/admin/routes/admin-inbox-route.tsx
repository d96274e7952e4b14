/** #/admin/inbox: messages sent through the contact form, newest first; each can be marked as handled. */
import type { AdminContactMessage } from '@arena/shared/admin-catalogue';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useContactMessages, type ContactStatusFilter } from '../api/get-contact-messages';
import { useMarkContactHandled } from '../api/mark-contact-handled';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import '../admin.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All messages' },
  { value: 'unhandled', label: 'To handle' },
  { value: 'handled', label: 'Handled' },
] as const;

export function AdminInboxRoute() {
  const { page, values, update } = useListParams(['status'] as const);
  const status = (STATUS_OPTIONS.find((option) => option.value === values.status)?.value ??
    'all') as ContactStatusFilter;
  const messages = useContactMessages({ page, status });
  const handled = useMarkContactHandled();

  const markHandled = async (message: AdminContactMessage) => {
    try {
      showSuccess((await handled.mutateAsync(message.id)).message);
    } catch {
      // The query client shows error[0].
    }
  };

  const columns: DataColumn<AdminContactMessage>[] = [
    {
      key: 'received',
      header: 'Received',
      className: 'text-nowrap',
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
    },
    {
      key: 'from',
      header: 'From',
      rowHeader: true,
      cell: (m) => (
        <>
          {[m.name, m.last_name].filter(Boolean).join(' ')}
          <div className="text-body-secondary text-break">
            <a href={`mailto:${m.email}`}>{m.email}</a> · {m.contact_number}
          </div>
        </>
      ),
    },
    { key: 'message', header: 'Message', cell: (m) => <p className="admin-message mb-0">{m.message}</p> },
    {
      key: 'status',
      header: 'Status',
      cell: (m) =>
        m.handled_at ? (
          <StatusBadge tone="success">Handled</StatusBadge>
        ) : (
          <StatusBadge tone="warning">To handle</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (m) =>
        m.handled_at ? null : (
          <button
            type="button"
            className="btn btn-sm btn-outline-light text-nowrap"
            aria-label={`Mark the message from ${m.name} as handled`}
            disabled={handled.isPending}
            onClick={() => void markHandled(m)}
          >
            Mark handled
          </button>
        ),
    },
  ];

  return (
    <AdminPage title="Inbox" lead="Messages sent through the contact form.">
      <ListToolbar>
        <FilterSelect
          label="Show"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption="Contact messages"
        columns={columns}
        rowKey={(m) => m.id}
        rows={messages.data?.rows}
        pagination={messages.data?.pagination}
        page={page}
        loading={messages.isPending}
        error={messages.error}
        stale={messages.isPlaceholderData}
        empty="No messages."
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void messages.refetch()}
      />
    </AdminPage>
  );
}
