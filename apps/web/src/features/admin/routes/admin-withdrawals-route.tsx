/**
 * #/admin/withdrawals: the queue of withdrawal requests with fee and net; an admin pays one out (PayPal
 * payout) or rejects it (the amount goes back to the wallet), each after a confirmation.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { withdrawalStatuses, type AdminWithdrawal, type WithdrawalStatus } from '@arena/shared/wallet';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useWithdrawals } from '../api/get-withdrawals';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { WITHDRAWAL_STATUS } from '../components/admin-format';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { optionalNote, ReasonConfirmDialog } from '../components/reason-confirm-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';

type StatusFilter = WithdrawalStatus | 'all';

const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All requests' },
  ...withdrawalStatuses.map((status) => ({ value: status, label: WITHDRAWAL_STATUS[status].label })),
];

const rejectNote = optionalNote(500);

export function AdminWithdrawalsRoute() {
  const { page, values, update } = useListParams(['status'] as const);
  const status = (withdrawalStatuses as readonly string[]).includes(values.status)
    ? (values.status as WithdrawalStatus)
    : undefined;
  const withdrawals = useWithdrawals({ page, status });
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();

  const confirmPay = async () => {
    if (!paying) return;
    try {
      showSuccess((await pay.mutateAsync(paying.id)).message);
      setPaying(null);
    } catch {
      // The query client shows error[0] (PayPal refused, or already processed).
      setPaying(null);
    }
  };

  const confirmReject = async (note: string) => {
    if (!rejecting) return;
    try {
      showSuccess((await reject.mutateAsync({ id: rejecting.id, note: note || undefined })).message);
      setRejecting(null);
    } catch {
      // The query client shows error[0].
    }
  };

  const columns: DataColumn<AdminWithdrawal>[] = [
    { key: 'id', header: 'Request', rowHeader: true, cell: (w) => `#${w.id}` },
    {
      key: 'requested',
      header: 'Requested on',
      className: 'text-nowrap',
      cell: (w) => <time dateTime={w.created_at}>{formatDateTime(w.created_at)}</time>,
    },
    {
      key: 'player',
      header: 'Player',
      cell: (w) => <Link to={adminRoutes.player.href(w.user.id)}>{w.user.name}</Link>,
    },
    {
      key: 'paypal',
      header: 'PayPal e-mail',
      cell: (w) => <span className="text-break">{w.paypal_email}</span>,
    },
    { key: 'amount', header: 'Amount', className: 'text-end', cell: (w) => formatPounds(w.amount) },
    { key: 'fee', header: 'Fee', className: 'text-end', cell: (w) => formatPounds(w.fee) },
    { key: 'net', header: 'Net', className: 'text-end', cell: (w) => formatPounds(w.net_amount) },
    {
      key: 'status',
      header: 'Status',
      cell: (w) => (
        <>
          <StatusBadge tone={WITHDRAWAL_STATUS[w.status].tone}>
            {WITHDRAWAL_STATUS[w.status].label}
          </StatusBadge>
          {w.last_error && <div className="small text-warning mt-1">Last payout attempt: {w.last_error}</div>}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (w) =>
        w.status === 'pending' || w.status === 'processing' ? (
          <div className="admin-row-actions">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              aria-label={`${w.status === 'processing' ? 'Retry payout of' : 'Pay'} request #${w.id}`}
              onClick={() => setPaying(w)}
            >
              {w.status === 'processing' ? 'Retry payout' : 'Pay'}
            </button>
            {w.status === 'pending' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Reject request #${w.id}`}
                onClick={() => setRejecting(w)}
              >
                Reject
              </button>
            )}
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage title="Withdrawals" lead="Requests are paid to the player's PayPal e-mail, less the fee.">
      <ListToolbar>
        <FilterSelect
          label="Status"
          value={status ?? 'all'}
          options={STATUS_OPTIONS}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption="Withdrawal requests"
        columns={columns}
        rowKey={(w) => w.id}
        rows={withdrawals.data?.rows}
        pagination={withdrawals.data?.pagination}
        page={page}
        loading={withdrawals.isPending}
        error={withdrawals.error}
        stale={withdrawals.isPlaceholderData}
        empty="No withdrawal requests."
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void withdrawals.refetch()}
      />
      <ConfirmDialog
        show={paying !== null}
        title={`Pay request #${paying?.id ?? ''}?`}
        confirmLabel={`Pay ${paying ? formatPounds(paying.net_amount) : ''}`}
        variant="primary"
        busy={pay.isPending}
        onConfirm={() => void confirmPay()}
        onCancel={() => setPaying(null)}
      >
        {paying && (
          <>
            <dl className="admin-facts admin-facts--compact">
              <div>
                <dt>Amount</dt>
                <dd>{formatPounds(paying.amount)}</dd>
              </div>
              <div>
                <dt>Fee</dt>
                <dd>{formatPounds(paying.fee)}</dd>
              </div>
              <div>
                <dt>Net paid</dt>
                <dd>{formatPounds(paying.net_amount)}</dd>
              </div>
            </dl>
            <p className="mb-0">
              A PayPal payout of {formatPounds(paying.net_amount)} goes to{' '}
              <span className="text-break">{paying.paypal_email}</span>. A request is never paid twice.
            </p>
          </>
        )}
      </ConfirmDialog>
      <ReasonConfirmDialog
        show={rejecting !== null}
        title={`Reject request #${rejecting?.id ?? ''}?`}
        confirmLabel="Reject request"
        reasonLabel="Note to keep with the rejection (optional)"
        schema={rejectNote}
        busy={reject.isPending}
        onConfirm={(note) => void confirmReject(note)}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && (
          <p>
            {formatPounds(rejecting.amount)} goes back to the player&apos;s wallet, and nothing is paid to{' '}
            <span className="text-break">{rejecting.paypal_email}</span>.
          </p>
        )}
      </ReasonConfirmDialog>
    </AdminPage>
  );
}
