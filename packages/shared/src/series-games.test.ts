/** The series tally and texts the API and the report dialog share (decision 0040). */
import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES, formatSeries, mirrorGames, tallySeries } from './series-games';

const games = (...pairs: Array<[number, number]>) =>
  pairs.map(([own_score, opponent_score]) => ({ own_score, opponent_score }));

describe('tallySeries', () => {
  it('counts game wins and the game that decided the series', () => {
    expect(tallySeries(games([13, 11], [9, 13], [13, 7]), 3)).toEqual({
      own: 2,
      opponent: 1,
      decidedAfter: 3,
    });
    expect(tallySeries(games([13, 11], [13, 9], [1, 13]), 3)).toEqual({
      own: 2,
      opponent: 1,
      decidedAfter: 2,
    });
    expect(tallySeries(games([0, 1], [0, 1], [0, 1]), 5)).toEqual({ own: 0, opponent: 3, decidedAfter: 3 });
    expect(tallySeries(games([1, 0]), 3)).toEqual({ own: 1, opponent: 0, decidedAfter: null });
    expect(tallySeries([], 1)).toEqual({ own: 0, opponent: 0, decidedAfter: null });
    // A drawn game counts for nobody.
    expect(tallySeries(games([5, 5]), 3)).toEqual({ own: 0, opponent: 0, decidedAfter: null });
  });
});

describe('texts', () => {
  it('reads a series with its games, and mirrors them for the other team', () => {
    expect(formatSeries(2, 1, games([13, 11], [9, 13], [13, 7]))).toBe('2-1 (13-11, 9-13, 13-7)');
    expect(formatSeries(16, 9, [])).toBe('16-9');
    expect(mirrorGames(games([13, 11], [9, 13]))).toEqual(games([11, 13], [13, 9]));
  });

  it('names the complete series scores of a best-of', () => {
    expect(SERIES_MESSAGES.incompleteSeries(3)).toBe(
      'A best-of-3 is won by the first team to win 2 games: report the games won (2-0, 2-1, from either side).',
    );
    expect(SERIES_MESSAGES.gameAfterDecided(3, 2)).toBe(
      'This best-of-3 was decided after game 2; remove the games played after it.',
    );
  });
});
