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
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'adminPeople.inbox.all' },
  { value: 'unhandled', label: 'adminPeople.inbox.toHandle' },
  { value: 'handled', label: 'adminPeople.inbox.handled' },
] as const;

export function AdminInboxRoute() {
  const { t } = useAdminPeopleT();
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
      header: t('adminPeople.inbox.received'),
      className: 'text-nowrap',
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
    },
    {
      key: 'from',
      header: t('adminPeople.inbox.from'),
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
    {
      key: 'message',
      header: t('adminPeople.inbox.message'),
      cell: (m) => <p className="admin-message mb-0">{m.message}</p>,
    },
    {
      key: 'status',
      header: t('adminPeople.inbox.status'),
      cell: (m) =>
        m.handled_at ? (
          <StatusBadge tone="success">{t('adminPeople.inbox.handled')}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t('adminPeople.inbox.toHandle')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end',
      cell: (m) =>
        m.handled_at ? null : (
          <button
            type="button"
            className="btn btn-sm btn-outline-light text-nowrap"
            aria-label={t('adminPeople.inbox.markAria', { name: m.name })}
            disabled={handled.isPending}
            onClick={() => void markHandled(m)}
          >
            {t('adminPeople.inbox.mark')}
          </button>
        ),
    },
  ];

  return (
    <AdminPage title={t('adminPeople.inbox.title')} lead={t('adminPeople.inbox.lead')}>
      <ListToolbar>
        <FilterSelect
          label={t('adminPeople.inbox.show')}
          value={status}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('adminPeople.inbox.caption')}
        columns={columns}
        rowKey={(m) => m.id}
        rows={messages.data?.rows}
        pagination={messages.data?.pagination}
        page={page}
        loading={messages.isPending}
        error={messages.error}
        stale={messages.isPlaceholderData}
        empty={t('adminPeople.inbox.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void messages.refetch()}
      />
    </AdminPage>
  );
}
