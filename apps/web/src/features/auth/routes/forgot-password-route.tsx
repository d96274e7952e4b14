/** /forgotpassword: 'Lost your password?'; e-mails a code and goes to /otp. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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

export function ForgotPasswordRoute() {
  return (
    <GuestOnly>
      <title>Arena | Lost your password?</title>
      <ForgotPasswordForm />
    </GuestOnly>
  );
}

function ForgotPasswordForm() {
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
      title="Lost your password?"
      subtitle="Please enter your email address. You will receive a link to create a new password via email."
      footer={
        <p className="mb-0">
          Remembered it? <Link to={routes.login.href()}>Back to Login</Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Lost your password?">
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={errors.email?.message}
        />
        <SubmitButton busy={resetRequest.isPending} busyLabel="Sending…" className="w-100 btn-lg">
          Reset Password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
