/**
 * My Account's "Delete account" (GDPR article 17; issue 28, decision 0052): what is lost said plainly, then the
 * password in a dialog; once deleted, this browser forgets the session and goes home.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { deleteAccountSchema, DELETE_ACCOUNT_MESSAGES } from '@arena/shared/account-data';
import type { StepUpInput } from '@arena/shared/two-factor';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { PasswordField } from '../../../components/password-input';
import { StepUpFields, useStepUp } from '../../../components/step-up-fields';
import { apiRequest } from '../../../lib/api-client';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { clearSession } from '../../../lib/storage';
import { showSuccess } from '../../../lib/toast';

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const DELETE_ACCOUNT_TEXTS = {
  title: 'Delete account',
  intro:
    'Deleting your account erases your name, e-mail, platform IDs, picture and address, signs you out everywhere and cannot be undone. Your credits and VIP tokens are forfeited. Withdraw any money in your wallet first. Records of payments and prize money are kept under an anonymous name, as the law requires.',
  open: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogText: 'This cannot be undone. Enter your password to confirm.',
  submit: 'Delete my account permanently',
  busy: 'Deleting…',
} as const;

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  // An account with a second factor confirms with it too (the step-up, decision 0057). Asked when the dialog
  // opens, not on every visit of My Profile.
  const stepUp = useStepUp({ enabled: open });
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (input: { password: string } & StepUpInput) =>
      apiRequest('/api/delete-account', { method: 'POST', body: input }),
  });
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: outputTypedResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    shouldUnregister: true,
  });

  const onSubmit = handleSubmit(async ({ password, ...typed }) => {
    try {
      const factor = await stepUp.factor(typed);
      if (!factor) return;
      await mutation.mutateAsync({ password, ...factor });
    } catch {
      // The query client shows the refusal (a wrong password, money left, a tournament still running).
      return;
    }
    setOpen(false);
    // The page's guard and this agree on where a deleted account goes: home, not the login.
    clearSession({ loginHref: '/' });
    showSuccess(DELETE_ACCOUNT_MESSAGES.deleted);
    void navigate('/', { replace: true });
  });

  const close = () => {
    setOpen(false);
    reset({ password: '' });
    stepUp.reset();
  };

  return (
    <section className="privacy-section mt-4" aria-labelledby="delete-account-title">
      <h3 id="delete-account-title" className="privacy-section__title">
        {DELETE_ACCOUNT_TEXTS.title}
      </h3>
      <p className="privacy-section__intro">{DELETE_ACCOUNT_TEXTS.intro}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {DELETE_ACCOUNT_TEXTS.open}
      </button>
      <AppDialog
        show={open}
        title={DELETE_ACCOUNT_TEXTS.dialogTitle}
        onHide={close}
        busy={mutation.isPending}
        footer={
          <FormDialogFooter
            formId="delete-account-form"
            busy={mutation.isPending}
            submitLabel={DELETE_ACCOUNT_TEXTS.submit}
            busyLabel={DELETE_ACCOUNT_TEXTS.busy}
            onClose={close}
          />
        }
      >
        <form id="delete-account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{DELETE_ACCOUNT_TEXTS.dialogText}</p>
          <PasswordField
            id="delete-account-password"
            label="Password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <StepUpFields
            stepUp={stepUp}
            idPrefix="delete-account"
            register={(name) => register(name)}
            errors={errors}
            clearErrors={() => clearErrors(['code', 'recovery_code'])}
          />
        </form>
      </AppDialog>
    </section>
  );
}
