/** 'Tokens History' (panel 9): my VIP token purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { TokenTransaction } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatDate, formatTime } from '../../../lib/format';
import { useTokenTransactions } from '../api/get-token-transactions';
import { PurchaseAmount } from './purchase-amount';

const columns: DataColumn<TokenTransaction>[] = [
  { key: 'id', header: 'Transaction ID', rowHeader: true, cell: (t) => `#${t.transaction_id}` },
  { key: 'method', header: 'Payment Method', cell: (t) => t.payment_type },
  { key: 'date', header: 'Date', cell: (t) => formatDate(t.created_at) },
  { key: 'time', header: 'Time', cell: (t) => formatTime(t.created_at) },
  { key: 'tokens', header: 'Total Tokens', cell: (t) => t.total_tokens },
  { key: 'amount', header: 'Paid Amount (£)', cell: (t) => <PurchaseAmount purchase={t} /> },
];

export function TokensHistory({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const history = useTokenTransactions(userId, page);
  return (
    <HistoryTable
      title="Tokens History"
      columns={columns}
      rowKey={(t) => t.transaction_id}
      query={history}
      page={page}
      empty="You have not bought any tokens yet."
      onPageChange={setPage}
    />
  );
}
