/** 'Link Your Paypal Account' (panel 8): the PayPal e-mail, prefilled, checked by the shared rule, and Update. */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@arena/shared/user';
import { paypalEmailBody, type PaypalEmailInput } from '@arena/shared/wallet';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { showSuccess } from '../../../lib/toast';
import { useUpdatePaypalEmail } from '../api/update-paypal-email';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { SecondFactorFields, type SecondFactorMode } from '../../../components/second-factor-fields';
import { twoFactorQuery } from '../../../api/get-two-factor';
import { isEmailNotVerified } from '../../../api/resend-verification';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import './link-paypal-dialog.css';

export const LINK_PAYPAL_TITLE = 'Link Your Paypal Account';

export function LinkPaypalDialog({
  show,
  currentEmail,
  notice,
  onUserChange,
  onLinked,
  onClose,
}: {
  show: boolean;
  currentEmail: string | null;
  /** Why the dialog opened by itself, e.g. a withdrawal without a linked e-mail. */
  notice?: string;
  onUserChange: (user: User) => void;
  onLinked: () => void;
  onClose: () => void;
}) {
  const formId = useId();
  const mutation = useUpdatePaypalEmail();
  // An account with two-factor sign-in links the e-mail its money goes to with its second factor (decision 0049).
  const twoFactor = useQuery({ ...twoFactorQuery(), enabled: show });
  const stepUp = twoFactor.data?.enabled === true;
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<PaypalEmailInput>({
    resolver: zodResolver(paypalEmailBody),
    defaultValues: { paypal_email: currentEmail ?? '' },
    shouldUnregister: true,
  });

  useEffect(() => {
    if (show) reset({ paypal_email: currentEmail ?? '' });
    // Only on opening: a refreshed user must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync({ ...values, paypal_email: values.paypal_email.trim() });
      showSuccess(answer.message);
      onUserChange(answer.user);
      onLinked();
    } catch {
      // The query client shows error[0]; an unverified e-mail's refusal shows above the form.
    }
  });

  const busy = mutation.isPending;
  return (
    <AppDialog
      show={show}
      title={LINK_PAYPAL_TITLE}
      onHide={onClose}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          submitLabel="Update"
          busyLabel="Updating…"
        />
      }
    >
      {notice && (
        <p className="wallet-notice" role="alert">
          {notice}
        </p>
      )}
      {isEmailNotVerified(mutation.error) && <VerifyEmailNotice />}
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={LINK_PAYPAL_TITLE}>
        <TextField
          id="paypal-email"
          label="PayPal e-mail"
          type="email"
          autoComplete="email"
          registration={register('paypal_email')}
          error={errors.paypal_email?.message}
          hint="Withdrawals are paid to this PayPal account."
          className={stepUp ? undefined : 'mb-0'}
        />
        {stepUp ? (
          <SecondFactorFields
            idPrefix="paypal"
            mode={mode}
            onModeChange={(next) => {
              clearErrors(['code', 'recovery_code']);
              setMode(next);
            }}
            registration={register(mode === 'code' ? 'code' : 'recovery_code')}
            error={(mode === 'code' ? errors.code : (errors.recovery_code ?? errors.code))?.message}
          />
        ) : null}
      </form>
    </AppDialog>
  );
}
