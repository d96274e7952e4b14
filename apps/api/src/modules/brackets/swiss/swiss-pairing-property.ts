/**
 * Property tests of the Swiss pairing (issue 26, decision 0042): 10,000 whole events, each reproducible from its own
 * seed (so the run splits into two halves that vitest runs side by side: swiss-pairing.property-{1,2}.unit.test.ts),
 * played round by round with random results in both styles, every round checked against matchings of its own
 * (the blossom is checked against every matching of small graphs in max-weight-matching.unit.test.ts).
 *
 * Distribution of the 10,000 events (small events are cheap; the large ones cost most of the run):
 *   - 9,600 events of 8 to 32 teams (uniform);
 *   - 360 events of 33 to 128 teams (uniform);
 *   - 40 events of 129 to 256 teams, 10 of them of exactly 256.
 * Even-numbered events play fixed rounds (ceil(log2 teams), or one to three rounds more in one small event in four,
 * which forces rematches and repeated byes), odd-numbered ones the Major style (3 wins / 3 losses mostly, else 2/2,
 * 4/4, 3/2 or 2/3). Results are random: a win for either side.
 *
 * What "where avoidable" means, precisely, for a round whose pairing has r rematches:
 *   - rematches: no perfect pairing of the teams playing (a bye vertex joined to every team when their number is
 *     odd) has fewer than r;
 *   - byes: if the bye goes to a team with b byes, no pairing with r rematches gives it to a team with fewer;
 *   - record difference: if a pair is more than one win apart (D half wins, D > 2), no pairing with r rematches and
 *     the bye to a team with at most b byes has every pair less than D apart;
 *   - the lowest-ranked: if the bye goes to a team above another with as few byes, no pairing with r rematches and
 *     every pair at most max(D, one win) apart (D: this pairing's largest difference) gives it to the lower one.
 */
import { expect } from 'vitest';
import { defaultSwissRounds } from '@arena/shared/series-format';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';
import { seededRandom } from './seeded-random';
import { pairSwissRound, type SwissPairing } from './swiss-pairing';
import {
  halfWins,
  rankedForPairing,
  swissRecords,
  swissStatus,
  type RankedSwissTeam,
  type SwissMajorStyle,
  type SwissResult,
} from './swiss-standings';

export const EVENTS = 10_000;

interface Check {
  maxDiff: number;
  byeLimit: number;
  /** Only this team may take the bye (the lowest-ranked check). */
  byeTo?: number;
}

/**
 * The most pairs without a rematch over the perfect pairings that respect `check` (every pair at most maxDiff
 * half wins apart; the bye only to teams with at most byeLimit byes), or -1 when nothing pairs everyone.
 */
function bestCover(teams: RankedSwissTeam[], check: Check): number {
  const n = teams.length;
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (Math.abs(halfWins(teams[a]!) - halfWins(teams[b]!)) > check.maxDiff) continue;
      edges.push({ a, b, weight: teams[a]!.opponents.includes(teams[b]!.id) ? 1 : 2 });
    }
  if (n % 2 === 1)
    for (let t = 0; t < n; t++)
      if (teams[t]!.byes <= check.byeLimit && (check.byeTo === undefined || check.byeTo === t))
        edges.push({ a: t, b: n, weight: 2 });
  const vertices = n + (n % 2);
  // Solved per connected part: a part with an odd number of vertices pairs nobody, and small parts are cheap.
  const root = Array.from({ length: vertices }, (_, i) => i);
  const find = (v: number): number => (root[v] === v ? v : (root[v] = find(root[v]!)));
  for (const edge of edges) root[find(edge.a)] = find(edge.b);
  const parts = new Map<number, number[]>();
  for (let v = 0; v < vertices; v++) parts.set(find(v), [...(parts.get(find(v)) ?? []), v]);
  let weight = 0;
  for (const part of parts.values()) {
    if (part.length % 2 === 1) return -1;
    const local = new Map(part.map((v, i) => [v, i]));
    const partEdges = edges
      .filter((edge) => local.has(edge.a))
      .map((edge) => ({ a: local.get(edge.a)!, b: local.get(edge.b)!, weight: edge.weight }));
    const mate = maxWeightMatching(part.length, partEdges, true);
    if (mate.some((m) => m === -1)) return -1;
    for (const edge of partEdges) if (mate[edge.a] === edge.b) weight += edge.weight;
  }
  return weight - vertices / 2;
}

