/**
 * A series game by game (decision 0040): the tally the API validates a report by and the report dialog shows
 * while a captain enters the games, and the texts of both. Without zod, like series-format.ts: the match room
 * reads it on a phone.
 */
import { winsNeeded } from './series-format';

/** One game as a captain reports it: the reporting team's score first. */
export interface GameScore {
  own_score: number;
  opponent_score: number;
}

/** A series' games counted: each side's game wins, and after which game (1-based) it was decided, if it was. */
export interface SeriesTally {
  own: number;
  opponent: number;
  decidedAfter: number | null;
}

export function tallySeries(games: readonly GameScore[], bestOf: number): SeriesTally {
  const needed = winsNeeded(bestOf);
  let own = 0;
  let opponent = 0;
  let decidedAfter: number | null = null;
  games.forEach((game, index) => {
    if (game.own_score > game.opponent_score) own += 1;
    else if (game.opponent_score > game.own_score) opponent += 1;
    if (decidedAfter === null && (own >= needed || opponent >= needed)) decidedAfter = index + 1;
  });
  return { own, opponent, decidedAfter };
}

/** The same games from the other team's side. */
export const mirrorGames = (games: readonly GameScore[]): GameScore[] =>
  games.map((game) => ({ own_score: game.opponent_score, opponent_score: game.own_score }));

/** "2-1 (13-11, 9-13, 13-7)", or "2-1" without games: the series as a team reads it. */
export function formatSeries(own: number, opponent: number, games: readonly GameScore[]): string {
  const score = `${own}-${opponent}`;
  if (games.length === 0) return score;
  return `${score} (${games.map((g) => `${g.own_score}-${g.opponent_score}`).join(', ')})`;
}

export const SERIES_MESSAGES = {
  /** A game after the series was decided (a 2-0-x in a Bo3). */
  gameAfterDecided: (bestOf: number, decidedAfter: number) =>
    `This best-of-${bestOf} was decided after game ${decidedAfter}; remove the games played after it.`,
  notDecided: (bestOf: number) =>
    `This best-of-${bestOf} is not decided yet: a team needs ${winsNeeded(bestOf)} game wins. Add the games still to come.`,
  drawnGame: (game: number) => `Game ${game} cannot be a draw: a game of a series has a winner.`,
  scoresNotGameWins: (own: number, opponent: number) =>
    `The series score must be the games won: ${own}-${opponent} from the games reported.`,
  incompleteSeries: (bestOf: number) => {
    const needed = winsNeeded(bestOf);
    const scores = Array.from({ length: needed }, (_, loser) => `${needed}-${loser}`).join(', ');
    return `A best-of-${bestOf} is won by the first team to win ${needed} games: report the games won (${scores}, from either side).`;
  },
  gamesInBestOfOne: 'A best-of-1 match is reported by its score alone; leave out the games.',
  tooManyGames: (bestOf: number) => `A best-of-${bestOf} has at most ${bestOf} games.`,
} as const;
