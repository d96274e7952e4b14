/** How a series reads on My matches and the match room (decision 0040): "Bo3" and the games after the score. */
import { BEST_OF_LABEL } from '@arena/shared/series-format';
import { useTournamentsT } from '../i18n';

/** "13–11, 9–13, 13–7", each game as the reader's team scored it first. */
export function gamesLine(games: ReadonlyArray<{ own_score: number; opponent_score: number }>): string {
  return games.map((game) => `${game.own_score}–${game.opponent_score}`).join(', ');
}

/** A score with the games that made it, e.g. "2–1 (13–11, 9–13, 13–7)"; the score alone without games. */
export function withGames(
  score: string,
  games: ReadonlyArray<{ own_score: number; opponent_score: number }>,
): string {
  return games.length === 0 ? score : `${score} (${gamesLine(games)})`;
}

/** "Bo3" for a series, read out as "Best of 3"; nothing for a single game. */
export function SeriesBadge({ bestOf }: { bestOf: number }) {
  const { t } = useTournamentsT();
  if (bestOf <= 1) return null;
  // The space keeps "Semi-final Bo3" two words for a screen reader.
  return (
    <>
      {' '}
      <abbr className="series-badge" title={t('tournaments.series.bestOf', { bestOf })}>
        {BEST_OF_LABEL(bestOf)}
      </abbr>
    </>
  );
}
