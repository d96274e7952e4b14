/**
 * Passkeys in My Account's Security panel (decision 0053): the player's passkeys (name, added, last used), adding
 * one under a name with the device's confirmation, and removing one after a confirmation.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passkeyNameField, type Passkey } from '@arena/shared/passkeys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { passkeyBrowserError } from '../../../api/passkey-step-up';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { formatDate } from '../../../lib/format';
import { showApiError, showError, showSuccess } from '../../../lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { useAccountT } from '../i18n';

const addPasskeyFormSchema = z.object({ name: passkeyNameField });
type AddPasskeyFormValues = z.output<typeof addPasskeyFormSchema>;

export function PasskeysSection() {
  const { t } = useAccountT();
  const passkeys = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();

  let list;
  if (passkeys.isPending) list = <PageLoader />;
  else if (passkeys.isError)
    list = <p className="security-section__text">{t('account.passkeys.loadFailed')}</p>;
  else if (passkeys.data.length === 0)
    list = <p className="security-section__text">{t('account.passkeys.none')}</p>;
  else
    list = (
      <ul className="passkey-list list-unstyled">
        {passkeys.data.map((passkey) => (
          <li key={passkey.id} className="passkey-list__item">
            <div className="passkey-list__info">
              <span className="passkey-list__name">{passkey.name}</span>
              <span className="passkey-list__meta">
                {t('account.passkeys.added', { date: formatDate(passkey.created_at) })},{' '}
                {passkey.last_used_at
                  ? t('account.passkeys.lastUsed', { date: formatDate(passkey.last_used_at) })
                  : t('account.passkeys.neverUsed')}
                {passkey.backed_up ? `, ${t('account.passkeys.synced')}` : ''}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              aria-label={t('account.passkeys.removeLabel', { name: passkey.name })}
              onClick={() => setRemoving(passkey)}
            >
              {t('account.passkeys.remove')}
            </button>
          </li>
        ))}
      </ul>
    );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync(removing.id);
      showSuccess(answer.message);
    } catch {
      // The query client shows the error.
    }
    setRemoving(null);
  };

  return (
    <section className="security-section" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="security-section__title">
        {t('account.passkeys.title')}
      </h3>
      <p className="security-section__text">{t('account.passkeys.intro')}</p>
      {list}
      <AddPasskeyForm />
      <ConfirmDialog
        show={removing !== null}
        title={t('account.passkeys.confirmTitle')}
        confirmLabel={t('account.passkeys.confirmRemove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing && <p className="mb-0">{t('account.passkeys.confirmText', { name: removing.name })}</p>}
      </ConfirmDialog>
    </section>
  );
}

function AddPasskeyForm() {
  const { t } = useAccountT();
  const mutation = useAddPasskey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddPasskeyFormValues>({
    resolver: outputTypedResolver(addPasskeyFormSchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values.name);
      showSuccess(answer.message);
      reset({ name: '' });
    } catch (error) {
      if (isApiError(error)) showApiError(error);
      else
        showError(
          passkeyBrowserError(error, t('account.passkeys.cancelled'), t('account.passkeys.unsupported')),
        );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('account.passkeys.add')} className="passkey-form">
      <TextField
        id="passkey-name"
        label={t('account.passkeys.nameLabel')}
        placeholder={t('account.passkeys.namePlaceholder')}
        autoComplete="off"
        registration={register('name')}
        error={errors.name?.message}
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('account.passkeys.adding')}>
        {t('account.passkeys.add')}
      </SubmitButton>
    </form>
  );
}
