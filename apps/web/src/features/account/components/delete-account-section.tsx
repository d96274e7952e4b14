/**
 * My Account's "Delete account" (GDPR article 17; issue 28, decision 0052): what is lost said plainly, then the
 * password in a dialog; once deleted, this browser forgets the session and goes home.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { deleteAccountSchema } from '@arena/shared/account-data';
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
import { useAccountT } from '../i18n';

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export function DeleteAccountSection() {
  const { t } = useAccountT();
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
    showSuccess(t('account.deleteAccount.deleted'));
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
        {t('account.deleteAccount.title')}
      </h3>
      <p className="privacy-section__intro">{t('account.deleteAccount.intro')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {t('account.deleteAccount.open')}
      </button>
      <AppDialog
        show={open}
        title={t('account.deleteAccount.dialogTitle')}
        onHide={close}
        busy={mutation.isPending}
        footer={
          <FormDialogFooter
            formId="delete-account-form"
            busy={mutation.isPending}
            submitLabel={t('account.deleteAccount.submit')}
            busyLabel={t('account.deleteAccount.busy')}
            onClose={close}
          />
        }
      >
        <form id="delete-account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{t('account.deleteAccount.dialogText')}</p>
          <PasswordField
            id="delete-account-password"
            label={t('account.security.password')}
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
