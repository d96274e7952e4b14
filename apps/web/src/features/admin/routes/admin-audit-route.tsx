/** #/admin/audit: every admin action, newest first: who, what, when, on what, and the before and after. */
import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '@arena/shared/admin';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ChangeDiff } from '../components/change-diff';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';
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

const ACTION_OPTIONS = [
  { value: '', label: 'Every action' },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
];
const TARGET_OPTIONS = [
  { value: '', label: 'Everything' },
  ...TARGET_TYPES.map((t) => ({ value: t, label: t })),
];

const columns: DataColumn<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    className: 'text-nowrap',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'who', header: 'Who', cell: (entry) => entry.actor },
  {
    key: 'what',
    header: 'What',
    rowHeader: true,
    cell: (entry) => <code className="admin-code">{entry.action}</code>,
  },
  {
    key: 'target',
    header: 'On',
    className: 'text-nowrap',
    cell: (entry) => `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ''}`,
  },
  {
    key: 'changes',
    header: 'Before and after',
    cell: (entry) => (
      <details className="admin-audit__details">
        <summary>
          Changes
          <span className="visually-hidden">
            {' '}
            of {entry.action} on {formatDateTime(entry.created_at)}
          </span>
        </summary>
        {entry.note && <p className="admin-audit__note">Note: {entry.note}</p>}
        <ChangeDiff before={entry.before} after={entry.after} />
      </details>
    ),
  },
];

function TargetIdFilter({ value, onApply }: { value: string; onApply: (id: string) => void }) {
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim());
  };
  return (
    <form className="admin-filter" onSubmit={submit} aria-label="Target ID filter">
      <label htmlFor="audit-target-id" className="form-label">
        Target ID
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
          Apply
        </button>
      </div>
    </form>
  );
}

export function AdminAuditRoute() {
  const { page, values, update } = useListParams(['action', 'target_type', 'target_id'] as const);
  const audit = useAuditLog({
    page,
    action: values.action || undefined,
    target_type: values.target_type || undefined,
    target_id: values.target_id || undefined,
  });
  return (
    <AdminPage
      title="Audit log"
      lead="Every change made in this console: who, what, when, and the record before and after."
    >
      <ListToolbar>
        <FilterSelect
          label="Action"
          value={values.action}
          options={ACTION_OPTIONS}
          onChange={(action) => update({ action })}
        />
        <FilterSelect
          label="On"
          value={values.target_type}
          options={TARGET_OPTIONS}
          onChange={(target_type) => update({ target_type })}
        />
        <TargetIdFilter
          key={values.target_id}
          value={values.target_id}
          onApply={(target_id) => update({ target_id })}
        />
      </ListToolbar>
      <AdminTable
        caption="Audit log"
        columns={columns}
        rowKey={(entry) => entry.id}
        rows={audit.data?.rows}
        pagination={audit.data?.pagination}
        page={page}
        loading={audit.isPending}
        error={audit.error}
        stale={audit.isPlaceholderData}
        empty="No admin action matches."
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void audit.refetch()}
      />
    </AdminPage>
  );
}
