/** The organiser's results list over a group stage and its playoff (decision 0043): labels, order and draws. */
import { describe, expect, it } from 'vitest';
import type { BracketMatch, TournamentBracket } from '@arena/shared/brackets';
import { drawAllowedFor, matchRows } from './bracket-matches';

const match = (id: number, stage: number, group: number, round: number) =>
  ({
    id,
    stage_id: stage,
    group_id: group,
    round_id: round,
    number: 1,
    child_count: 0,
    status: 2,
    opponent1: { id: 1 },
    opponent2: { id: 2 },
    report_status: 'none',
  }) as BracketMatch;

const bracket = {
  tournament_id: 9,
  format: 'round_robin',
  stages: [
    { id: 1, tournament_id: 9, name: 'Group stage', type: 'round_robin', number: 1, settings: {} },
    { id: 2, tournament_id: 9, name: 'Playoff', type: 'single_elimination', number: 2, settings: {} },
  ],
  groups: [
    { id: 3, stage_id: 1, number: 1 },
    { id: 4, stage_id: 1, number: 2 },
    { id: 5, stage_id: 2, number: 1 },
  ],
  rounds: [
    { id: 7, stage_id: 1, group_id: 3, number: 1 },
    { id: 8, stage_id: 1, group_id: 4, number: 1 },
    { id: 9, stage_id: 2, group_id: 5, number: 1 },
  ],
  matches: [match(20, 2, 5, 9), match(23, 1, 3, 7), match(24, 1, 4, 8)],
  match_games: [],
  participants: [1, 2].map((id) => ({ id, tournament_id: 9, name: `Team ${id}`, team_id: 40 + id })),
  my_team_ids: [],
} as TournamentBracket;

describe('the results list of a group stage and playoff', () => {
  it('labels and orders by stage, and allows draws in the groups only', () => {
    expect(matchRows(bracket).map((row) => [row.matchId, row.round, row.drawAllowed])).toEqual([
      [23, 'Group A, round 1', true],
      [24, 'Group B, round 1', true],
      [20, 'Final', false],
    ]);
  });

  it('tells a draw-capable match by its label where only the label is known', () => {
    const grouped = { bracket_format: 'single_elimination', group_stage: { format: 'round_robin' } };
    expect(drawAllowedFor(grouped, 'Group B, round 2')).toBe(true);
    expect(drawAllowedFor(grouped, 'Semi-final')).toBe(false);
    expect(drawAllowedFor({ bracket_format: 'round_robin' }, 'Round robin 1')).toBe(true);
    expect(
      drawAllowedFor({ bracket_format: 'double_elimination', group_stage: null }, 'Group A, round 1'),
    ).toBe(false);
  });
});
