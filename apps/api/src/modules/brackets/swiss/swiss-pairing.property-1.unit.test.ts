import { describe, expect, it } from 'vitest';
import { EVENTS, playHalf } from './swiss-pairing-property';

// The events and what is checked of each round: swiss-pairing-property.ts. Vitest reports the run time: about
// 10-15 s on a 2-core machine, beside the other half.
describe('Swiss pairing, over 10,000 random seeded events (half 1 of 2)', () => {
  it('pairs every round without an avoidable rematch, repeated bye or wide pair, in both styles', () => {
    expect(playHalf(0)).toBeGreaterThan((EVENTS / 2) * 3);
  }, 240_000);
});
