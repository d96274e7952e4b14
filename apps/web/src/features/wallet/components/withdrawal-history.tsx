/**
 * 'Withdrawal History' (panel 8): amount, requested on, updated on ('-' while pending) and status, 5 a page.
 * A request whose money came back (failed, returned, unclaimed, rejected; decision 0012) says so under its
 * status, with the reason. One held for the identity check (decision 0056) says why it waits.
 */
import { useState } from 'react';
import {
  REFUNDED_WITHDRAWAL_STATUSES,
  WITHDRAWAL_STATUS_LABELS,
  type Withdrawal,
} from '@arena/shared/wallet';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatPounds, formatTimeDate } from '../../../lib/format';
import { useWithdrawalRequests } from '../api/get-withdrawal-requests';
import './withdrawal-history.css';

const columns: DataColumn<Withdrawal>[] = [
  { key: 'amount', header: 'Amount', rowHeader: true, cell: (w) => formatPounds(w.amount) },
  { key: 'requested', header: 'Requested on', cell: (w) => formatTimeDate(w.created_at) },
  { key: 'updated', header: 'Updated on', cell: (w) => (w.updated_at ? formatTimeDate(w.updated_at) : '-') },
  {
    key: 'status',
    header: 'Status',
    // One block in the cell: the phone layout puts the cell's children beside its label.
    cell: (w) => (
      <div className="withdrawal-status-cell">
        <span className={`status-badge withdrawal-status withdrawal-status--${w.status}`}>
          {WITHDRAWAL_STATUS_LABELS[w.status] ?? w.status}
        </span>
        {w.status === 'review' && w.reason && (
          <div className="small text-body-secondary mt-1 withdrawal-review-note text-break">{w.reason}</div>
        )}
        {REFUNDED_WITHDRAWAL_STATUSES.includes(w.status) && (
          <div className="small text-body-secondary mt-1 withdrawal-refund-note">
            {w.identity_check === 'refused' && 'The identity check was refused. '}
            {formatPounds(w.amount)}, the fee included, went back to your wallet.
            {w.reason && (
              <>
                {' '}
                Reason: <span className="text-break">{w.reason}</span>
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
  return (
    <HistoryTable
      title="Withdrawal History"
      columns={columns}
      rowKey={(w) => w.id}
      query={history}
      page={page}
      empty="You have not asked for a withdrawal yet."
      onPageChange={setPage}
    />
  );
}
