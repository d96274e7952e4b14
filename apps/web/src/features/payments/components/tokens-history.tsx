/** 'Tokens History' (panel 9): my VIP token purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { TokenTransaction } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatDate, formatTime } from '../../../lib/format';
import { useTokenTransactions } from '../api/get-token-transactions';
import { PurchaseAmount } from './purchase-amount';
import { usePaymentsT } from '../i18n';

const columnsFor = (t: ReturnType<typeof usePaymentsT>['t']): DataColumn<TokenTransaction>[] => [
  {
    key: 'id',
    header: t('payments.col.transactionId'),
    rowHeader: true,
    cell: (row) => `#${row.transaction_id}`,
  },
  { key: 'method', header: t('payments.col.method'), cell: (row) => row.payment_type },
  { key: 'date', header: t('payments.col.date'), cell: (row) => formatDate(row.created_at) },
  { key: 'time', header: t('payments.col.time'), cell: (row) => formatTime(row.created_at) },
  { key: 'tokens', header: t('payments.tokens.total'), cell: (row) => row.total_tokens },
  {
    key: 'amount',
    header: t('payments.tokens.paidAmount'),
    cell: (row) => <PurchaseAmount purchase={row} />,
  },
];

export function TokensHistory({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const history = useTokenTransactions(userId, page);
  const { t } = usePaymentsT();
  return (
    <HistoryTable
      title={t('payments.tokens.history')}
      columns={columnsFor(t)}
      rowKey={(row) => row.transaction_id}
      query={history}
      page={page}
      empty={t('payments.tokens.historyEmpty')}
      onPageChange={setPage}
    />
  );
}
