/** /signup: Username, e-mail, password twice and the terms; success goes to /login. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerSchema, type RegisterInput } from '@arena/shared/auth';
import { AuthLayout } from '../../../components/auth-layout';
import { FieldError, fieldAria, TextField } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-input';
import { GuestOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { routes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useRegister } from '../api/register';

/** The terms box is a plain boolean in the form; the schema only accepts it ticked. */
type SignupValues = Omit<z.input<typeof registerSchema>, 'terms'> & { terms: boolean };

export function SignupRoute() {
  return (
    <GuestOnly>
      <title>Arena | Register</title>
      <SignupForm />
    </GuestOnly>
  );
}

function SignupForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues, unknown, RegisterInput>({
    resolver: zodResolver<SignupValues, unknown, RegisterInput>(registerSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await registerMutation.mutateAsync(values);
      showSuccess(answer.message);
      navigate(routes.login.href());
    } catch {
      // The query client shows the server's sentence.
    }
  });

  return (
    <AuthLayout
      title="Register"
      subtitle="Create your player account. You must be 18 or older."
      footer={
        <p className="mb-0">
          Already have an account? <Link to={routes.login.href()}>Login</Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Register">
        <TextField
          id="signup-name"
          label="Username"
          autoComplete="username"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          id="signup-password-confirmation"
          label="Confirm Password"
          autoComplete="new-password"
          registration={register('password_confirmation')}
          error={errors.password_confirmation?.message}
        />
        <div className="form-check mb-4">
          <input
            id="signup-terms"
            type="checkbox"
            className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
            {...fieldAria('signup-terms', errors.terms?.message)}
            {...register('terms')}
          />
          <label htmlFor="signup-terms" className="form-check-label">
            I accept the <Link to={routes.termsConditions.href()}>Terms &amp; Conditions</Link> and the{' '}
            <Link to={routes.privacyPolicy.href()}>Privacy Policy</Link>
          </label>
          <FieldError id="signup-terms" message={errors.terms?.message} />
        </div>
        <SubmitButton
          busy={registerMutation.isPending}
          busyLabel="Creating account…"
          className="w-100 btn-lg"
        >
          REGISTER NOW
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
