/**
 * A player's purchases in the console, with Refund (decision 0012): PayPal refunds what is left of the
 * capture, then what the purchase granted and is still unspent is taken back; what was already spent becomes
 * a shortfall that blocks the player's withdrawals until settled. The API refunds the whole remainder.
 */
import { useState } from 'react';
import type { AdminPaymentOrder } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { usePlayerPayments } from '../api/get-player-payments';
import { useRefundPayment } from '../api/refund-payment';
import { PAYMENT_STATE, PURCHASE_KIND, REFUNDABLE_PAYMENT_STATES } from './admin-format';
import { AdminTable } from './admin-table';
import { optionalNote, ReasonConfirmDialog } from './reason-confirm-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';

const refundNote = optionalNote(500);

export function PlayerPayments({ playerId }: { playerId: number }) {
  const payments = usePlayerPayments(playerId);
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<AdminPaymentOrder | null>(null);

  const confirmRefund = async (note: string) => {
    if (!refunding) return;
    try {
      showSuccess(
        (await refund.mutateAsync({ orderId: refunding.order_id, note: note || undefined })).message,
      );
      setRefunding(null);
    } catch {
      // The query client shows error[0] (e.g. already refunded); the list is refreshed either way.
      setRefunding(null);
    }
  };

  const columns: DataColumn<AdminPaymentOrder>[] = [
    {
      key: 'when',
      header: 'Created',
      className: 'text-nowrap',
      cell: (p) => <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>,
    },
    {
      key: 'what',
      header: 'Purchase',
      rowHeader: true,
      cell: (p) => `${PURCHASE_KIND[p.kind]}: ${p.description}`,
    },
    { key: 'order', header: 'PayPal order', cell: (p) => <span className="text-break">{p.order_id}</span> },
    { key: 'amount', header: 'Amount', className: 'text-end', cell: (p) => formatPounds(p.amount) },
    {
      key: 'refunded',
      header: 'Refunded',
      className: 'text-end',
      cell: (p) => (p.refunded_amount > 0 ? formatPounds(p.refunded_amount) : '-'),
    },
    {
      key: 'state',
      header: 'State',
      cell: (p) => (
        <>
          <StatusBadge tone={PAYMENT_STATE[p.state].tone}>{PAYMENT_STATE[p.state].label}</StatusBadge>
          {p.last_error && <div className="small text-warning mt-1">Last problem: {p.last_error}</div>}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (p) =>
        REFUNDABLE_PAYMENT_STATES.includes(p.state) ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`Refund order ${p.order_id}`}
            onClick={() => setRefunding(p)}
          >
            Refund
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminTable
        caption="Purchases"
        columns={columns}
        rowKey={(p) => p.id}
        rows={payments.data}
        loading={payments.isPending}
        error={payments.error}
        empty="No purchases yet."
        onRetry={() => void payments.refetch()}
      />
      <ReasonConfirmDialog
        show={refunding !== null}
        title={`Refund order ${refunding?.order_id ?? ''}?`}
        confirmLabel="Refund purchase"
        reasonLabel="Reason for the refund (optional)"
        schema={refundNote}
        busy={refund.isPending}
        onConfirm={(note) => void confirmRefund(note)}
        onCancel={() => setRefunding(null)}
      >
        {refunding && (
          <p>
            PayPal refunds {formatPounds(refunding.amount - refunding.refunded_amount)} of{' '}
            {PURCHASE_KIND[refunding.kind].toLowerCase()} ({refunding.description}) to the buyer. What the
            purchase granted and is still unspent is taken back; anything already spent is recorded as a
            shortfall, which pauses the player&apos;s withdrawals until it is settled.
          </p>
        )}
      </ReasonConfirmDialog>
    </>
  );
}
