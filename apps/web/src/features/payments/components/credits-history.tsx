/** 'Credits History' (panel 4): my credit purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { CreditTransaction } from '@arena/shared/payments';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatDate, formatTime } from '../../../lib/format';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { PurchaseAmount } from './purchase-amount';
import { usePaymentsT } from '../i18n';

const columns = (t: (id: string) => string): DataColumn<CreditTransaction>[] => [
  {
    key: 'id',
    header: t('payments.col.transactionId'),
    rowHeader: true,
    cell: (row) => `#${row.transaction_id}`,
  },
  { key: 'method', header: t('payments.col.method'), cell: (row) => row.payment_type },
  { key: 'date', header: t('payments.col.date'), cell: (row) => formatDate(row.created_at) },
  { key: 'time', header: t('payments.col.time'), cell: (row) => formatTime(row.created_at) },
  { key: 'credits', header: t('payments.col.totalCredits'), cell: (row) => row.total_credits },
  { key: 'amount', header: t('payments.col.amount'), cell: (row) => <PurchaseAmount purchase={row} /> },
];

export function CreditsHistory({ userId }: { userId: number }) {
  const { t } = usePaymentsT();
  const [page, setPage] = useState(1);
  const history = useCreditTransactions(userId, page);
  return (
    <HistoryTable
      title={t('payments.history.credits')}
      columns={columns(t)}
      rowKey={(t) => t.transaction_id}
      query={history}
      page={page}
      empty={t('payments.history.creditsEmpty')}
      onPageChange={setPage}
    />
  );
}
