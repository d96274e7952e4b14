/**
 * Pure rules of a group stage (decision 0043): how the teams are spread over the groups, how a group is ranked
 * (points 3/1/0, then head-to-head, then game difference), and how the teams that advance are seeded into the
 * playoff so that group winners meet runners-up of other groups first.
 */
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { GroupStage } from '@arena/shared/series-format';
import { invalid } from '../../http/errors';
import { POINTS, isDecided, opponentId, type MatchRecord } from './bracket.rules';
import { seededPositions } from './seed-order';

/** One team's record in a set of matches; game counts are the match scores (a series' game wins). */
export interface TeamRecord {
  participantId: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  gameWins: number;
  gameLosses: number;
  points: number;
  /** Sum over the team's opponents of their wins minus losses (the Swiss "difficulty" order). */
  buchholz: number;
}

export interface RankedRecord extends TeamRecord {
  /** 1 first; teams equal on every criterion share a rank. */
  rank: number;
}

const blank = (participantId: number): TeamRecord => ({
  participantId,
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  gameWins: 0,
  gameLosses: 0,
  points: 0,
  buchholz: 0,
});

/** Each team's record over the decided matches among `participantIds` (byes and open matches count for nothing). */
export function recordsOf(participantIds: number[], matches: MatchRecord[]): Map<number, TeamRecord> {
  const records = new Map(participantIds.map((id) => [id, blank(id)]));
  const opponents = new Map<number, number[]>(participantIds.map((id) => [id, []]));
  for (const match of matches) {
    if (!isDecided(match)) continue;
    const sides = [match.opponent1, match.opponent2] as const;
    const ids = sides.map(opponentId);
    sides.forEach((side, i) => {
      const record = records.get(ids[i]!);
      const other = sides[1 - i];
      if (!record || !side) return;
      record.played += 1;
      // A forfeit has no result on the side that gave the match up: it is a loss.
      const result = side.result ?? (side.forfeit ? 'loss' : other?.forfeit ? 'win' : undefined);
      if (result === 'win') record.wins += 1;
      else if (result === 'draw') record.draws += 1;
      else if (result === 'loss') record.losses += 1;
      if (result) record.points += POINTS[result];
      record.gameWins += side.score ?? 0;
      record.gameLosses += other?.score ?? 0;
      const otherId = ids[1 - i];
      if (otherId !== null && otherId !== undefined) opponents.get(ids[i]!)?.push(otherId);
    });
  }
  for (const [id, record] of records)
    record.buchholz = (opponents.get(id) ?? []).reduce((sum, other) => {
      const them = records.get(other);
      return sum + (them ? them.wins - them.losses : 0);
    }, 0);
  return records;
}

const compareDesc = (a: number, b: number) => b - a;

/**
 * A group ranked: by points; teams level on points by the points they took off each other (head-to-head, one
 * mini-table of all the level teams), then by game difference, then by game wins. Teams still level share a
 * rank; the list keeps them in seed order (`participantIds` is in seed order), which decides who advances.
 */
export function rankGroup(participantIds: number[], matches: MatchRecord[]): RankedRecord[] {
  const records = recordsOf(participantIds, matches);
  const seed = new Map(participantIds.map((id, i) => [id, i]));
  const byPoints = new Map<number, number[]>();
  for (const id of participantIds) {
    const points = records.get(id)!.points;
    byPoints.set(points, [...(byPoints.get(points) ?? []), id]);
  }
  const ranked: RankedRecord[] = [];
  for (const points of [...byPoints.keys()].sort(compareDesc)) {
    const level = byPoints.get(points)!;
    const headToHead =
      level.length > 1
        ? recordsOf(
            level,
            matches.filter((m) => {
              const [a, b] = [opponentId(m.opponent1), opponentId(m.opponent2)];
              return a !== null && b !== null && level.includes(a) && level.includes(b);
            }),
          )
        : new Map<number, TeamRecord>();
    const key = (id: number) => {
      const own = records.get(id)!;
      return [headToHead.get(id)?.points ?? 0, own.gameWins - own.gameLosses, own.gameWins];
    };
    const compare = (a: number, b: number) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
      return 0;
    };
    const ordered = [...level].sort((a, b) => compare(a, b) || seed.get(a)! - seed.get(b)!);
    ordered.forEach((id, i) => {
      const tiedWithPrevious = i > 0 && compare(ordered[i - 1]!, id) === 0;
      const rank = tiedWithPrevious ? ranked[ranked.length - 1]!.rank : ranked.length + 1;
      ranked.push({ ...records.get(id)!, rank });
    });
  }
  return ranked;
}

/**
 * Seeds 1..count spread over `groupCount` groups in snake order (1 to K, then K to 1, ...), so every group gets one
 * of the top K seeds and the groups' seed totals are as even as the order allows; sizes differ by at most one.
 */
