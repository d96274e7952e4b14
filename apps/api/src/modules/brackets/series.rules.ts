/**
 * Series rules (decision 0040), pure: which series length a match is played as, and whether a reported series
 * (scores, and games when given) is a complete one. The results service, the deadline sweep and the reads use
 * these; the tally itself is shared with the report dialog (series-games.ts).
 */
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { BEST_OF_VALUES, winsNeeded } from '@arena/shared/series-format';
import { SERIES_MESSAGES, mirrorGames, tallySeries, type GameScore } from '@arena/shared/series-games';
import type { SeriesGame } from '../../db/schema/brackets';
import type { DataTypes } from 'brackets-manager';

export type { GameScore } from '@arena/shared/series-games';

// brackets-manager's records, named here and not imported from bracket.rules (which re-exports this file's rule).
type StageRecord = DataTypes['stage'];
type GroupRecord = DataTypes['group'];
type RoundRecord = DataTypes['round'];
type MatchRecord = DataTypes['match'];

/** Where a match sits in its stage: what decides whether it is a final. */
export interface MatchPlace {
  stageType: StageRecord['type'];
  groupNumber: number;
  roundNumber: number;
  /** Rounds in the match's group. */
  roundCount: number;
  /** The match record's own `best_of`, when a stage wrote one (Swiss does). */
  explicitBestOf?: unknown;
}

const isBestOf = (value: unknown): value is number =>
  typeof value === 'number' && (BEST_OF_VALUES as readonly number[]).includes(value);

/**
 * The SE final (last round of the winners' group) and third-place match (group 2) and the DE grand final
 * (group 3, both matches of a reset) are played as `final_best_of`; every other match as `best_of`; a best-of
 * written on the match record itself wins over both.
 */
export function seriesLengthOf(settings: { bestOf: number; finalBestOf: number }, place: MatchPlace): number {
  if (isBestOf(place.explicitBestOf)) return place.explicitBestOf;
  const final =
    (place.stageType === 'single_elimination' &&
      ((place.groupNumber === 1 && place.roundNumber === place.roundCount) || place.groupNumber === 2)) ||
    (place.stageType === 'double_elimination' && place.groupNumber === 3);
  return final ? settings.finalBestOf : settings.bestOf;
}

/** The series length of every match of a bracket as read (the reads: My matches, the match room). */
export function seriesLengths(
  settings: { bestOf: number; finalBestOf: number },
  bracket: { stages: StageRecord[]; groups: GroupRecord[]; rounds: RoundRecord[] },
): (match: MatchRecord) => number {
  const stageType = new Map(bracket.stages.map((s) => [Number(s.id), s.type]));
  const groupNumber = new Map(bracket.groups.map((g) => [Number(g.id), g.number]));
  const roundNumber = new Map(bracket.rounds.map((r) => [Number(r.id), r.number]));
  const roundCount = new Map<number, number>();
  for (const round of bracket.rounds) {
    const group = Number(round.group_id);
    roundCount.set(group, Math.max(roundCount.get(group) ?? 0, round.number));
  }
  return (match) =>
    seriesLengthOf(settings, {
      stageType: stageType.get(Number(match.stage_id)) ?? 'single_elimination',
      groupNumber: groupNumber.get(Number(match.group_id)) ?? 1,
      roundNumber: roundNumber.get(Number(match.round_id)) ?? 1,
      roundCount: roundCount.get(Number(match.group_id)) ?? 1,
      explicitBestOf: (match as { best_of?: unknown }).best_of,
    });
}

export interface SeriesRefusal {
  code: string;
  message: string;
}

/**
 * Whether scores (and the games, when given) are a result the match can take, from either side's view:
 * `own`/`opponent` are one side's scores and the games are from that side. Null when they are.
 * - Bo1: any scores, the higher wins; a draw only in round robin; no games list (its score is the game's).
 * - Bo3 and longer: every game has a winner (round robin too: a drawn game would leave a series that cannot
 *   be finished); the series ends at the first team to win more than half, and no game may follow; the scores
 *   are the game wins. Without games the scores are the series score and must be a complete series.
 */
