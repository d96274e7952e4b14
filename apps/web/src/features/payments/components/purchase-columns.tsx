/**
 * The columns both purchase histories show (Credits History, panel 4; Tokens History, panel 9): the transaction,
 * its method, date and time, what was bought (each history's own column) and the amount with its refunds.
 */
import type { DataColumn } from '../../../components/data-table';
import { formatDate, formatTime } from '../../../lib/format';
import { PurchaseAmount } from './purchase-amount';

interface PurchaseRow {
  transaction_id: string;
  payment_type: string;
  created_at: string;
  amount: number;
  refunded_amount: number;
  reversed: boolean;
}

export function purchaseColumns<T extends PurchaseRow>(
  t: (id: string) => string,
  bought: DataColumn<T>,
  amountHeader: string,
): DataColumn<T>[] {
  return [
    {
      key: 'id',
      header: t('payments.col.transactionId'),
      rowHeader: true,
      cell: (row) => `#${row.transaction_id}`,
    },
    { key: 'method', header: t('payments.col.method'), cell: (row) => row.payment_type },
    { key: 'date', header: t('payments.col.date'), cell: (row) => formatDate(row.created_at) },
    { key: 'time', header: t('payments.col.time'), cell: (row) => formatTime(row.created_at) },
    bought,
    { key: 'amount', header: amountHeader, cell: (row) => <PurchaseAmount purchase={row} /> },
  ];
}
