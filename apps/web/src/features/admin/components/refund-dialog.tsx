/**
 * Refund a purchase (decision 0012): PayPal refunds the amount (what is left, prefilled, or less), then the
 * same share of what the purchase granted is taken back from what is unspent; the rest becomes a shortfall
 * that pauses the player's withdrawals. The optional reason goes to the audit log.
 */
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { poundsInput, poundsToPence } from '@arena/shared/money';
import { adminRefundFields, type AdminPaymentOrder } from '@arena/shared/payments';
import { AppDialog } from '../../../components/app-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { useStepUpRetry } from '../../../components/step-up-dialog';
import { TextField } from '../../../components/form-field';
import { TextAreaField } from '../../../components/text-area-field';
import { formatPounds } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { useAdminPeopleT } from '../i18n-people';
import { convertingResolver, numberOrText } from './typed-form';

type RefundForm = { amount: string; note: string };
type RefundInput = { amount: number; note?: string | undefined };

/** What is left to refund, in pence. */
const leftOf = (order: AdminPaymentOrder) =>
  poundsToPence(order.amount) - poundsToPence(order.refunded_amount);

export function RefundDialog({ order, onClose }: { order: AdminPaymentOrder | null; onClose: () => void }) {
  const { t } = useAdminPeopleT();
  const formId = useId();
  const refund = useRefundPayment();
  const stepUpRetry = useStepUpRetry();
  const leftPence = order ? leftOf(order) : 0;
  /** The form's starting amount, as typed ("7.50"). */
  const left = (leftPence / 100).toFixed(2);
  // The API's own fields, with the amount required here and checked against what is left.
  const resolver = useMemo(
    () =>
      convertingResolver<RefundForm, RefundInput>(
        adminRefundFields.extend({
          amount: poundsInput('The amount').refine((v) => poundsToPence(v) <= leftPence, {
            error: t('adminPeople.refund.aboveRemaining'),
          }),
        }),
        (values) => ({ ...values, amount: numberOrText(values.amount) }),
      ),
    [leftPence, t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundForm, unknown, RefundInput>({ resolver, defaultValues: { amount: left, note: '' } });

  useEffect(() => {
    if (order) reset({ amount: left, note: '' });
  }, [order, left, reset]);

  const onSubmit = handleSubmit(async ({ amount, note }) => {
    if (!order) return;
    const input = {
      orderId: order.order_id,
      amount,
      note: note || undefined,
      refundedBefore: order.refunded_amount,
    };
    try {
      // A refund after 15 minutes without a second-factor check asks for one, then is sent again (decision 0057).
      await stepUpRetry.run(async () => showSuccess((await refund.mutateAsync(input)).message));
    } catch {
      // The query client shows the refusal (e.g. another admin refunded first); the list is refreshed either way.
    }
    onClose();
  });

  const busy = refund.isPending;
  const title = t('adminPeople.refund.title', { order: order?.order_id ?? '' });
  return (
    <>
      <AppDialog
        show={order !== null}
        title={title}
        onHide={onClose}
        busy={busy}
        footer={
          <FormDialogFooter
            formId={formId}
            busy={busy}
            onClose={onClose}
            submitLabel={t('adminPeople.refund.submit')}
          />
        }
      >
        {order && (
          <p>
            {t('adminPeople.refund.body', {
              kind: order.kind,
              description: order.description,
              left: formatPounds(leftPence / 100),
            })}
          </p>
        )}
        <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
          <TextField
            id="refund-amount"
            label={t('adminPeople.refund.amount')}
            inputMode="decimal"
            autoComplete="off"
            registration={register('amount')}
            error={errors.amount?.message}
          />
          <TextAreaField
            id="refund-note"
            label={t('adminPeople.refund.reason')}
            registration={register('note')}
            error={errors.note?.message}
            className="mb-0"
          />
        </form>
      </AppDialog>
      {stepUpRetry.dialog}
    </>
  );
}
