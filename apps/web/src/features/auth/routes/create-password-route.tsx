/** /createpassword and /resetpassword 'Create New Password': the last step of the reset; success goes to /login. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { resetPasswordSchema, type ResetPasswordInput } from '@arena/shared/auth';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-input';
import { GuestOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { routes } from '../../../lib/routes';
import { getResetEmail, storeResetEmail } from '../../../lib/storage';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { showSuccess } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { useAuthT } from '../i18n';

export function CreatePasswordRoute() {
  const { t } = useAuthT();
  return (
    <GuestOnly>
      <title>{t('auth.create.pageTitle')}</title>
      <CreatePasswordForm />
    </GuestOnly>
  );
}

function CreatePasswordForm() {
  const { t, tRich } = useAuthT();
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const email = getResetEmail() ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: outputTypedResolver(resetPasswordSchema),
    defaultValues: { email, new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await resetMutation.mutateAsync(values);
      storeResetEmail(null);
      showSuccess(answer.message);
      navigate(routes.login.href());
    } catch {
      // The query client shows the server's sentence.
    }
  });

  return (
    <AuthLayout
      title={t('auth.create.title')}
      subtitle={
        email
          ? tRich('auth.create.subtitleFor', {
              email: () => <strong className="text-break">{email}</strong>,
            })
          : t('auth.create.subtitle')
      }
      footer={
        <p className="mb-0">
          <Link to={routes.login.href()}>{t('auth.backToLogin')}</Link>
        </p>
      }
    >
      {errors.email && (
        <div className="alert alert-warning" role="alert">
          {tRich('auth.create.unknownAccount', {
            link: (chunks) => <Link to={routes.forgotPassword.href()}>{chunks}</Link>,
          })}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.create.title')}>
        <PasswordField
          id="new-password"
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          registration={register('new_password')}
          error={errors.new_password?.message}
        />
        <PasswordField
          id="confirm-password"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          registration={register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <SubmitButton
          busy={resetMutation.isPending}
          busyLabel={t('auth.create.busy')}
          className="w-100 btn-lg"
        >
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
