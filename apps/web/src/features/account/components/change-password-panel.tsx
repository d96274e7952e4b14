/** Panel 2, Change Password: current, new and confirm password. */
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@arena/shared/auth';
import { PasswordField } from '../../../components/password-input';
import { SubmitButton } from '../../../components/submit-button';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { showSuccess } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { AccountPanel } from '../../../components/account-panel';
import { SessionsSection } from './sessions-section';
import './change-password-panel.css';
import { useAccountT } from '../i18n';

const emptyValues: ChangePasswordInput = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordPanel() {
  const mutation = useChangePassword();
  const { t } = useAccountT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: outputTypedResolver(changePasswordSchema),
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      showSuccess(answer.message);
      reset(emptyValues);
    } catch {
      // The query client shows error[0] of a 400.
    }
  });

  return (
    <AccountPanel title="Change Password">
      <form onSubmit={onSubmit} noValidate aria-label={t('account.password.change')} className="account-form">
        <PasswordField
          id="current-password"
          label={t('account.password.current')}
          registration={register('current_password')}
          error={errors.current_password?.message}
        />
        <PasswordField
          id="change-new-password"
          label={t('account.password.new')}
          autoComplete="new-password"
          registration={register('new_password')}
          error={errors.new_password?.message}
        />
        <PasswordField
          id="change-confirm-password"
          label={t('account.password.confirm')}
          autoComplete="new-password"
          registration={register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={t('account.form.saving')}>
          {t('account.password.change')}
        </SubmitButton>
      </form>
      <SessionsSection />
    </AccountPanel>
  );
}
