import { describe, expect, it } from 'vitest';
import { makeTournament } from '../../test/catalogue-fixtures';
import { formatLine, groupStageLine, mapPoolLine } from './series-format-text';

describe('the format line a player reads', () => {
  it.each([
    [{}, 'Single elimination · Bo1'],
    [
      { third_place_match: true, best_of: 3, final_best_of: 3 },
      'Single elimination with a third-place match · Bo3',
    ],
    [
      { bracket_format: 'double_elimination', best_of: 3, final_best_of: 5, veto: 'ban_pick' },
      'Double elimination · Bo3, final Bo5 · Veto: ban & pick',
    ],
    [
      { bracket_format: 'double_elimination', grand_final: 'double', veto: 'bans' },
      'Double elimination with a grand final reset · Bo1 · Veto: bans',
    ],
    // Round robin and Swiss have no final: a stored final length is not shown.
    [{ bracket_format: 'round_robin', final_best_of: 5 }, 'Round robin · Bo1'],
    [{ bracket_format: 'swiss' }, 'Swiss · Bo1'],
    [
      { bracket_format: 'swiss', swiss_rounds: 5, veto: 'schedule' },
      'Swiss, 5 rounds · Bo1 · Maps in a set order',
    ],
    [
      { bracket_format: 'swiss', swiss_advance_wins: 3, swiss_eliminate_losses: 3, swiss_decider_best_of: 3 },
      'Swiss, 3 wins advance, 3 losses out · Bo1, deciders Bo3',
    ],
    [
      { bracket_format: 'swiss', swiss_advance_wins: 1, swiss_eliminate_losses: 1, swiss_decider_best_of: 1 },
      'Swiss, 1 win advances, 1 loss out · Bo1',
    ],
    [
      { group_stage: { format: 'round_robin', groups: 2, advance: 2 }, best_of: 3, final_best_of: 3 },
      'Single elimination playoff · Bo3',
    ],
  ] as const)('%j reads "%s"', (settings, line) => {
    expect(formatLine(makeTournament(settings))).toBe(line);
  });

  it('says how the group stage feeds the playoff', () => {
    const line = (
      group_stage: { format: 'round_robin' | 'swiss'; groups: number; advance: number },
      extra = {},
    ) => groupStageLine(makeTournament({ group_stage, ...extra }));
    expect(groupStageLine(makeTournament())).toBeNull();
    expect(line({ format: 'round_robin', groups: 4, advance: 2 })).toBe(
      '4 groups of round robin, top 2 of each group advance to the playoff',
    );
    expect(line({ format: 'round_robin', groups: 4, advance: 1 })).toBe(
      '4 groups of round robin, each group’s winner advances to the playoff',
    );
    expect(line({ format: 'round_robin', groups: 1, advance: 4 })).toBe(
      'One round-robin group, top 4 advance to the playoff',
    );
    expect(
      line({ format: 'swiss', groups: 1, advance: 8 }, { swiss_advance_wins: 3, swiss_eliminate_losses: 3 }),
    ).toBe('Swiss group stage (3 wins advance, 3 losses out), top 8 advance to the playoff');
    expect(line({ format: 'swiss', groups: 1, advance: 8 })).toBe(
      'Swiss group stage, top 8 advance to the playoff',
    );
  });

  it('lists the maps in the order given, or nothing without a pool', () => {
    expect(mapPoolLine(makeTournament())).toBeNull();
    expect(mapPoolLine(makeTournament({ map_pool: ['Nuke', 'Mirage'] }))).toBe('Nuke, Mirage');
  });
});
