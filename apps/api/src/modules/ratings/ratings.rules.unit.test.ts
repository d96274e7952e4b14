import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { abuseOf, initialSkill, rateMatch, resultOf, shownRating, type SkillState } from './ratings.rules';

/** A small seeded PRNG (mulberry32): the simulation is the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Spearman's rank correlation of two equally long lists (no ties in the simulation's values). */
function spearman(xs: number[], ys: number[]): number {
  const ranks = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(values.length);
    order.forEach(([, i], rank) => (r[i] = rank));
    return r;
  };
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - ry[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('rating rules', () => {
  it('rates a team match as the library does, each roster player from their own skill', () => {
    const a: SkillState[] = [
      { mu: 30, sigma: 5 },
      { mu: 22, sigma: 7 },
    ];
    const b: SkillState[] = [initialSkill(), { mu: 27, sigma: 4 }];
    const [afterA, afterB] = rateMatch(a, b, 'opponent2');
    const [libA, libB] = rate([a.map((s) => rating(s)), b.map((s) => rating(s))], { rank: [2, 1] });
    expect(afterA).toEqual(libA!.map(({ mu, sigma }) => ({ mu, sigma })));
    expect(afterB).toEqual(libB!.map(({ mu, sigma }) => ({ mu, sigma })));
    expect(afterB[0]!.mu).toBeGreaterThan(25);
    const [drawA, drawB] = rateMatch([initialSkill()], [initialSkill()], 'draw');
    expect(drawA[0]!.mu).toBeCloseTo(drawB[0]!.mu, 10);
  });

  it('shows a new player 1000 and a rating as 1000 + 40 ordinal points', () => {
    expect(shownRating(initialSkill())).toBe(1000);
    expect(shownRating({ mu: 30, sigma: 2 })).toBe(1000 + 40 * 24);
    expect(resultOf('opponent1', 'opponent2')).toBe('loss');
    expect(resultOf('draw', 'opponent1')).toBe('draw');
  });

  it("keeps matches between one person's accounts or teams unrated", () => {
    const p = (userId: number, ...platformIds: string[]) => ({ userId, platformIds });
    expect(abuseOf([p(1), p(2)], [p(3), p(4)])).toBeNull();
    expect(abuseOf([p(1), p(2)], [p(2)])).toBe('same_player');
    expect(abuseOf([p(1, 'Nova_PSN')], [p(2, 'nova_psn ')])).toBe('shared_platform_id');
    expect(abuseOf([p(1, 'Nova')], [p(2, 'Orbit')])).toBeNull();
  });

  it('ranks 64 teams of hidden skill close to the truth after 10 rated matches each (Spearman >= 0.8)', () => {
    const random = prng(20261128);
    const teams = 64;
    const hidden = Array.from({ length: teams }, () => random() * 40);
    const skills = Array.from({ length: teams }, () => initialSkill());
    const played = new Array<number>(teams).fill(0);
    // Rounds of random pairings until every team has played 10 matches; the stronger team wins with a
    // logistic chance of its hidden skill gap (an upset is always possible).
    for (let round = 0; round < 10; round += 1) {
      const order = Array.from({ length: teams }, (_, i) => i).sort(() => random() - 0.5);
      for (let i = 0; i < teams; i += 2) {
        const [x, y] = [order[i]!, order[i + 1]!];
        const xWins = random() < 1 / (1 + Math.exp(-(hidden[x]! - hidden[y]!) / 6));
        const [[sx], [sy]] = rateMatch([skills[x]!], [skills[y]!], xWins ? 'opponent1' : 'opponent2');
        skills[x] = sx!;
        skills[y] = sy!;
        played[x]! += 1;
        played[y]! += 1;
      }
    }
    expect(played.every((n) => n === 10)).toBe(true);
    const shown = skills.map(shownRating);
    const correlation = spearman(
      hidden,
      shown.map((r, i) => r + i * 1e-9),
    );
    expect(correlation).toBeGreaterThanOrEqual(0.8);
  });
});
