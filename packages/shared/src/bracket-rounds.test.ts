/** A stage's own format as the clients read it (decisions 0042, 0043): a Swiss stage is stored as round robin. */
import { describe, expect, it } from 'vitest';
import { stageFormatOf, stageRoundLabel } from './bracket-rounds';

describe('stageFormatOf', () => {
  it('reads the first stage of a Swiss bracket as Swiss, every other stage by its type', () => {
    const swissStage = { number: 1, type: 'round_robin' as const };
    const playoff = { number: 2, type: 'single_elimination' as const };
    expect(stageFormatOf('swiss', swissStage)).toBe('swiss');
    expect(stageFormatOf('swiss', playoff)).toBe('single_elimination');
    // Round-robin groups before a playoff stay round robin.
    expect(stageFormatOf('round_robin', swissStage)).toBe('round_robin');
    expect(stageFormatOf('double_elimination', undefined)).toBe('double_elimination');
    expect(stageRoundLabel(stageFormatOf('swiss', swissStage), 1, 1, 4, 4)).toBe('Swiss round 4');
  });
});
