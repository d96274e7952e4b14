/** 'Tokens History' (panel 9): my VIP token purchases, newest first, 5 a page. */
import { useState } from 'react';
import type { TokenTransaction } from '@arena/shared/payments';
import { HistoryTable } from '../../../components/history-table';
import { useTokenTransactions } from '../api/get-token-transactions';
import { purchaseColumns } from './purchase-columns';
import { usePaymentsT } from '../i18n';

export function TokensHistory({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const history = useTokenTransactions(userId, page);
  const { t } = usePaymentsT();
  return (
    <HistoryTable
      title={t('payments.tokens.history')}
      columns={purchaseColumns<TokenTransaction>(
        t,
        { key: 'tokens', header: t('payments.tokens.total'), cell: (row) => row.total_tokens },
        t('payments.tokens.paidAmount'),
      )}
      rowKey={(row) => row.transaction_id}
      query={history}
      page={page}
      empty={t('payments.tokens.historyEmpty')}
      onPageChange={setPage}
    />
  );
}
