/**
 * The console's step-up (decision 0057): a payout or a refund refused with STEP_UP_REQUIRED (the session's last
 * second-factor check is older than 15 minutes) opens this dialog; the app's code, a recovery code or a passkey
 * confirms it (POST /api/step-up), and the action is sent again.
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../lib/form-resolver';
import { z } from 'zod';
import {
  recoveryCodeField,
  STEP_UP_REQUIRED,
  twoFactorCodeField,
  type SecondFactorInput,
} from '@arena/shared/two-factor';
import { useStepUpSession } from '../api/step-up';
import { isApiError } from '../lib/api-client';
import { AppDialog } from './app-dialog';
import { FormDialogFooter } from './form-dialog-footer';
import { useSecondFactorT } from './second-factor-i18n';
import { StepUpFields, useStepUp } from './step-up-fields';

const typedFactorSchema = z.object({
  code: twoFactorCodeField.optional(),
  recovery_code: recoveryCodeField.optional(),
});

export function StepUpDialog({
  show,
  onConfirmed,
  onClose,
}: {
  show: boolean;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const { t } = useSecondFactorT();
  const formId = useId();
  const stepUp = useStepUp({ enabled: show });
  const mutation = useStepUpSession();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<SecondFactorInput>({ resolver: zodResolver(typedFactorSchema), shouldUnregister: true });

  const close = () => {
    reset();
    stepUp.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (typed) => {
    try {
      const factor = await stepUp.factor(typed);
      if (!factor) return;
      await mutation.mutateAsync(factor);
    } catch {
      // The query client shows the refusal; a code is worth one try, so it is cleared.
      if (stepUp.mode !== 'passkey') setValue(stepUp.mode === 'code' ? 'code' : 'recovery_code', '');
      return;
    }
    reset();
    stepUp.reset();
    onConfirmed();
  });

  const busy = mutation.isPending;
  return (
    <AppDialog
      show={show}
      title={t('secondFactor.stepUp.title')}
      onHide={close}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          submitLabel={t('secondFactor.stepUp.submit')}
          busyLabel={t('secondFactor.stepUp.busy')}
          onClose={close}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('secondFactor.stepUp.title')}
      >
        <p>{t('secondFactor.stepUp.lead')}</p>
        <StepUpFields
          stepUp={stepUp}
          idPrefix="step-up"
          register={(name) => register(name)}
          errors={errors}
          clearErrors={() => clearErrors(['code', 'recovery_code'])}
        />
      </form>
    </AppDialog>
  );
}

export function isStepUpRequired(error: unknown): boolean {
  return isApiError(error) && error.code === STEP_UP_REQUIRED;
}

/**
 * Runs a console action; when the API asks for a fresh second factor, shows the step-up dialog and runs the same
 * action again once it is confirmed. Other failures are thrown to the caller as before. Render `dialog`.
 */
export function useStepUpRetry(): { run: (action: () => Promise<void>) => Promise<void>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<{ action: () => Promise<void> } | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      setWaiting({ action });
    }
  }, []);
  const dialog = (
    <StepUpDialog
      show={waiting !== null}
      onClose={() => setWaiting(null)}
      onConfirmed={() => {
        const again = waiting?.action;
        setWaiting(null);
        // Failures of the retried action are the query client's to show, as for the first try.
        if (again) void run(again).catch(() => undefined);
      }}
    />
  );
  return { run, dialog };
}
