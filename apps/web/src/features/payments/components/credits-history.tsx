/** 'Credits History' (panel 4): my credit purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { CreditTransaction } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatDate, formatTime } from '../../../lib/format';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { PurchaseAmount } from './purchase-amount';

const columns: DataColumn<CreditTransaction>[] = [
  { key: 'id', header: 'Transaction ID', rowHeader: true, cell: (t) => `#${t.transaction_id}` },
  { key: 'method', header: 'Payment Method', cell: (t) => t.payment_type },
  { key: 'date', header: 'Date', cell: (t) => formatDate(t.created_at) },
  { key: 'time', header: 'Time', cell: (t) => formatTime(t.created_at) },
  { key: 'credits', header: 'Total Credits', cell: (t) => t.total_credits },
  { key: 'amount', header: 'Amount (£)', cell: (t) => <PurchaseAmount purchase={t} /> },
];

export function CreditsHistory({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const history = useCreditTransactions(userId, page);
  return (
    <HistoryTable
      title="Credits History"
      columns={columns}
      rowKey={(t) => t.transaction_id}
      query={history}
      page={page}
      empty="You have not bought any credits yet."
      onPageChange={setPage}
    />
  );
}
