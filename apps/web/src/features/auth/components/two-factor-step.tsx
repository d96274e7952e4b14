/**
 * The login's second step for an account with two-factor sign-in (decision 0049): the authenticator app's code or
 * a recovery code completes the challenge the password step answered. A spent or expired challenge goes back to
 * the password step.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { secondFactorSchema, type SecondFactorInput } from '@arena/shared/two-factor';
import type { User } from '@arena/shared/user';
import { AuthLayout } from '../../../components/auth-layout';
import { SecondFactorFields, type SecondFactorMode } from '../../../components/second-factor-fields';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { useAuthT } from '../i18n';

export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (answer: { token: string; user: User; message: string }) => void;
  onRestart: () => void;
}) {
  const mutation = useLoginTwoFactor();
  const { t } = useAuthT();
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<SecondFactorInput>({
    resolver: outputTypedResolver(secondFactorSchema),
    shouldUnregister: true,
  });

  useEffect(() => {
    setFocus(mode === 'code' ? 'code' : 'recovery_code');
  }, [mode, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await mutation.mutateAsync({ challenge, ...values }));
    } catch (error) {
      // The query client shows the error; a challenge that is over cannot be tried again.
      // By the refusal's code: its sentence is in the reader's language (decision 0062).
      if (isApiError(error) && error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') onRestart();
      else {
        const field = mode === 'code' ? 'code' : 'recovery_code';
        setValue(field, '');
        setFocus(field);
      }
    }
  });

  return (
    <AuthLayout
      title={t('auth.twoFactor.title')}
      subtitle={mode === 'code' ? t('auth.twoFactor.codeHint') : t('auth.twoFactor.recoveryHint')}
      footer={
        <p className="mb-0">
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRestart}>
            {t('auth.twoFactor.back')}
          </button>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.twoFactor.title')}>
        <SecondFactorFields
          idPrefix="login"
          mode={mode}
          onModeChange={(next) => {
            clearErrors();
            setMode(next);
          }}
          registration={register(mode === 'code' ? 'code' : 'recovery_code')}
          error={(mode === 'code' ? errors.code : (errors.recovery_code ?? errors.code))?.message}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={t('auth.verifying')} className="w-100 btn-lg">
          {t('auth.twoFactor.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
