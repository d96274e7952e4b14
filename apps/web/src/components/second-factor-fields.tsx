/**
 * The second factor of a form (decision 0049): the authenticator app's 6-digit code, or (switched by a link) one
 * recovery code. The form registers the field shown (`code` or `recovery_code`) with `shouldUnregister`, so only
 * that one is sent.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';
import { useSecondFactorT } from './second-factor-i18n';

export type SecondFactorMode = 'code' | 'recovery';

export function SecondFactorFields({
  idPrefix,
  mode,
  onModeChange,
  registration,
  error,
  compact = false,
}: {
  idPrefix: string;
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  /** The form's registration of `code` or `recovery_code`, whichever `mode` shows. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Another switch follows (the step-up's "Use a passkey instead"): less space under this one. */
  compact?: boolean;
}) {
  const { t } = useSecondFactorT();
  return (
    <>
      {mode === 'code' ? (
        <TextField
          key="code"
          id={`${idPrefix}-two-factor-code`}
          label={t('secondFactor.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          hint={t('secondFactor.code.hint')}
          registration={registration}
          error={error}
        />
      ) : (
        <TextField
          key="recovery"
          id={`${idPrefix}-recovery-code`}
          label={t('secondFactor.recovery.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          hint={t('secondFactor.recovery.hint')}
          registration={registration}
          error={error}
        />
      )}
      <p className={compact ? 'mb-1' : 'mb-3'}>
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => onModeChange(mode === 'code' ? 'recovery' : 'code')}
        >
          {mode === 'code' ? t('secondFactor.useRecovery') : t('secondFactor.useApp')}
        </button>
      </p>
    </>
  );
}
