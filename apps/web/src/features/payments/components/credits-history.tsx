/** 'Credits History' (panel 4): my credit purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { CreditTransaction } from '@arena/shared/payments';
import { HistoryTable } from '../../../components/history-table';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { purchaseColumns } from './purchase-columns';
import { usePaymentsT } from '../i18n';

export function CreditsHistory({ userId }: { userId: number }) {
  const { t } = usePaymentsT();
  const [page, setPage] = useState(1);
  const history = useCreditTransactions(userId, page);
  return (
    <HistoryTable
      title={t('payments.history.credits')}
      columns={purchaseColumns<CreditTransaction>(
        t,
        { key: 'credits', header: t('payments.col.totalCredits'), cell: (row) => row.total_credits },
        t('payments.col.amount'),
      )}
      rowKey={(row) => row.transaction_id}
      query={history}
      page={page}
      empty={t('payments.history.creditsEmpty')}
      onPageChange={setPage}
    />
  );
}
