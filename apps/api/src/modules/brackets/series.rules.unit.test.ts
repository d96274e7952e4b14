/** The series rules (decision 0040): which length a match is played as, and which reported series stand. */
import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '@arena/shared/series-games';
import {
  checkSeries,
  gamesBySide,
  gamesFromSide,
  seriesLengthOf,
  seriesReportsAgree,
  type GameScore,
} from './series.rules';

const settings = { bestOf: 3, finalBestOf: 5 };
const g = (...pairs: Array<[number, number]>): GameScore[] =>
  pairs.map(([own_score, opponent_score]) => ({ own_score, opponent_score }));

describe('seriesLengthOf', () => {
  const se = { stageType: 'single_elimination' as const, roundCount: 3 };
  it('plays the SE final and third-place match as final_best_of, the other rounds as best_of', () => {
    expect(seriesLengthOf(settings, { ...se, groupNumber: 1, roundNumber: 3 })).toBe(5);
    expect(seriesLengthOf(settings, { ...se, groupNumber: 1, roundNumber: 2 })).toBe(3);
    expect(seriesLengthOf(settings, { ...se, groupNumber: 2, roundNumber: 1, roundCount: 1 })).toBe(5);
  });

  it('plays both DE grand final matches as final_best_of, the upper and lower finals as best_of', () => {
    const de = { stageType: 'double_elimination' as const };
    expect(seriesLengthOf(settings, { ...de, groupNumber: 3, roundNumber: 1, roundCount: 2 })).toBe(5);
    expect(seriesLengthOf(settings, { ...de, groupNumber: 3, roundNumber: 2, roundCount: 2 })).toBe(5);
    expect(seriesLengthOf(settings, { ...de, groupNumber: 1, roundNumber: 3, roundCount: 3 })).toBe(3);
    expect(seriesLengthOf(settings, { ...de, groupNumber: 2, roundNumber: 4, roundCount: 4 })).toBe(3);
  });

  it('never treats a round-robin round as a final', () => {
    const rr = { stageType: 'round_robin' as const, groupNumber: 1, roundNumber: 3, roundCount: 3 };
    expect(seriesLengthOf(settings, rr)).toBe(3);
  });

  it("lets a match record's own best_of win, and ignores one that is not a series length", () => {
    const place = { ...se, groupNumber: 1, roundNumber: 3 };
    expect(seriesLengthOf(settings, { ...place, explicitBestOf: 1 })).toBe(1);
    expect(seriesLengthOf(settings, { ...place, explicitBestOf: 4 })).toBe(5);
    expect(seriesLengthOf(settings, { ...place, explicitBestOf: '3' })).toBe(5);
  });
});

