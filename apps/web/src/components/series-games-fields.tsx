/**
 * A series entered game by game (decision 0040), shared by the captain's report form (match room, My matches)
 * and the organiser's result dialog (console): game 1 first, "Add game N" only while the series is undecided and
 * every game so far has both scores, "Remove game N" for the last one, and the series score as it stands (a
 * polite live region). `seriesProblem` checks what the API checks (series.rules.ts) before anything is sent.
 */
import type { ReactNode } from 'react';
import { MAX_SCORE, type ReportedGame } from '@arena/shared/brackets';
import { BEST_OF_LABEL, winsNeeded } from '@arena/shared/series-format';
import { tallySeries } from '@arena/shared/series-games';
import { fieldAria, FieldError } from './form-field';
import { sayFormatInEnglish, useSeriesFormatT, type SayFormat } from './series-format-i18n';
import './series-games-fields.css';

/** A game as its two inputs hold it: the first side's score, then the second's. */
export interface GameRow {
  own: string;
  opponent: string;
}

export const EMPTY_GAME_ROW: GameRow = { own: '', opponent: '' };

/** Games as rows (one empty game when there are none). */
export const gameRowsOf = (games: readonly ReportedGame[]): GameRow[] =>
  games.length === 0
    ? [EMPTY_GAME_ROW]
    : games.map((game) => ({ own: String(game.own_score), opponent: String(game.opponent_score) }));

const SCORE = /^\s*\d{1,3}\s*$/;
const scoreOf = (value: string): number | null =>
  SCORE.test(value) && Number(value) <= MAX_SCORE ? Number(value) : null;

/** The rows as games, while every score is a whole number in range; null otherwise. */
export function gamesOfRows(rows: readonly GameRow[]): ReportedGame[] | null {
  const games: ReportedGame[] = [];
  for (const row of rows) {
    const own = scoreOf(row.own);
    const opponent = scoreOf(row.opponent);
    if (own === null || opponent === null) return null;
    games.push({ own_score: own, opponent_score: opponent });
  }
  return games;
}

/**
 * The first thing that keeps these rows from being a complete series of `bestOf`, or null; in the language of
 * `t` (English without one: the shared SERIES_MESSAGES' sentences, as the API words them).
 */
export function seriesProblem(
  rows: readonly GameRow[],
  bestOf: number,
  t: SayFormat = sayFormatInEnglish,
): string | null {
  const blank = rows.findIndex((row) => scoreOf(row.own) === null || scoreOf(row.opponent) === null);
  if (blank >= 0) return t('seriesFormat.games.blank', { game: blank + 1, max: MAX_SCORE });
  const games = gamesOfRows(rows)!;
  const drawn = games.findIndex((game) => game.own_score === game.opponent_score);
  if (drawn >= 0) return t('seriesFormat.games.drawn', { game: drawn + 1 });
  const tally = tallySeries(games, bestOf);
  if (tally.decidedAfter === null)
    return t('seriesFormat.games.notDecided', { bestOf, wins: winsNeeded(bestOf) });
  if (tally.decidedAfter < games.length)
    return t('seriesFormat.games.afterDecided', { bestOf, game: tally.decidedAfter });
  return null;
}

/** The games counted so far (the rows with both scores). */
export function tallyRows(rows: readonly GameRow[], bestOf: number) {
  return tallySeries(
    rows.flatMap((row) => {
      const own = scoreOf(row.own);
      const opponent = scoreOf(row.opponent);
      return own === null || opponent === null ? [] : [{ own_score: own, opponent_score: opponent }];
    }),
    bestOf,
  );
}

export function SeriesGamesFields({
  idPrefix,
  bestOf,
  rows,
  onRowsChange,
  labels,
  problem,
  actions,
}: {
  /** Unique per form: the inputs' ids are `${idPrefix}-${game}-own|opponent`. */
  idPrefix: string;
  bestOf: number;
  rows: GameRow[];
  /** Told every change; the owner clears its problem then. */
  onRowsChange: (rows: GameRow[]) => void;
  /** The two inputs' labels: the first side's, then the second's. */
  labels: [string, string];
  problem: string | null;
  /** More buttons after "Add game" / "Remove game" (the captain's submit). */
  actions?: ReactNode;
}) {
  const { t } = useSeriesFormatT();
  const counted = tallyRows(rows, bestOf);
  const lastComplete = rows.every((row) => scoreOf(row.own) !== null && scoreOf(row.opponent) !== null);
  // Another game only while the series is undecided (a 2-0 in a Bo3 has no third game).
  const canAdd = lastComplete && counted.decidedAfter === null && rows.length < bestOf;
  const change = (index: number, side: keyof GameRow, value: string) =>
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, [side]: value } : row)));

  const problemId = `${idPrefix}-problem`;
  const inputProps = { type: 'number', min: 0, max: MAX_SCORE, step: 1, inputMode: 'numeric' } as const;
  return (
    <>
      <ol className="series-form__games list-unstyled">
        {rows.map((row, index) => (
          <li key={index} className="series-form__game">
            <fieldset>
              <legend className="series-form__legend">
                {t('seriesFormat.games.game', { game: index + 1 })}
              </legend>
              <div className="series-form__scores">
                {(['own', 'opponent'] as const).map((side, sideIndex) => (
                  <div key={side}>
                    <label htmlFor={`${idPrefix}-${index}-${side}`} className="form-label">
                      {labels[sideIndex]}
                    </label>
                    <input
                      id={`${idPrefix}-${index}-${side}`}
                      className="form-control"
                      value={row[side]}
                      onChange={(event) => change(index, side, event.target.value)}
                      {...inputProps}
                      {...fieldAria(problemId, problem ?? undefined)}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="series-form__score" aria-live="polite">
        {t('seriesFormat.games.seriesLine', {
          bestOf: BEST_OF_LABEL(bestOf),
          own: counted.own,
          opponent: counted.opponent,
        })}
      </p>
      <FieldError id={problemId} message={problem ?? undefined} />
      <div className="series-form__actions">
        {canAdd && (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => onRowsChange([...rows, EMPTY_GAME_ROW])}
          >
            {t('seriesFormat.games.add', { game: rows.length + 1 })}
          </button>
        )}
        {rows.length > 1 && (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => onRowsChange(rows.slice(0, -1))}
          >
            {t('seriesFormat.games.remove', { game: rows.length })}
          </button>
        )}
        {actions}
      </div>
    </>
  );
}
