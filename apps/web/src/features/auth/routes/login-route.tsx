/**
 * /login: e-mail, password, Remember Me; success stores the session and goes home, or back to the page the
 * player was sent here from (`next`). After an ended session (`expired`) it says so once. An account with
 * two-factor sign-in is then asked for its code (decision 0049). "Sign in with a passkey" signs in without the
 * password (decision 0053).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema, type LoginInput } from '@arena/shared/auth';
import type { User } from '@arena/shared/user';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-input';
import { GuestOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { safeReturnPath } from '../../../lib/login-return';
import { routes } from '../../../lib/routes';
import { getRememberedCredentials, storeRememberedCredentials, storeSession } from '../../../lib/storage';
import { isApiError } from '../../../lib/api-client';
import { showApiError, showError, showInfo, showSuccess } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { usePasskeyLogin } from '../api/passkey-login';
import { submitPendingInvite } from '../api/submit-invite';
import { TwoFactorStep } from '../components/two-factor-step';
import { useAuthT } from '../i18n';

export function LoginRoute() {
  const { t } = useAuthT();
  return (
    <GuestOnly>
      <title>{t('auth.login.pageTitle')}</title>
      <LoginForm />
    </GuestOnly>
  );
}

/** Stored Remember Me credentials prefill the form and tick the box. */
function rememberedDefaults(): LoginInput {
  const remembered = getRememberedCredentials();
  return {
    email: remembered?.email ?? '',
    password: remembered?.password ?? '',
    remember: remembered !== null,
  };
}

/** The password step passed for an account with two-factor sign-in: its challenge and what to remember. */
interface PendingSecondFactor {
  challenge: string;
  remembered: { email: string; password: string } | null;
}

function LoginForm() {
  const { t, tRich } = useAuthT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const expired = params.get('expired') === '1';
  useEffect(() => {
    if (expired) showInfo(t('auth.login.sessionEnded'));
  }, [expired, t]);
  const loginMutation = useLogin();
  const passkeyMutation = usePasskeyLogin();
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: rememberedDefaults(),
  });

  const signedIn = (
    answer: { token: string; user: User; message: string },
    remembered: PendingSecondFactor['remembered'],
  ) => {
    storeRememberedCredentials(remembered);
    storeSession(answer.token, answer.user);
    showSuccess(answer.message);
    void submitPendingInvite(answer.user.id, t('auth.invite.ownTeam'));
    navigate(returnTo ?? routes.home.href(), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    const remember = values.remember === true;
    const remembered = remember ? { email: values.email, password: values.password } : null;
    try {
      const answer = await loginMutation.mutateAsync({
        email: values.email,
        password: values.password,
        remember,
      });
      if ('two_factor_required' in answer) {
        setPending({ challenge: answer.challenge, remembered });
        return;
      }
      signedIn(answer, remembered);
    } catch {
      // The toast comes from the query client; the spec resets the form after an error.
      reset({ email: '', password: '', remember });
    }
  });

  const signInWithPasskey = async () => {
    try {
      // No password is typed, so none is remembered.
      signedIn(await passkeyMutation.mutateAsync(false), null);
    } catch (error) {
      if (isApiError(error)) showApiError(error);
      else {
        const name = error instanceof Error ? error.name : '';
        showError(
          name === 'NotAllowedError' || name === 'AbortError'
            ? t('auth.passkey.cancelled')
            : t('auth.passkey.unsupported'),
        );
      }
    }
  };

  if (pending) {
    return (
      <TwoFactorStep
        challenge={pending.challenge}
        onSignedIn={(answer) => signedIn(answer, pending.remembered)}
        onRestart={() => {
          setPending(null);
          reset(rememberedDefaults());
        }}
      />
    );
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p className="mb-0">
          {tRich('auth.login.newHere', {
            signup: (chunks) => <Link to={routes.signup.href()}>{chunks}</Link>,
          })}
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <TextField
          id="login-email"
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="login-password"
          label={t('auth.field.password')}
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <div className="form-check mb-0">
            <input
              id="login-remember"
              type="checkbox"
              className="form-check-input"
              {...register('remember')}
            />
            <label htmlFor="login-remember" className="form-check-label">
              {t('auth.login.remember')}
            </label>
          </div>
          <Link to={routes.forgotPassword.href()}>{t('auth.login.forgot')}</Link>
        </div>
        <SubmitButton
          busy={loginMutation.isPending}
          busyLabel={t('auth.login.busy')}
          className="w-100 btn-lg"
        >
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-body-secondary my-3">{t('auth.passkey.or')}</p>
      <button
        type="button"
        className="btn btn-outline-light btn-lg w-100"
        disabled={passkeyMutation.isPending}
        aria-busy={passkeyMutation.isPending || undefined}
        onClick={() => void signInWithPasskey()}
      >
        {passkeyMutation.isPending && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {passkeyMutation.isPending ? t('auth.passkey.busy') : t('auth.passkey.button')}
      </button>
    </AuthLayout>
  );
}
