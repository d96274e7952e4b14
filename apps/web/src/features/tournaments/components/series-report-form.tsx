/**
 * The captain's report of a series (decision 0040): the games one by one (game 1, game 2, …), a game added only
 * while the series is undecided, with the series score as it stands (the shared SeriesGamesFields). The scores
 * sent are the game wins; the API checks the same rules (series.rules.ts) and its refusal shows as any other.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BEST_OF_LABEL, winsNeeded } from '@arena/shared/series-format';
import type { MyMatch, ReportedGame } from '@arena/shared/brackets';
import { tallySeries } from '@arena/shared/series-games';
import {
  SeriesGamesFields,
  gameRowsOf,
  gamesOfRows,
  seriesProblem,
  type GameRow,
} from '../../../components/series-games-fields';
import { useSeriesFormatT } from '../../../components/series-format-i18n';
import { SubmitButton } from '../../../components/submit-button';
import { matchToastTopic, showSuccess } from '../../../lib/toast';
import { useReportMatchScore } from '../api/report-match-score';
import { useTournamentsT } from '../i18n';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';

export function SeriesReportForm({
  match,
  tournamentId,
  onReported,
}: {
  match: MyMatch;
  tournamentId: number;
  /** Told the answer's sentence once the report is recorded. */
  onReported: (message: string) => void;
}) {
  const id = useId();
  const { t } = useTournamentsT();
  const { t: sayFormat } = useSeriesFormatT();
  const { t: sayRound } = useRoundLabelT();
  const report = useReportMatchScore(tournamentId);
  const bestOf = match.best_of;
  const [rows, setRows] = useState<GameRow[]>(() => gameRowsOf(match.my_report?.games ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  // A report made elsewhere (another tab, a refresh) becomes the form's starting point.
  const reported = JSON.stringify(match.my_report?.games ?? []);
  useEffect(() => {
    const games = JSON.parse(reported) as ReportedGame[];
    if (games.length > 0) setRows(gameRowsOf(games));
  }, [reported]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = seriesProblem(rows, bestOf, sayFormat);
    setProblem(found);
    if (found) return;
    const games = gamesOfRows(rows)!;
    const tally = tallySeries(games, bestOf);
    try {
      const answer = await report.mutateAsync({
        match_id: match.match_id,
        own_score: tally.own,
        opponent_score: tally.opponent,
        games,
      });
      showSuccess(answer.message, { topic: matchToastTopic(match.match_id) });
      onReported(answer.message);
    } catch {
      // The query client shows error[0] (e.g. 'This best-of-3 was decided after game 2; …').
    }
  };

  return (
    <form
      className="series-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('tournaments.series.form', { round: localRoundLabel(sayRound, match.round_label) })}
    >
      <p className="series-form__intro">
        {t('tournaments.series.intro', { bestOf, wins: winsNeeded(bestOf) })}
      </p>
      <SeriesGamesFields
        idPrefix={id}
        bestOf={bestOf}
        rows={rows}
        onRowsChange={(next) => {
          setRows(next);
          setProblem(null);
        }}
        labels={[t('tournaments.yourScore'), t('tournaments.opponentScore')]}
        problem={problem}
        actions={
          <SubmitButton
            busy={report.isPending}
            busyLabel={t('tournaments.reporting')}
            className="series-form__submit"
          >
            {match.my_report
              ? t('tournaments.changeReport')
              : t('tournaments.series.report', { bestOf: BEST_OF_LABEL(bestOf) })}
          </SubmitButton>
        }
      />
    </form>
  );
}
