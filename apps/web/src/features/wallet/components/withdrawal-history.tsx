/**
 * 'Withdrawal History' (panel 8): amount, requested on, updated on ('-' while pending) and status, 5 a page.
 * A request whose money came back (failed, returned, unclaimed, rejected; decision 0012) says so under its
 * status, with the reason. One held for the identity check (decision 0056) says why it waits.
 */
import { useState } from 'react';
import { REFUNDED_WITHDRAWAL_STATUSES, type Withdrawal } from '@arena/shared/wallet';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatPounds, formatTimeDate } from '../../../lib/format';
import { useWithdrawalRequests } from '../api/get-withdrawal-requests';
import './withdrawal-history.css';
import { useWalletT } from '../i18n';

type T = ReturnType<typeof useWalletT>['t'];

/** A withdrawal's status as its player reads it (the shared English labels are the console's). */
const STATUS_KEYS: Record<Withdrawal['status'], string> = {
  pending: 'wallet.status.pending',
  review: 'wallet.status.review',
  processing: 'wallet.status.processing',
  paid: 'wallet.status.paid',
  failed: 'wallet.status.failed',
  returned: 'wallet.status.returned',
  unclaimed: 'wallet.status.unclaimed',
  rejected: 'wallet.status.rejected',
};

const columnsFor = (t: T): DataColumn<Withdrawal>[] => [
  { key: 'amount', header: t('wallet.history.amount'), rowHeader: true, cell: (w) => formatPounds(w.amount) },
  { key: 'requested', header: t('wallet.history.requested'), cell: (w) => formatTimeDate(w.created_at) },
  {
    key: 'updated',
    header: t('wallet.history.updated'),
    cell: (w) => (w.updated_at ? formatTimeDate(w.updated_at) : '-'),
  },
  {
    key: 'status',
    header: t('wallet.history.status'),
    // One block in the cell: the phone layout puts the cell's children beside its label.
    cell: (w) => (
      <div className="withdrawal-status-cell">
        <span className={`status-badge withdrawal-status withdrawal-status--${w.status}`}>
          {STATUS_KEYS[w.status] ? t(STATUS_KEYS[w.status]) : w.status}
        </span>
        {w.status === 'review' && w.reason && (
          <div className="small text-body-secondary mt-1 withdrawal-review-note text-break">{w.reason}</div>
        )}
        {REFUNDED_WITHDRAWAL_STATUSES.includes(w.status) && (
          <div className="small text-body-secondary mt-1 withdrawal-refund-note">
            {w.identity_check === 'refused' && t('wallet.history.identityRefused')}
            {t('wallet.history.refunded', { amount: formatPounds(w.amount) })}
            {w.reason && (
              <>
                {' '}
                {t('wallet.history.reason')} <span className="text-break">{w.reason}</span>
              </>
            )}
          </div>
        )}
      </div>
    ),
  },
];

export function WithdrawalHistory({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const history = useWithdrawalRequests(userId, page);
  const { t } = useWalletT();
  return (
    <HistoryTable
      title={t('wallet.history.title')}
      columns={columnsFor(t)}
      rowKey={(w) => w.id}
      query={history}
      page={page}
      empty={t('wallet.history.empty')}
      onPageChange={setPage}
    />
  );
}
