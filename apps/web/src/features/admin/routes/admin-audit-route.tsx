/** #/admin/audit: every admin action, newest first: who, what, when, on what, and the before and after. */
import { useMemo, useState, type FormEvent } from 'react';
import type { AuditEntry } from '@arena/shared/admin';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ChangeDiff } from '../components/change-diff';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-audit-route.css';

/** The actions the API records (admin-audit), grouped by what they act on. */
export const AUDIT_ACTIONS = [
  'tournament.create',
  'tournament.update',
  'tournament.banner',
  'tournament.bracket_image',
  'tournament.seeds',
  'tournament.start',
  'tournament.cancel',
  'match.set_result',
  'match.correct',
  'game.create',
  'game.update',
  'game.banner',
  'game.archive',
  'game.unarchive',
  'player.ban',
  'player.unban',
  'player.adjust',
  'player.promote',
  'player.demote',
  'withdrawal.pay',
  'withdrawal.pay_failed',
  'withdrawal.reject',
  'credit_package.create',
  'credit_package.update',
  'subscription_plan.create',
  'subscription_plan.update',
  'token_price.update',
  'paid_entry_countries.update',
  'page.update',
  'about.update',
  'contact.handled',
] as const;

const TARGET_TYPES = [
  'tournament',
  'match',
  'game',
  'player',
  'withdrawal',
  'credit_package',
  'subscription_plan',
  'setting',
  'page',
  'contact_message',
] as const;

type T = ReturnType<typeof useAdminPeopleT>['t'];

// The actions and targets are the API's own names, shown as they are recorded.
const actionOptions = (t: T) => [
  { value: '', label: t('adminPeople.audit.everyAction') },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
];
const targetOptions = (t: T) => [
  { value: '', label: t('adminPeople.audit.everything') },
  ...TARGET_TYPES.map((type) => ({ value: type, label: type })),
];

const auditColumns = (t: T): DataColumn<AuditEntry>[] => [
  {
    key: 'when',
    header: t('adminPeople.audit.when'),
    className: 'text-nowrap',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'who', header: t('adminPeople.audit.who'), cell: (entry) => entry.actor },
  {
    key: 'what',
    header: t('adminPeople.audit.what'),
    rowHeader: true,
    cell: (entry) => <code className="admin-code">{entry.action}</code>,
  },
  {
    key: 'target',
    header: t('adminPeople.audit.on'),
    className: 'text-nowrap',
    cell: (entry) => `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ''}`,
  },
  {
    key: 'changes',
    header: t('adminPeople.audit.beforeAfter'),
    cell: (entry) => (
      <details className="admin-audit__details">
        <summary>
          {t('adminPeople.audit.changes')}
          <span className="visually-hidden">
            {' '}
            {t('adminPeople.audit.changesOf', {
              action: entry.action,
              date: formatDateTime(entry.created_at),
            })}
          </span>
        </summary>
        {entry.note && (
          <p className="admin-audit__note">{t('adminPeople.audit.note', { note: entry.note })}</p>
        )}
        <ChangeDiff before={entry.before} after={entry.after} />
      </details>
    ),
  },
];

function TargetIdFilter({ value, onApply }: { value: string; onApply: (id: string) => void }) {
  const { t } = useAdminPeopleT();
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim());
  };
  return (
    <form className="admin-filter" onSubmit={submit} aria-label={t('adminPeople.audit.targetIdFilter')}>
      <label htmlFor="audit-target-id" className="form-label">
        {t('adminPeople.audit.targetId')}
      </label>
      <div className="input-group">
        <input
          id="audit-target-id"
          className="form-control"
          value={typed}
          maxLength={40}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-light">
          {t('adminPeople.audit.apply')}
        </button>
      </div>
    </form>
  );
}

export function AdminAuditRoute() {
  const { t } = useAdminPeopleT();
  const columns = useMemo(() => auditColumns(t), [t]);
  const { page, values, update } = useListParams(['action', 'target_type', 'target_id'] as const);
  const audit = useAuditLog({
    page,
    action: values.action || undefined,
    target_type: values.target_type || undefined,
    target_id: values.target_id || undefined,
  });
  return (
    <AdminPage title={t('adminPeople.audit.title')} lead={t('adminPeople.audit.lead')}>
      <ListToolbar>
        <FilterSelect
          label={t('adminPeople.audit.action')}
          value={values.action}
          options={actionOptions(t)}
          onChange={(action) => update({ action })}
        />
        <FilterSelect
          label={t('adminPeople.audit.on')}
          value={values.target_type}
          options={targetOptions(t)}
          onChange={(target_type) => update({ target_type })}
        />
        <TargetIdFilter
          key={values.target_id}
          value={values.target_id}
          onApply={(target_id) => update({ target_id })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('adminPeople.audit.title')}
        columns={columns}
        rowKey={(entry) => entry.id}
        rows={audit.data?.rows}
        pagination={audit.data?.pagination}
        page={page}
        loading={audit.isPending}
        error={audit.error}
        stale={audit.isPlaceholderData}
        empty={t('adminPeople.audit.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void audit.refetch()}
      />
    </AdminPage>
  );
}
