/**
 * A player's purchases in the console, with Refund (decision 0012): PayPal refunds (part of) what is left of
 * the capture, then what the purchase granted and is still unspent is taken back; what was already spent becomes
 * a shortfall that blocks the player's withdrawals until settled. All that is left is refunded, or less.
 */
import { useState } from 'react';
import type { AdminPaymentOrder } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { usePlayerPayments } from '../api/get-player-payments';
import { PAYMENT_STATE, PURCHASE_KIND, REFUNDABLE_PAYMENT_STATES } from './admin-format';
import { AdminTable } from './admin-table';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function PlayerPayments({ playerId }: { playerId: number }) {
  const payments = usePlayerPayments(playerId);
  const [refunding, setRefunding] = useState<AdminPaymentOrder | null>(null);

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
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