describe('checkSeries', () => {
  const check = (
    bestOf: number,
    own: number,
    opponent: number,
    games: GameScore[] = [],
    roundRobin = false,
  ) => checkSeries({ bestOf, roundRobin, own, opponent, games });

  it('keeps a Bo1 as before: any scores, a draw only in round robin, no games list', () => {
    expect(check(1, 13, 11)).toBeNull();
    expect(check(1, 0, 16)).toBeNull();
    expect(check(1, 5, 5)?.code).toBe('DRAW_NOT_ALLOWED');
    expect(check(1, 5, 5, [], true)).toBeNull();
    expect(check(1, 1, 0, g([13, 11]))?.message).toBe(SERIES_MESSAGES.gamesInBestOfOne);
  });

  it('refuses a game after a Bo3 was decided 2-0, naming the game it was decided after', () => {
    const refusal = check(3, 2, 1, g([13, 5], [13, 7], [4, 13]));
    expect(refusal?.code).toBe('GAME_AFTER_SERIES_DECIDED');
    expect(refusal?.message).toBe(
      'This best-of-3 was decided after game 2; remove the games played after it.',
    );
  });

  it('takes complete series game by game, with the scores as the game wins', () => {
    expect(check(3, 2, 0, g([13, 5], [13, 7]))).toBeNull();
    expect(check(3, 1, 2, g([13, 11], [9, 13], [7, 13]))).toBeNull();
    expect(check(5, 3, 2, g([1, 0], [0, 1], [1, 0], [0, 1], [1, 0]))).toBeNull();
    expect(check(7, 0, 4, g([0, 1], [0, 1], [0, 1], [0, 1]))).toBeNull();
  });

  it('refuses games that leave the series undecided, a drawn game, or scores that are not the game wins', () => {
    expect(check(3, 1, 1, g([13, 5], [5, 13]))?.code).toBe('SERIES_NOT_DECIDED');
    expect(check(3, 2, 0, g([13, 13], [13, 5], [13, 7]))?.message).toBe(SERIES_MESSAGES.drawnGame(1));
    expect(check(3, 2, 0, g([13, 13], [13, 5], [13, 7]), true)?.code).toBe('DRAWN_GAME');
    expect(check(3, 13, 5, g([13, 5], [13, 7]))?.message).toBe(SERIES_MESSAGES.scoresNotGameWins(2, 0));
    expect(check(3, 2, 0, g([1, 0], [1, 0], [1, 0], [1, 0]))?.code).toBe('TOO_MANY_GAMES');
  });

  it('takes series scores without games only as a complete series', () => {
    for (const [own, opponent] of [
      [2, 0],
      [2, 1],
      [0, 2],
      [1, 2],
    ] as const)
      expect(check(3, own, opponent)).toBeNull();
    for (const [own, opponent] of [
      [1, 1],
      [3, 0],
      [1, 0],
      [2, 2],
      [13, 11],
    ] as const)
      expect(check(3, own, opponent)?.code).toBe('SERIES_INCOMPLETE');
    expect(check(3, 1, 1, [], true)?.code).toBe('SERIES_INCOMPLETE');
    expect(check(5, 3, 2)).toBeNull();
    expect(check(5, 2, 1)?.message).toBe(SERIES_MESSAGES.incompleteSeries(5));
  });
});

describe('seriesReportsAgree', () => {
  const report = (ownScore: number, opponentScore: number, games: GameScore[] = []) => ({
    ownScore,
    opponentScore,
    games,
  });

  it('agrees when the second report mirrors the first game by game', () => {
    expect(
      seriesReportsAgree(
        report(2, 1, g([13, 11], [9, 13], [13, 7])),
        report(1, 2, g([11, 13], [13, 9], [7, 13])),
      ),
    ).toBe(true);
  });

  it('disagrees on one game even when the series scores mirror', () => {
    expect(
      seriesReportsAgree(
        report(2, 1, g([13, 11], [9, 13], [13, 7])),
        report(1, 2, g([11, 13], [13, 9], [8, 13])),
      ),
    ).toBe(false);
    expect(seriesReportsAgree(report(2, 0), report(2, 0))).toBe(false);
  });

  it('lets a report without games agree with one with them on the series score', () => {
    expect(seriesReportsAgree(report(2, 0, g([13, 5], [13, 7])), report(0, 2))).toBe(true);
    expect(seriesReportsAgree(report(0, 2), report(2, 0, g([13, 5], [13, 7])))).toBe(true);
  });
});

describe('games by side', () => {
  it('turns a report into bracket sides and back, from either reporter', () => {
    const games = g([13, 11], [9, 13]);
    expect(gamesBySide(games, true)).toEqual([
      { opponent1: 13, opponent2: 11 },
      { opponent1: 9, opponent2: 13 },
    ]);
    expect(gamesBySide(games, false)).toEqual([
      { opponent1: 11, opponent2: 13 },
      { opponent1: 13, opponent2: 9 },
    ]);
    expect(gamesFromSide(gamesBySide(games, false), false)).toEqual(games);
    expect(gamesFromSide(gamesBySide(games, true), false)).toEqual(g([11, 13], [13, 9]));
  });
});
