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

export function CreatePasswordRoute() {
  return (
    <GuestOnly>
      <title>Arena | Create New Password</title>
      <CreatePasswordForm />
    </GuestOnly>
  );
}

function CreatePasswordForm() {
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
      title="Create New Password"
      subtitle={
        email ? (
          <>
            Choose a new password for <strong className="text-break">{email}</strong>
          </>
        ) : (
          'Choose a new password for your account.'
        )
      }
      footer={
        <p className="mb-0">
          <Link to={routes.login.href()}>Back to Login</Link>
        </p>
      }
    >
      {errors.email && (
        <div className="alert alert-warning" role="alert">
          We do not know which account to reset. Please{' '}
          <Link to={routes.forgotPassword.href()}>request a new code</Link>.
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Create New Password">
        <PasswordField
          id="new-password"
          label="New Password"
          autoComplete="new-password"
          registration={register('new_password')}
          error={errors.new_password?.message}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          registration={register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <SubmitButton busy={resetMutation.isPending} busyLabel="Saving…" className="w-100 btn-lg">
          Reset Password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
