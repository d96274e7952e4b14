/**
 * Two-factor sign-in in My Account (decision 0049): set up (QR code and key for the authenticator app), confirm
 * with a first code, see the recovery codes once (copy or download), and turn it off with the password and a code.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  disableTwoFactorFormSchema,
  enableTwoFactorSchema,
  RECOVERY_CODE_COUNT,
  type EnableTwoFactorInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@arena/shared/two-factor';
import { TextField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-input';
import { StepUpFields, useStepUp } from '../../../components/step-up-fields';
import { SubmitButton } from '../../../components/submit-button';
import { outputTypedResolver } from '../../../lib/form-resolver';
import { formatDate } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../../../api/get-two-factor';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { QrCode } from './qr-code';
import type { z } from 'zod';
import { useAccountT } from '../i18n';

const RECOVERY_FILE_NAME = 'arena-recovery-codes.txt';

async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess(done);
  } catch {
    showError(failed);
  }
}

function downloadCodes(codes: string[], heading: string): void {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The key as authenticator apps show it: groups of four. */
function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

export function TwoFactorSection() {
  const { t } = useAccountT();
  const status = useTwoFactor();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  let content;
  if (stage.kind === 'codes') {
    content = <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />;
  } else if (!status.data) {
    content = status.isPending ? <PageLoader /> : null;
  } else if (status.data.enabled) {
    content = <TwoFactorOn status={status.data} />;
  } else if (stage.kind === 'setup') {
    content = (
      <TwoFactorSetUp
        setup={stage.setup}
        onEnabled={(codes) => setStage({ kind: 'codes', codes })}
        onCancel={() => setStage({ kind: 'idle' })}
      />
    );
  } else {
    content = <TwoFactorOff onSetUp={(setup) => setStage({ kind: 'setup', setup })} />;
  }

  return (
    <section className="security-section" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="security-section__title">
        {t('account.twoFactor.title')}
      </h3>
      {content}
    </section>
  );
}

function TwoFactorOff({ onSetUp }: { onSetUp: (setup: TwoFactorSetup) => void }) {
  const { t } = useAccountT();
  const mutation = useSetUpTwoFactor();
  const start = async () => {
    try {
      const answer = await mutation.mutateAsync();
      onSetUp({ secret: answer.secret, otpauth_url: answer.otpauth_url });
    } catch {
      // The query client shows the error.
    }
  };
  return (
    <>
      <p className="security-section__text">{t('account.twoFactor.offIntro')}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={mutation.isPending}
        onClick={() => void start()}
      >
        {mutation.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('account.twoFactor.start')}
      </button>
    </>
  );
}

function TwoFactorSetUp({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useAccountT();
  const mutation = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EnableTwoFactorInput>({
    resolver: outputTypedResolver(enableTwoFactorSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      showSuccess(answer.message);
      onEnabled(answer.recovery_codes);
    } catch {
      reset({ code: '' });
    }
  });
  return (
    <>
      <p className="security-section__text">{t('account.twoFactor.scan')}</p>
      <div className="two-factor-setup mb-4">
        <QrCode text={setup.otpauth_url} label={t('account.twoFactor.qrLabel')} />
        <div>
          <p className="mb-1 text-body-secondary">{t('account.twoFactor.keyLabel')}</p>
          <p>
            <code className="two-factor-key" data-testid="two-factor-key">
              {groupedKey(setup.secret)}
            </code>
          </p>
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() =>
              void copyText(setup.secret, t('account.twoFactor.keyCopied'), t('account.twoFactor.copyFailed'))
            }
          >
            {t('account.twoFactor.copyKey')}
          </button>
        </div>
      </div>
      <p className="security-section__text">{t('account.twoFactor.confirmIntro')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('account.twoFactor.turnOnLabel')}
        className="two-factor-form"
      >
        <TextField
          id="enable-two-factor-code"
          label={t('account.twoFactor.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          registration={register('code')}
          error={errors.code?.message}
        />
        <div className="security-section__actions">
          <SubmitButton busy={mutation.isPending} busyLabel={t('account.twoFactor.turningOn')}>
            {t('account.twoFactor.turnOn')}
          </SubmitButton>
          <button type="button" className="btn btn-outline-light" onClick={onCancel}>
            {t('account.form.cancel')}
          </button>
        </div>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAccountT();
  return (
    <>
      <h4 className="h6 text-white">{t('account.twoFactor.codesTitle')}</h4>
      <p className="security-section__text">
        {t('account.twoFactor.codesIntro', { count: RECOVERY_CODE_COUNT })}
      </p>
      <ol className="recovery-codes" aria-label={t('account.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="security-section__actions">
        <button
          type="button"
          className="btn btn-outline-light"
          onClick={() =>
            void copyText(
              codes.join('\n'),
              t('account.twoFactor.codesCopied'),
              t('account.twoFactor.copyFailed'),
            )
          }
        >
          {t('account.twoFactor.copyCodes')}
        </button>
        <button
          type="button"
          className="btn btn-outline-light"
          onClick={() => downloadCodes(codes, t('account.twoFactor.fileHeading'))}
        >
          {t('account.twoFactor.downloadCodes')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('account.twoFactor.done')}
        </button>
      </div>
    </>
  );
}

type DisableTwoFactorForm = z.output<typeof disableTwoFactorFormSchema>;

function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const { t } = useAccountT();
  const mutation = useDisableTwoFactor();
  // The app's code, a recovery code, or one of the account's passkeys (decision 0057).
  const stepUp = useStepUp({ enabled: true });
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<DisableTwoFactorForm>({
    resolver: outputTypedResolver(disableTwoFactorFormSchema),
    shouldUnregister: true,
  });
  const onSubmit = handleSubmit(async ({ password, ...typed }) => {
    try {
      const factor = await stepUp.factor(typed);
      if (!factor) return;
      const answer = await mutation.mutateAsync({ password, ...factor });
      showSuccess(answer.message);
    } catch {
      // The query client shows the refusal; a code is worth one try, so it is cleared.
      if (stepUp.mode !== 'passkey') setValue(stepUp.mode === 'code' ? 'code' : 'recovery_code', '');
    }
  });
  return (
    <>
      <p className="security-section__text mb-1">
        {t('account.twoFactor.onSince', { date: formatDate(status.enabled_at) })}
      </p>
      <p className="security-section__text">
        {t('account.twoFactor.codesLeft', { left: status.recovery_codes_left, total: RECOVERY_CODE_COUNT })}
      </p>
      <p className="security-section__text">{t('account.twoFactor.offIntroOn')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('account.twoFactor.turnOff')}
        className="two-factor-form"
      >
        <PasswordField
          id="disable-two-factor-password"
          label={t('account.security.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <StepUpFields
          stepUp={stepUp}
          idPrefix="disable"
          register={(name) => register(name)}
          errors={errors}
          clearErrors={() => clearErrors(['code', 'recovery_code'])}
        />
        <button
          type="submit"
          className="btn btn-outline-danger"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('account.twoFactor.turnOff')}
        </button>
      </form>
    </>
  );
}