export function checkSeries(input: {
  bestOf: number;
  roundRobin: boolean;
  own: number;
  opponent: number;
  games: readonly GameScore[];
}): SeriesRefusal | null {
  const { bestOf, own, opponent, games } = input;
  if (bestOf <= 1) {
    if (games.length > 0) return { code: 'GAMES_IN_BEST_OF_ONE', message: SERIES_MESSAGES.gamesInBestOfOne };
    if (own === opponent && !input.roundRobin)
      return { code: 'DRAW_NOT_ALLOWED', message: BRACKET_MESSAGES.noDraw };
    return null;
  }
  if (games.length === 0) {
    const needed = winsNeeded(bestOf);
    if (Math.max(own, opponent) !== needed || Math.min(own, opponent) >= needed)
      return { code: 'SERIES_INCOMPLETE', message: SERIES_MESSAGES.incompleteSeries(bestOf) };
    return null;
  }
  if (games.length > bestOf) return { code: 'TOO_MANY_GAMES', message: SERIES_MESSAGES.tooManyGames(bestOf) };
  const drawn = games.findIndex((game) => game.own_score === game.opponent_score);
  if (drawn >= 0) return { code: 'DRAWN_GAME', message: SERIES_MESSAGES.drawnGame(drawn + 1) };
  const tally = tallySeries(games, bestOf);
  if (tally.decidedAfter === null)
    return { code: 'SERIES_NOT_DECIDED', message: SERIES_MESSAGES.notDecided(bestOf) };
  if (tally.decidedAfter < games.length)
    return {
      code: 'GAME_AFTER_SERIES_DECIDED',
      message: SERIES_MESSAGES.gameAfterDecided(bestOf, tally.decidedAfter),
    };
  if (tally.own !== own || tally.opponent !== opponent)
    return {
      code: 'SCORES_NOT_GAME_WINS',
      message: SERIES_MESSAGES.scoresNotGameWins(tally.own, tally.opponent),
    };
  return null;
}

/** The same games, game by game, from the same side. */
export const sameGames = (a: readonly GameScore[], b: readonly GameScore[]) =>
  a.length === b.length &&
  a.every((game, i) => game.own_score === b[i]!.own_score && game.opponent_score === b[i]!.opponent_score);

/**
 * Two captains' reports agree when each one's own score is the other's opponent score and, where both list the
 * games, each game mirrors the other's; a report without games contradicts no game.
 */
export function seriesReportsAgree(
  a: { ownScore: number; opponentScore: number; games?: readonly GameScore[] },
  b: { ownScore: number; opponentScore: number; games?: readonly GameScore[] },
): boolean {
  if (a.ownScore !== b.opponentScore || a.opponentScore !== b.ownScore) return false;
  const gamesA = a.games ?? [];
  const gamesB = b.games ?? [];
  return gamesA.length === 0 || gamesB.length === 0 || sameGames(gamesA, mirrorGames(gamesB));
}

/** A report's games by the bracket's sides, for match_games. */
export function gamesBySide(games: readonly GameScore[], reporterIsOpponent1: boolean): SeriesGame[] {
  return games.map((game) =>
    reporterIsOpponent1
      ? { opponent1: game.own_score, opponent2: game.opponent_score }
      : { opponent1: game.opponent_score, opponent2: game.own_score },
  );
}

/** Stored games (by side) as one team reads them. */
export function gamesFromSide(games: readonly SeriesGame[], isOpponent1: boolean): GameScore[] {
  return games.map((game) =>
    isOpponent1
      ? { own_score: game.opponent1, opponent_score: game.opponent2 }
      : { own_score: game.opponent2, opponent_score: game.opponent1 },
  );
}
