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
import { useAdminPeopleT } from '../i18n-people';
import { PAYMENT_STATE, PURCHASE_KIND, REFUNDABLE_PAYMENT_STATES } from './admin-format';
import { AdminTable } from './admin-table';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function PlayerPayments({ playerId }: { playerId: number }) {
  const { t } = useAdminPeopleT();
  const payments = usePlayerPayments(playerId);
  const [refunding, setRefunding] = useState<AdminPaymentOrder | null>(null);

  const columns: DataColumn<AdminPaymentOrder>[] = [
    {
      key: 'when',
      header: t('adminPeople.payments.created'),
      className: 'text-nowrap',
      cell: (p) => <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>,
    },
    {
      key: 'what',
      header: t('adminPeople.payments.purchase'),
      rowHeader: true,
      cell: (p) =>
        t('adminPeople.payments.what', { kind: t(PURCHASE_KIND[p.kind]), description: p.description }),
    },
    {
      key: 'order',
      header: t('adminPeople.payments.order'),
      cell: (p) => <span className="text-break">{p.order_id}</span>,
    },
    {
      key: 'amount',
      header: t('adminPeople.payments.amount'),
      className: 'text-end',
      cell: (p) => formatPounds(p.amount),
    },
    {
      key: 'refunded',
      header: t('adminPeople.payments.refunded'),
      className: 'text-end',
      cell: (p) => (p.refunded_amount > 0 ? formatPounds(p.refunded_amount) : '-'),
    },
    {
      key: 'state',
      header: t('adminPeople.payments.state'),
      cell: (p) => (
        <>
          <StatusBadge tone={PAYMENT_STATE[p.state].tone}>{t(PAYMENT_STATE[p.state].label)}</StatusBadge>
          {p.last_error && (
            <div className="small text-warning mt-1">
              {t('adminPeople.payments.lastProblem', { error: p.last_error })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (p) =>
        REFUNDABLE_PAYMENT_STATES.includes(p.state) ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('adminPeople.payments.refundOrder', { order: p.order_id })}
            onClick={() => setRefunding(p)}
          >
            {t('adminPeople.payments.refund')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminTable
        caption={t('adminPeople.payments.caption')}
        columns={columns}
        rowKey={(p) => p.id}
        rows={payments.data}
        loading={payments.isPending}
        error={payments.error}
        empty={t('adminPeople.payments.none')}
        onRetry={() => void payments.refetch()}
      />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
