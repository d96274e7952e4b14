/**
 * The Amount (£) cell of the purchase histories (panels 4 and 9): the price, and under it what a refund or
 * PayPal's reversal gave back since (decision 0012), so a purchase taken back never reads as one that stands.
 */
import { formatPounds } from '../../../lib/format';
import { usePaymentsT } from '../i18n';

export function PurchaseAmount({
  purchase,
}: {
  purchase: { amount: number; refunded_amount: number; reversed: boolean };
}) {
  const { t } = usePaymentsT();
  const { amount, refunded_amount: back, reversed } = purchase;
  if (back <= 0) return <>{formatPounds(amount)}</>;
  const whole = back >= amount;
  return (
    <div>
      {formatPounds(amount)}
      <div className="small text-body-secondary">
        {reversed
          ? t('payments.amount.reversed', { amount: formatPounds(back) })
          : whole
            ? t('payments.amount.refunded')
            : t('payments.amount.partlyRefunded', { amount: formatPounds(back) })}
      </div>
    </div>
  );
}
