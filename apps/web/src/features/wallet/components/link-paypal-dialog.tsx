/** 'Link Your Paypal Account' (panel 8): the PayPal e-mail, prefilled, checked by the shared rule, and Update. */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { User } from '@arena/shared/user';
import { paypalEmailBody, type PaypalEmailInput } from '@arena/shared/wallet';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { showSuccess } from '../../../lib/toast';
import { useUpdatePaypalEmail } from '../api/update-paypal-email';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { StepUpFields, useStepUp } from '../../../components/step-up-fields';
import { isEmailNotVerified } from '../../../api/resend-verification';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import './link-paypal-dialog.css';
import { useWalletT } from '../i18n';

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
  const { t } = useWalletT();
  const mutation = useUpdatePaypalEmail();
  // An account with a second factor links the e-mail its money goes to with it (decisions 0049, 0057).
  const stepUp = useStepUp({ enabled: show });
  const resetStepUp = stepUp.reset;
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
    if (show) {
      reset({ paypal_email: currentEmail ?? '' });
      resetStepUp();
    }
    // Only on opening: a refreshed user must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, reset]);

  const onSubmit = handleSubmit(async ({ paypal_email, ...typed }) => {
    try {
      const factor = await stepUp.factor(typed);
      if (!factor) return;
      const answer = await mutation.mutateAsync({ paypal_email: paypal_email.trim(), ...factor });
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
      title={t('wallet.link.title')}
      onHide={onClose}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          submitLabel={t('wallet.link.update')}
          busyLabel={t('wallet.link.updating')}
        />
      }
    >
      {notice && (
        <p className="wallet-notice" role="alert">
          {notice}
        </p>
      )}
      {isEmailNotVerified(mutation.error) && <VerifyEmailNotice />}
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('wallet.link.title')}
      >
        <TextField
          id="paypal-email"
          label={t('wallet.link.email')}
          type="email"
          autoComplete="email"
          registration={register('paypal_email')}
          error={errors.paypal_email?.message}
          hint={t('wallet.link.hint')}
          className={stepUp.required ? undefined : 'mb-0'}
        />
        <StepUpFields
          stepUp={stepUp}
          idPrefix="paypal"
          register={(name) => register(name)}
          errors={errors}
          clearErrors={() => clearErrors(['code', 'recovery_code'])}
        />
      </form>
    </AppDialog>
  );
}
