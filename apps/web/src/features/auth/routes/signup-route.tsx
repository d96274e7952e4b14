/** /signup: Username, e-mail, password twice and the terms; success goes to /login. */
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
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
import { useAuthT } from '../i18n';

/** The terms box is a plain boolean in the form; the schema only accepts it ticked. */
type SignupValues = Omit<z.input<typeof registerSchema>, 'terms'> & { terms: boolean };

export function SignupRoute() {
  const { t } = useAuthT();
  return (
    <GuestOnly>
      <title>{t('auth.signup.pageTitle')}</title>
      <SignupForm />
    </GuestOnly>
  );
}

function SignupForm() {
  const { t, tRich } = useAuthT();
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
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <p className="mb-0">
          {tRich('auth.signup.haveAccount', {
            login: (chunks) => <Link to={routes.login.href()}>{chunks}</Link>,
          })}
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.signup.title')}>
        <TextField
          id="signup-name"
          label={t('auth.field.username')}
          autoComplete="username"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="signup-email"
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signup-password"
          label={t('auth.field.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          id="signup-password-confirmation"
          label={t('auth.field.confirmPassword')}
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
            {tRich('auth.signup.terms', {
              terms: (chunks) => <Link to={routes.termsConditions.href()}>{chunks}</Link>,
              privacy: (chunks) => <Link to={routes.privacyPolicy.href()}>{chunks}</Link>,
            })}
          </label>
          <FieldError id="signup-terms" message={errors.terms?.message} />
        </div>
        <SubmitButton
          busy={registerMutation.isPending}
          busyLabel={t('auth.signup.busy')}
          className="w-100 btn-lg"
        >
          {t('auth.signup.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
