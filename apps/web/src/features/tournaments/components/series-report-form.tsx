/**
 * The captain's report of a series (decision 0040): the games one by one (game 1, game 2, …), a game added only
 * while the series is undecided, with the series score as it stands. The scores sent are the game wins; the API
 * checks the same rules (series.rules.ts) and its refusal shows as any other.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BEST_OF_LABEL, winsNeeded } from '@arena/shared/series-format';
import { MAX_SCORE, type MyMatch, type ReportedGame } from '@arena/shared/brackets';
import { SERIES_MESSAGES, tallySeries } from '@arena/shared/series-games';
import { fieldAria, FieldError } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { matchToastTopic, showSuccess } from '../../../lib/toast';
import { useReportMatchScore } from '../api/report-match-score';

/** A game as its two inputs hold it. */
interface GameRow {
  own: string;
  opponent: string;
}

const EMPTY_ROW: GameRow = { own: '', opponent: '' };

const rowsOf = (games: readonly ReportedGame[]): GameRow[] =>
  games.length === 0
    ? [EMPTY_ROW]
    : games.map((game) => ({ own: String(game.own_score), opponent: String(game.opponent_score) }));

const SCORE = /^\s*\d{1,3}\s*$/;
const scoreOf = (value: string): number | null =>
  SCORE.test(value) && Number(value) <= MAX_SCORE ? Number(value) : null;

/** The rows as games, while every score is a whole number in range; null otherwise. */
function gamesOf(rows: GameRow[]): ReportedGame[] | null {
  const games: ReportedGame[] = [];
  for (const row of rows) {
    const own = scoreOf(row.own);
    const opponent = scoreOf(row.opponent);
    if (own === null || opponent === null) return null;
    games.push({ own_score: own, opponent_score: opponent });
  }
  return games;
}

/** The first thing that keeps these rows from being a complete series of `bestOf`, or null. */
export function seriesProblem(rows: GameRow[], bestOf: number): string | null {
  const blank = rows.findIndex((row) => scoreOf(row.own) === null || scoreOf(row.opponent) === null);
  if (blank >= 0) return `Enter both scores of game ${blank + 1} as whole numbers from 0 to ${MAX_SCORE}.`;
  const games = gamesOf(rows)!;
  const drawn = games.findIndex((game) => game.own_score === game.opponent_score);
  if (drawn >= 0) return SERIES_MESSAGES.drawnGame(drawn + 1);
  const tally = tallySeries(games, bestOf);
  if (tally.decidedAfter === null) return SERIES_MESSAGES.notDecided(bestOf);
  if (tally.decidedAfter < games.length) return SERIES_MESSAGES.gameAfterDecided(bestOf, tally.decidedAfter);
  return null;
}

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
  const report = useReportMatchScore(tournamentId);
  const bestOf = match.best_of;
  const [rows, setRows] = useState<GameRow[]>(() => rowsOf(match.my_report?.games ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  // A report made elsewhere (another tab, a refresh) becomes the form's starting point.
  const reported = JSON.stringify(match.my_report?.games ?? []);
  useEffect(() => {
    const games = JSON.parse(reported) as ReportedGame[];
    if (games.length > 0) setRows(rowsOf(games));
  }, [reported]);

  const counted = tallySeries(
    rows.flatMap((row) => {
      const own = scoreOf(row.own);
      const opponent = scoreOf(row.opponent);
      return own === null || opponent === null ? [] : [{ own_score: own, opponent_score: opponent }];
    }),
    bestOf,
  );
  const lastComplete = rows.every((row) => scoreOf(row.own) !== null && scoreOf(row.opponent) !== null);
  // Another game only while the series is undecided (a 2-0 in a Bo3 has no third game).
  const canAdd = lastComplete && counted.decidedAfter === null && rows.length < bestOf;

  const change = (index: number, side: keyof GameRow, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [side]: value } : row)));
    setProblem(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = seriesProblem(rows, bestOf);
    setProblem(found);
    if (found) return;
    const games = gamesOf(rows)!;
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

  const problemId = `${id}-problem`;
  const inputProps = { type: 'number', min: 0, max: MAX_SCORE, step: 1, inputMode: 'numeric' } as const;
  return (
    <form
      className="series-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Report the ${match.round_label} series`}
    >
      <p className="series-form__intro">
        {`Best of ${bestOf}: the first team to win ${winsNeeded(bestOf)} games takes the series. Enter each game's score.`}
      </p>
      <ol className="series-form__games list-unstyled">
        {rows.map((row, index) => (
          <li key={index} className="series-form__game">
            <fieldset>
              <legend className="series-form__legend">{`Game ${index + 1}`}</legend>
              <div className="series-form__scores">
                <div>
                  <label htmlFor={`${id}-${index}-own`} className="form-label">
                    Your score
                  </label>
                  <input
                    id={`${id}-${index}-own`}
                    className="form-control"
                    value={row.own}
                    onChange={(event) => change(index, 'own', event.target.value)}
                    {...inputProps}
                    {...fieldAria(problemId, problem ?? undefined)}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${index}-opponent`} className="form-label">
                    {"Your opponent's score"}
                  </label>
                  <input
                    id={`${id}-${index}-opponent`}
                    className="form-control"
                    value={row.opponent}
                    onChange={(event) => change(index, 'opponent', event.target.value)}
                    {...inputProps}
                    {...fieldAria(problemId, problem ?? undefined)}
                  />
                </div>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="series-form__score" aria-live="polite">
        {SERIES_MESSAGES.seriesLine(bestOf, counted.own, counted.opponent)}
      </p>
      <FieldError id={problemId} message={problem ?? undefined} />
      <div className="series-form__actions">
        {canAdd && (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => setRows((current) => [...current, EMPTY_ROW])}
          >
            {`Add game ${rows.length + 1}`}
          </button>
        )}
        {rows.length > 1 && (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => {
              setRows((current) => current.slice(0, -1));
              setProblem(null);
            }}
          >
            {`Remove game ${rows.length}`}
          </button>
        )}
        <SubmitButton busy={report.isPending} busyLabel="Reporting…" className="series-form__submit">
          {match.my_report ? 'Change report' : `Report the ${BEST_OF_LABEL(bestOf)}`}
        </SubmitButton>
      </div>
    </form>
  );
}
