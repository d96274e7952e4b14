/**
 * The admin's result for a match (a dispute's resolution, a result no captain reported, or a correction):
 * both scores in the match's order, and a reason, which a correction must give. A series (best of 3, 5 or 7) is
 * entered game by game like the captains' report (the shared SeriesGamesFields, decision 0040) and sent with its
 * games, the scores being the game wins; "series score only" keeps the two score fields for a series whose games
 * are not known (the API then checks the score is a complete series).
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { z } from 'zod';
import { banBody } from '@arena/shared/admin';
import { adminMatchResultBody, type SideGame } from '@arena/shared/brackets';
import { winsNeeded } from '@arena/shared/series-format';
import { tallySeries } from '@arena/shared/series-games';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import {
  SeriesGamesFields,
  gameRowsOf,
  gamesOfRows,
  seriesProblem,
  type GameRow,
} from '../../../components/series-games-fields';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import { useSeriesFormatT } from '../../../components/series-format-i18n';
import { TextAreaField } from '../../../components/text-area-field';
import { showSuccess } from '../../../lib/toast';
import { useSetMatchResult } from '../api/set-match-result';
import { useAdminT } from '../i18n';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import '../admin.css';

export interface ResultTarget {
  matchId: number;
  /** The round's English name (the API's round_label); the title says it in the page's language. */
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
  /** The series length the match is played as; unknown or 1: the two score fields. */
  bestOf?: number;
  /** A decided series' games in the match's order, which a correction starts from. */
  initialGames?: SideGame[];
}

const rowsOfSideGames = (games: readonly SideGame[]): GameRow[] =>
  gameRowsOf(
    games.map((game) => ({ own_score: game.opponent1_score, opponent_score: game.opponent2_score })),
  );

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
  const { t, tRich } = useAdminT();
  const { t: sayFormat } = useSeriesFormatT();
  const { t: sayRound } = useRoundLabelT();
  const mutation = useSetMatchResult(tournamentId);
  const correction = target?.correction ?? false;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ResultForm, unknown, ResultValues>({
    resolver: resolverFor(correction),
    defaultValues: { opponent1_score: '', opponent2_score: '', reason: '' },
  });

  const bestOf = target?.bestOf ?? 1;
  const series = bestOf > 1;
  // A series is entered game by game unless the organiser asks for the series score only.
  const [scoreOnly, setScoreOnly] = useState(false);
  const [rows, setRows] = useState<GameRow[]>(() => gameRowsOf([]));
  const [problem, setProblem] = useState<string | null>(null);
  const byGames = series && !scoreOnly;

  useEffect(() => {
    setRows(rowsOfSideGames(target?.initialGames ?? []));
    setProblem(null);
    // A correction of a series decided by its score alone starts as it was entered.
    setScoreOnly(Boolean(target?.correction && target.initial && (target.initialGames ?? []).length === 0));
  }, [target]);

  useEffect(() => {
    if (target)
      reset({
        opponent1_score: target.initial ? String(target.initial.opponent1_score) : '',
        opponent2_score: target.initial ? String(target.initial.opponent2_score) : '',
        reason: '',
      });
  }, [target, reset]);

  const save = handleSubmit(async (values) => {
    if (!target) return;
    if (!byGames && !target.drawAllowed && values.opponent1_score === values.opponent2_score) {
      setError('opponent2_score', { message: t('admin.results.noDraw') }, { shouldFocus: true });
      return;
    }
    const reason = values.reason?.trim();
    try {
      const answer = await mutation.mutateAsync({
        matchId: target.matchId,
        body: {
          opponent1_score: values.opponent1_score,
          opponent2_score: values.opponent2_score,
          ...(byGames
            ? {
                games: gamesOfRows(rows)!.map((game) => ({
                  opponent1_score: game.own_score,
                  opponent2_score: game.opponent_score,
                })),
              }
            : {}),
          ...(reason ? { reason } : {}),
        },
      });
      showSuccess(answer.message);
      onClose();
    } catch {
      // The query client shows error[0].
    }
  });

  // By games: the rows must be a complete series first; its game wins become the scores sent.
  const onSubmit = (event: FormEvent) => {
    if (byGames) {
      const found = seriesProblem(rows, bestOf, sayFormat);
      setProblem(found);
      if (found) {
        event.preventDefault();
        return;
      }
      const tally = tallySeries(gamesOfRows(rows)!, bestOf);
      setValue('opponent1_score', String(tally.own));
      setValue('opponent2_score', String(tally.opponent));
    }
    void save(event);
  };

  const busy = mutation.isPending;
  const title = target
    ? t(correction ? 'admin.result.correctTitle' : 'admin.result.setTitle', {
        round: localRoundLabel(sayRound, target.round),
      })
    : t('admin.result.title');
  return (
    <AppDialog
      show={target !== null}
      title={title}
      onHide={onClose}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          submitLabel={t('admin.result.save')}
        />
      }
    >
      {target && (
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
          <p className="mb-3">
            {tRich('admin.result.vs', {
              home: target.team1,
              away: target.team2,
              muted: (chunks) => <span className="text-body-secondary">{chunks}</span>,
            })}
          </p>
          {target.context}
          {correction && <p className="admin-note">{t('admin.result.resetNote')}</p>}
          {series && (
            <div className="form-check mb-3">
              <input
                id={`${formId}-score-only`}
                type="checkbox"
                className="form-check-input"
                checked={scoreOnly}
                onChange={(event) => {
                  setScoreOnly(event.target.checked);
                  setProblem(null);
                }}
              />
              <label htmlFor={`${formId}-score-only`} className="form-check-label">
                {t('admin.result.scoreOnly')}
              </label>
            </div>
          )}
          {byGames ? (
            <div className="mb-3">
              <p className="mb-2">{t('admin.result.bestOf', { bestOf, wins: winsNeeded(bestOf) })}</p>
              <SeriesGamesFields
                idPrefix={`${formId}-games`}
                bestOf={bestOf}
                rows={rows}
                onRowsChange={(next) => {
                  setRows(next);
                  setProblem(null);
                }}
                labels={[
                  t('admin.result.scoreOf', { team: target.team1 }),
                  t('admin.result.scoreOf', { team: target.team2 }),
                ]}
                problem={problem}
              />
            </div>
          ) : (
            <div className="row g-3">
              <div className="col-6">
                <TextField
                  id="result-score-1"
                  label={t('admin.result.scoreOf', { team: target.team1 })}
                  inputMode="numeric"
                  autoComplete="off"
                  registration={register('opponent1_score')}
                  error={errors.opponent1_score?.message}
                />
              </div>
              <div className="col-6">
                <TextField
                  id="result-score-2"
                  label={t('admin.result.scoreOf', { team: target.team2 })}
                  inputMode="numeric"
                  autoComplete="off"
                  registration={register('opponent2_score')}
                  error={errors.opponent2_score?.message}
                />
              </div>
            </div>
          )}
          <TextAreaField
            id="result-reason"
            label={correction ? t('admin.result.reasonCorrection') : t('admin.result.reasonOptional')}
            registration={register('reason')}
            error={errors.reason?.message}
            className="mb-0"
          />
        </form>
      )}
    </AppDialog>
  );
}
