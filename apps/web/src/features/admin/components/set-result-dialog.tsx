/**
 * The admin's result for a match (a dispute's resolution, a result no captain reported, or a correction):
 * both scores in the match's order, and a reason, which a correction must give.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { banBody } from '@arena/shared/admin';
import { BRACKET_MESSAGES, adminMatchResultBody } from '@arena/shared/brackets';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { TextAreaField } from '../../../components/text-area-field';
import { showSuccess } from '../../../lib/toast';
import { useSetMatchResult } from '../api/set-match-result';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import '../admin.css';

export interface ResultTarget {
  matchId: number;
  round: string;
  team1: string;
  team2: string;
  /** The match already has a result: this changes it, and says why. */
  correction: boolean;
  /** Draws are allowed in round robin only. */
  drawAllowed: boolean;
  /** What the captains reported, shown above the form. */
  context?: ReactNode;
  initial?: { opponent1_score: number; opponent2_score: number };
}

type ResultForm = { opponent1_score: string; opponent2_score: string; reason: string };
type ResultValues = z.output<typeof adminMatchResultBody>;

const setSchema = adminMatchResultBody;
const correctSchema = adminMatchResultBody.extend({ reason: banBody.shape.reason });

function resolverFor(correction: boolean) {
  return zodResolver(
    (correction ? correctSchema : setSchema) as unknown as z.ZodType<ResultValues, ResultForm>,
  );
}

export function SetResultDialog({
  tournamentId,
  target,
  onClose,
}: {
  tournamentId: number;
  target: ResultTarget | null;
  onClose: () => void;
}) {
  const formId = useId();
  const mutation = useSetMatchResult(tournamentId);
  const correction = target?.correction ?? false;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ResultForm, unknown, ResultValues>({
    resolver: resolverFor(correction),
    defaultValues: { opponent1_score: '', opponent2_score: '', reason: '' },
  });

  useEffect(() => {
    if (target)
      reset({
        opponent1_score: target.initial ? String(target.initial.opponent1_score) : '',
        opponent2_score: target.initial ? String(target.initial.opponent2_score) : '',
        reason: '',
      });
  }, [target, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!target) return;
    if (!target.drawAllowed && values.opponent1_score === values.opponent2_score) {
      setError('opponent2_score', { message: BRACKET_MESSAGES.noDraw }, { shouldFocus: true });
      return;
    }
    const reason = values.reason?.trim();
    try {
      const answer = await mutation.mutateAsync({
        matchId: target.matchId,
        body: {
          opponent1_score: values.opponent1_score,
          opponent2_score: values.opponent2_score,
          ...(reason ? { reason } : {}),
        },
      });
      showSuccess(answer.message);
      onClose();
    } catch {
      // The query client shows error[0].
    }
  });

  const busy = mutation.isPending;
  const title = target
    ? `${correction ? 'Correct the result' : 'Set the result'}: ${target.round}`
    : 'Result';
  return (
    <AppDialog
      show={target !== null}
      title={title}
      onHide={onClose}
      busy={busy}
      footer={<FormDialogFooter formId={formId} busy={busy} onClose={onClose} submitLabel="Save result" />}
    >
      {target && (
        <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
          <p className="mb-3">
            {target.team1} <span className="text-body-secondary">vs</span> {target.team2}
          </p>
          {target.context}
          {correction && (
            <p className="admin-note">
              Matches that followed the old result are reset, and the teams affected are told by e-mail.
            </p>
          )}
          <div className="row g-3">
            <div className="col-6">
              <TextField
                id="result-score-1"
                label={`Score of ${target.team1}`}
                inputMode="numeric"
                autoComplete="off"
                registration={register('opponent1_score')}
                error={errors.opponent1_score?.message}
              />
            </div>
            <div className="col-6">
              <TextField
                id="result-score-2"
                label={`Score of ${target.team2}`}
                inputMode="numeric"
                autoComplete="off"
                registration={register('opponent2_score')}
                error={errors.opponent2_score?.message}
              />
            </div>
          </div>
          <TextAreaField
            id="result-reason"
            label={correction ? 'Reason for the correction' : 'Reason (optional)'}
            registration={register('reason')}
            error={errors.reason?.message}
            className="mb-0"
          />
        </form>
      )}
    </AppDialog>
  );
}