export function snakeGroups(count: number, groupCount: number): number[][] {
  const groups: number[][] = Array.from({ length: groupCount }, () => []);
  for (let seed = 1; seed <= count; seed++) {
    const lap = Math.floor((seed - 1) / groupCount);
    const at = (seed - 1) % groupCount;
    groups[lap % 2 === 0 ? at : groupCount - 1 - at]!.push(seed);
  }
  return groups;
}

/**
 * The playoff's seed order from the groups' advancing teams (`advancing[g]` = group g+1's top M, best first):
 * tier by tier (all group winners, then all runners-up, ...), each tier in group order; then, wherever the
 * bracket's first round would pair two teams of the same group, the lower team of that pair swaps with a team of
 * its own tier in another pair where the swap leaves both pairs across groups. With seeds 1..K the group winners
 * and K+1..2K the runners-up, seed i meets seed 2K+1-i: the winner of group i meets the runner-up of group
 * K+1-i, another group except the middle group of an odd K, which the swap fixes.
 */
export function crossGroupSeeds<T>(advancing: T[][]): T[] {
  const tiers = Math.max(0, ...advancing.map((g) => g.length));
  const seeds: Array<{ team: T; group: number; tier: number }> = [];
  for (let tier = 0; tier < tiers; tier++)
    advancing.forEach((teams, group) => {
      if (tier < teams.length) seeds.push({ team: teams[tier]!, group, tier });
    });
  // First-round pairs as seed numbers (a null is a bye).
  const positions = seededPositions(seeds.length);
  const pairs: Array<[number | null, number | null]> = [];
  for (let i = 0; i < positions.length; i += 2) pairs.push([positions[i]!, positions[i + 1]!]);
  const groupAt = (seed: number | null) => (seed === null ? -1 : seeds[seed - 1]!.group);
  const clash = (pair: [number | null, number | null]) =>
    pair[0] !== null && pair[1] !== null && groupAt(pair[0]) === groupAt(pair[1]);
  for (const pair of pairs) {
    if (!clash(pair)) continue;
    // The lower team (the higher seed number) moves.
    const lowSide = pair[0]! > pair[1]! ? 0 : 1;
    const low = pair[lowSide]!;
    const high = pair[1 - lowSide]!;
    for (const other of pairs) {
      if (other === pair) continue;
      const side = other.findIndex((seed) => seed !== null && seeds[seed - 1]!.tier === seeds[low - 1]!.tier);
      if (side < 0) continue;
      const candidate = other[side]!;
      const partner = other[1 - side] ?? null;
      if (groupAt(candidate) === groupAt(high)) continue;
      if (partner !== null && groupAt(partner) === groupAt(low)) continue;
      // Swap the two teams' seeds.
      [seeds[low - 1], seeds[candidate - 1]] = [seeds[candidate - 1]!, seeds[low - 1]!];
      break;
    }
  }
  return seeds.map((s) => s.team);
}

/**
 * A group stage the teams actually there can play (checked at the start, decision 0043): a playoff of single or
 * double elimination; round robin with each group at least 2 teams, fewer advancing than the smallest group holds,
 * at least 2 advancing in all; Swiss as one group with 2 to N-1 advancing.
 */
export function checkGroupStage(
  groupStage: GroupStage,
  playoffFormat: BracketFormat,
  teamCount: number,
): void {
  if (playoffFormat !== 'single_elimination' && playoffFormat !== 'double_elimination')
    throw invalid(
      'PLAYOFF_FORMAT',
      'A group stage leads into a single or double elimination playoff: choose one as the bracket format.',
    );
  const { groups, advance } = groupStage;
  if (groupStage.format === 'swiss') {
    // A Swiss group stage is one group (decision 0043): its top M by the Swiss standings advance.
    if (groups !== 1)
      throw invalid('SWISS_GROUPS', 'A Swiss group stage is played as one group: set groups to 1.');
    if (!Number.isInteger(advance) || advance < 2 || advance >= teamCount)
      throw invalid(
        'ADVANCE_TOO_MANY',
        `From a Swiss stage of ${teamCount} teams, between 2 and ${teamCount - 1} can advance (set ${advance}).`,
      );
    return;
  }
  const smallest = Math.floor(teamCount / groups);
  if (!Number.isInteger(groups) || groups < 1 || smallest < 2)
    throw invalid(
      'GROUPS_TOO_SMALL',
      `${teamCount} teams cannot make ${groups} groups of at least 2 teams: use fewer groups.`,
    );
  if (!Number.isInteger(advance) || advance < 1 || advance >= smallest)
    throw invalid(
      'ADVANCE_TOO_MANY',
      `The smallest group has ${smallest} teams, so fewer than ${smallest} of each group can advance (set ${advance}).`,
    );
  if (groups * advance < 2) throw invalid('ADVANCE_TOO_FEW', 'At least 2 teams must advance to the playoff.');
}

/** brackets-manager's round-robin settings for the groups: our snake order as its manual ordering. */
export function groupStageSettings(groupStage: GroupStage, teamCount: number) {
  return {
    groupCount: groupStage.groups,
    roundRobinMode: 'simple' as const,
    manualOrdering: snakeGroups(teamCount, groupStage.groups),
  };
}