function checkRound(teams: RankedSwissTeam[], pairing: SwissPairing, round: number, label: string) {
  const n = teams.length;
  const rankOf = new Map(teams.map((team, i) => [team.id, i]));
  // Every team playing is paired once or has the bye; a bye only with an odd number of teams.
  const seen = [...pairing.pairs.flat(), ...(pairing.bye === null ? [] : [pairing.bye])];
  expect(seen.length, label).toBe(n);
  expect(new Set(seen).size, label).toBe(n);
  // One assertion per check, not per team: an assertion costs more than the check (a fifth of the run).
  expect(
    seen.filter((id) => !rankOf.has(id)),
    `${label}: not a team of the round`,
  ).toEqual([]);
  expect(pairing.bye === null, label).toBe(n % 2 === 0);
  // The higher-ranked team first.
  expect(
    pairing.pairs.filter(([a, b]) => !(rankOf.get(a)! < rankOf.get(b)!)),
    `${label}: the lower-ranked team first`,
  ).toEqual([]);
  if (round === 1) {
    // Round 1 by seed: top half against bottom half, the bye to the lowest seed.
    const paired = n - (n % 2);
    expect(pairing.pairs, label).toEqual(
      Array.from({ length: paired / 2 }, (_, i) => [teams[i]!.id, teams[i + paired / 2]!.id]),
    );
    if (n % 2 === 1) expect(pairing.bye, label).toBe(teams[n - 1]!.id);
    return;
  }

  const byId = new Map(teams.map((team) => [team.id, team]));
  const rematches = pairing.pairs.filter(([a, b]) => byId.get(a)!.opponents.includes(b)).length;
  const wanted = Math.floor((n + 1) / 2) - rematches;
  const everyDiff = Infinity;
  const noByeLimit = Infinity;
  if (rematches > 0)
    expect(
      bestCover(teams, { maxDiff: everyDiff, byeLimit: noByeLimit }),
      `${label}: avoidable rematch`,
    ).toBe(wanted);
  const byes = pairing.bye === null ? 0 : byId.get(pairing.bye)!.byes;
  const fewestByes = Math.min(...teams.map((team) => team.byes));
  if (pairing.bye !== null && byes > fewestByes)
    expect(
      bestCover(teams, { maxDiff: everyDiff, byeLimit: byes - 1 }) >= wanted,
      `${label}: a repeated bye was avoidable`,
    ).toBe(false);
  const maxDiff = Math.max(
    0,
    ...pairing.pairs.map(([a, b]) => Math.abs(halfWins(byId.get(a)!) - halfWins(byId.get(b)!))),
  );
  if (maxDiff > 2)
    expect(
      bestCover(teams, { maxDiff: maxDiff - 1, byeLimit: byes }) >= wanted,
      `${label}: a pair ${maxDiff / 2} wins apart where a closer pairing exists`,
    ).toBe(false);
  if (pairing.bye !== null)
    for (let t = rankOf.get(pairing.bye)! + 1; t < n; t++)
      if (teams[t]!.byes <= byes)
        expect(
          bestCover(teams, { maxDiff: Math.max(maxDiff, 2), byeLimit: byes, byeTo: t }) >= wanted,
          `${label}: the bye could go to a lower-ranked team`,
        ).toBe(false);
}

interface EventPlan {
  teams: number;
  major: SwissMajorStyle | null;
  rounds: number;
}

function planEvent(index: number, random: () => number): EventPlan {
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const teams =
    index < 10 ? 256 : index < 40 ? between(129, 256) : index < 400 ? between(33, 128) : between(8, 32);
  if (index % 2 === 1) {
    const styles: SwissMajorStyle[] = [
      { advanceWins: 3, eliminateLosses: 3 },
      { advanceWins: 3, eliminateLosses: 3 },
      { advanceWins: 3, eliminateLosses: 3 },
      { advanceWins: 2, eliminateLosses: 2 },
      { advanceWins: 4, eliminateLosses: 4 },
      { advanceWins: 3, eliminateLosses: 2 },
      { advanceWins: 2, eliminateLosses: 3 },
    ];
    return { teams, major: styles[between(0, styles.length - 1)]!, rounds: 0 };
  }
  const extra = teams <= 32 && random() < 0.25 ? between(1, 3) : 0;
  return { teams, major: null, rounds: Math.min(teams - 1, defaultSwissRounds(teams) + extra) };
}

function playEvent(index: number, plan: EventPlan, random: () => number) {
  // Ids unlike seeds and positions, so a mix-up of the three shows.
  const teams = Array.from({ length: plan.teams }, (_, i) => ({ id: 1000 + 7 * i, seed: i + 1 }));
  const results: SwissResult[] = [];
  const maxRounds = plan.major ? plan.major.advanceWins + plan.major.eliminateLosses - 1 : plan.rounds;
  let round = 0;
  for (;;) {
    const records = swissRecords(teams, results);
    const active = rankedForPairing(records).filter((team) => swissStatus(team, plan.major) === 'active');
    if (active.length === 0 || (!plan.major && round === plan.rounds)) break;
    round += 1;
    const label = `event ${index} (${plan.teams} teams, ${plan.major ? `${plan.major.advanceWins}/${plan.major.eliminateLosses}` : `${plan.rounds} rounds`}) round ${round}`;
    expect(round, `${label}: more rounds than the style allows`).toBeLessThanOrEqual(maxRounds);
    const pairing = pairSwissRound(active);
    checkRound(active, pairing, round, label);
    for (const [a, b] of pairing.pairs)
      results.push({ team1: a, team2: b, winner: random() < 0.5 ? 'team1' : 'team2' });
    if (pairing.bye !== null) results.push({ team1: pairing.bye, team2: null, winner: 'team1' });
  }
  const final = [...swissRecords(teams, results).values()];
  if (plan.major) {
    // The stage ends when every team has advanced or is out.
    expect(final.filter((record) => swissStatus(record, plan.major) === 'active')).toEqual([]);
  } else {
    expect(final.filter((record) => record.wins + record.losses !== plan.rounds)).toEqual([]);
  }
  return round;
}

/**
 * Plays and checks half of the 10,000 events (`half` 0 or 1: events 0, 1, 4, 5, ... or 2, 3, 6, 7, ..., so each
 * half has both styles and half of every size); answers the number of rounds played.
 */
export function playHalf(half: 0 | 1): number {
  let rounds = 0;
  for (let index = 0; index < EVENTS; index++) {
    if (((index >> 1) & 1) !== half) continue;
    const random = seededRandom(20_261_128 + index * 7_919);
    rounds += playEvent(index, planEvent(index, random), random);
  }
  return rounds;
}
