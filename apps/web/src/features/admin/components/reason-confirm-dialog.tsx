/**
 * The shared confirm dialog with a reason to write: a destructive action that the audit log must explain
 * (a ban, a cancelled tournament, a rejected withdrawal). The reason is checked by `schema` first.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { z } from 'zod';
import { banBody } from '@arena/shared/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useAdminFormT } from '../i18n-form';

/** A required reason: the shared rule of bans and balance corrections (3 to 300 characters). */
export const requiredReason = banBody;

/** An optional note of at most `max` characters, as the withdrawal rejection takes. */
export function optionalNote(max: number) {
  return z.object({
    reason: z
      .string()
      .trim()
      .max(max, { error: `The note cannot exceed ${max} characters` }),
  });
}

type ReasonForm = { reason: string };

export function ReasonConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  reasonLabel,
  hint,
  schema = requiredReason,
  variant = 'danger',
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  hint?: string;
  schema?: z.ZodType<ReasonForm, ReasonForm>;
  /** The confirm button: danger unless the action is a constructive one (an approval). */
  variant?: 'danger' | 'primary';
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useAdminFormT();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (show) reset({ reason: '' });
  }, [show, reset]);

  const submit = handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <ConfirmDialog
      show={show}
      title={title}
      confirmLabel={confirmLabel}
      variant={variant}
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      {children}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id={`${id}-reason`}
          label={reasonLabel ?? t('adminForm.reason.label')}
          registration={register('reason')}
          error={errors.reason?.message}
          placeholder={hint}
          className="mb-0"
        />
      </form>
    </ConfirmDialog>
  );
}
