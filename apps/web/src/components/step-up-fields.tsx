/**
 * The step-up of a form (decisions 0049, 0053, 0057): an account with a second factor confirms a withdrawal, its
 * PayPal e-mail, deleting the account, turning the app off and the console's payouts with it. The app's code, a
 * recovery code, or "Use a passkey" (offered when the account has passkeys; the only way for an account whose
 * sole second factor is a passkey). One hook and one set of fields for every form that asks.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { StepUpInput } from '@arena/shared/two-factor';
import { twoFactorQuery } from '../api/get-two-factor';
import { passkeyBrowserError, passkeyStepUp } from '../api/passkey-step-up';
import { isApiError } from '../lib/api-client';
import { SecondFactorFields } from './second-factor-fields';
import { useSecondFactorT } from './second-factor-i18n';

export type StepUpMode = 'code' | 'recovery' | 'passkey';

/** What the form typed: the app's code or a recovery code, whichever field was shown. */
interface TypedFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/**
 * Whether to ask (`required`: the app is on or the account has a passkey; read when `enabled`, e.g. a dialog
 * opening), which way (`mode`), and `factor(values)`: the fields to send, asking the device for its passkey in
 * passkey mode (null when the device prompt was cancelled: `passkeyError` says so).
 */
export function useStepUp({ enabled }: { enabled: boolean }) {
  const { t } = useSecondFactorT();
  const status = useQuery({ ...twoFactorQuery(), enabled });
  const hasApp = status.data?.enabled === true;
  const hasPasskeys = (status.data?.passkeys ?? 0) > 0;
  const [chosen, setChosen] = useState<StepUpMode | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  // An account without the app has only its passkeys to confirm with.
  const mode: StepUpMode = !hasApp ? 'passkey' : (chosen ?? 'code');

  const setMode = useCallback((next: StepUpMode) => {
    setPasskeyError(null);
    setChosen(next);
  }, []);

  const factor = useCallback(
    async (typed: TypedFactor): Promise<StepUpInput | null> => {
      if (!hasApp && !hasPasskeys) return {};
      if (mode === 'passkey') {
        setPasskeyError(null);
        try {
          return { passkey: await passkeyStepUp() };
        } catch (error) {
          // The server's refusals (no passkeys left, a limit) are the query client's to show.
          if (isApiError(error)) throw error;
          setPasskeyError(
            passkeyBrowserError(
              error,
              t('secondFactor.passkeyCancelled'),
              t('secondFactor.passkeyUnsupported'),
            ),
          );
          return null;
        }
      }
      return mode === 'code' ? { code: typed.code } : { recovery_code: typed.recovery_code };
    },
    [hasApp, hasPasskeys, mode, t],
  );

  return {
    required: hasApp || hasPasskeys,
    /** The status is still being read: the form waits before it can tell whether to ask. */
    loading: enabled && status.isPending,
    hasApp,
    hasPasskeys,
    mode,
    setMode,
    factor,
    passkeyError,
    /** Back to the app's code (a dialog closing). */
    reset: useCallback(() => {
      setChosen(null);
      setPasskeyError(null);
    }, []),
  };
}

export type StepUp = ReturnType<typeof useStepUp>;

/**
 * The fields of the mode chosen: the code or recovery code (registered by the form under `code` or
 * `recovery_code`, with `shouldUnregister`, so only the one shown is sent), or the passkey's note; the links switch.
 */
export function StepUpFields({
  stepUp,
  idPrefix,
  register,
  errors,
  clearErrors,
}: {
  stepUp: StepUp;
  idPrefix: string;
  register: (name: 'code' | 'recovery_code') => UseFormRegisterReturn;
  errors: { code?: { message?: string }; recovery_code?: { message?: string } };
  clearErrors: () => void;
}) {
  const { t } = useSecondFactorT();
  const switchTo = (next: StepUpMode) => {
    clearErrors();
    stepUp.setMode(next);
  };
  if (!stepUp.required) return null;
  if (stepUp.mode === 'passkey') {
    return (
      <div className="mb-3">
        <p className="mb-2">{t('secondFactor.passkeyLead')}</p>
        {stepUp.passkeyError && (
          <div className="invalid-feedback d-block mb-2" role="alert">
            {stepUp.passkeyError}
          </div>
        )}
        {stepUp.hasApp && (
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => switchTo('code')}>
            {t('secondFactor.useApp')}
          </button>
        )}
      </div>
    );
  }
  const mode = stepUp.mode;
  return (
    <>
      <SecondFactorFields
        idPrefix={idPrefix}
        mode={mode}
        onModeChange={switchTo}
        registration={register(mode === 'code' ? 'code' : 'recovery_code')}
        error={(mode === 'code' ? errors.code : (errors.recovery_code ?? errors.code))?.message}
        compact={stepUp.hasPasskeys}
      />
      {stepUp.hasPasskeys && (
        <p className="mb-3">
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => switchTo('passkey')}
          >
            {t('secondFactor.usePasskey')}
          </button>
        </p>
      )}
    </>
  );
}
