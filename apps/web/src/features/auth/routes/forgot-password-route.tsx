/** /forgotpassword: 'Lost your password?'; e-mails a code and goes to /otp. */
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@arena/shared/auth';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/form-field';
import { GuestOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { routes } from '../../../lib/routes';
import { storeResetEmail } from '../../../lib/storage';
import { showSuccess } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useAuthT } from '../i18n';

export function ForgotPasswordRoute() {
  const { t } = useAuthT();
  return (
    <GuestOnly>
      <title>{t('auth.forgot.pageTitle')}</title>
      <ForgotPasswordForm />
    </GuestOnly>
  );
}

function ForgotPasswordForm() {
  const { t, tRich } = useAuthT();
  const navigate = useNavigate();
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await resetRequest.mutateAsync(values);
      storeResetEmail(values.email);
      showSuccess(answer.message);
      navigate(routes.otp.href());
    } catch {
      reset();
    }
  });

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <p className="mb-0">
          {tRich('auth.forgot.remembered', {
            login: (chunks) => <Link to={routes.login.href()}>{chunks}</Link>,
          })}
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgot.title')}>
        <TextField
          id="forgot-email"
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={errors.email?.message}
        />
        <SubmitButton
          busy={resetRequest.isPending}
          busyLabel={t('auth.forgot.busy')}
          className="w-100 btn-lg"
        >
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
