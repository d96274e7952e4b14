/** Pure bracket rules: match states, round names, report agreement, audit snapshots and round-robin placings. */
import type { DataTypes } from 'brackets-manager';
import { stageRoundLabel, type BracketFormat } from '@arena/shared/bracket-rounds';
import type { MyMatchStatus } from '@arena/shared/brackets';
import type { MatchSnapshot } from '../../db/schema/brackets';

export type MatchRecord = DataTypes['match'];
export type StageRecord = DataTypes['stage'];
export type GroupRecord = DataTypes['group'];
export type RoundRecord = DataTypes['round'];
export type ParticipantRecord = DataTypes['participant'] & { team_id: number };
type Opponent = MatchRecord['opponent1'];

/** brackets-manager's match status numbers (brackets-model's Status enum, not exported at run time). */
export const MATCH_STATUS = {
  locked: 0,
  waiting: 1,
  ready: 2,
  running: 3,
  completed: 4,
  archived: 5,
} as const;

export const opponentId = (opponent: Opponent): number | null =>
  opponent?.id === null || opponent?.id === undefined ? null : Number(opponent.id);

/** Both teams are known (neither a bye nor still to be decided). */
export const hasBothTeams = (match: MatchRecord): boolean =>
  opponentId(match.opponent1) !== null && opponentId(match.opponent2) !== null;

/** Can be played and reported now. */
export const isPlayable = (match: MatchRecord): boolean =>
  hasBothTeams(match) && (match.status === MATCH_STATUS.ready || match.status === MATCH_STATUS.running);

/** Has a result between two teams (a bye does not count). */
export const isDecided = (match: MatchRecord): boolean =>
  hasBothTeams(match) && match.status >= MATCH_STATUS.completed;

/**
 * Where a match stands, for its players (My Matches) and the organiser (the control room): decided, not
 * playable yet, with the organiser after no report by the deadline (decision 0024), or by its reports.
 */
export function matchStanding(
  match: MatchRecord,
  reportCount: number,
  deadlineState: string | undefined,
): MyMatchStatus {
  if (isDecided(match)) return 'confirmed';
  if (!isPlayable(match)) return 'waiting';
  if (deadlineState === 'no_show') return 'no_show';
  return reportCount === 0 ? 'ready' : reportCount === 1 ? 'awaiting_opponent' : 'disputed';
}

/** Needs nothing more: decided, or settled by a bye (a bye against a team still to come is not). */
export function isSettled(match: MatchRecord): boolean {
  if (match.status >= MATCH_STATUS.completed) return true;
  const { opponent1, opponent2 } = match;
  return (
    (opponent1 === null && opponent2 === null) ||
    (opponent1 === null && opponentId(opponent2) !== null) ||
    (opponent2 === null && opponentId(opponent1) !== null)
  );
}

/**
 * Two captains agree when each one's own score is the other's opponent score and, where both listed the games
 * of a series, game by game (decision 0040).
 */
export { seriesReportsAgree as reportsAgree } from './series.rules';

/** 'opponent1', 'opponent2' or 'draw' for a decided match; null otherwise. */
export function outcomeOf(match: MatchRecord): 'opponent1' | 'opponent2' | 'draw' | null {
  if (match.opponent1?.result === 'win' || match.opponent2?.result === 'loss') return 'opponent1';
  if (match.opponent2?.result === 'win' || match.opponent1?.result === 'loss') return 'opponent2';
  if (match.opponent1?.result === 'draw') return 'draw';
  return null;
}

export function outcomeOfScores(score1: number, score2: number): 'opponent1' | 'opponent2' | 'draw' {
  return score1 > score2 ? 'opponent1' : score2 > score1 ? 'opponent2' : 'draw';
}

/** The update brackets-manager needs to complete a match with these scores. */
export function resultUpdate(matchId: number, score1: number, score2: number) {
  const outcome = outcomeOfScores(score1, score2);
  const result = (side: 'opponent1' | 'opponent2') =>
    outcome === 'draw' ? ('draw' as const) : outcome === side ? ('win' as const) : ('loss' as const);
  return {
    id: matchId,
    opponent1: { score: score1, result: result('opponent1') },
    opponent2: { score: score2, result: result('opponent2') },
  };
}

/** A match for the audit: team ids instead of participant ids. */
export function snapshotOf(
  match: MatchRecord,
  teamOf: (participantId: number) => number | null,
): MatchSnapshot {
  const side = (opponent: Opponent): MatchSnapshot['opponent1'] => {
    if (opponent === null) return null;
    const id = opponentId(opponent);
    return {
      team_id: id === null ? null : teamOf(id),
      score: opponent.score ?? null,
      result: opponent.result ?? null,
    };
  };
  return { status: match.status, opponent1: side(match.opponent1), opponent2: side(match.opponent2) };
}

export function sameSnapshot(a: MatchSnapshot, b: MatchSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The format a stage is played in: its brackets-manager type, or 'swiss' for a Swiss stage (stored as a
 * round-robin stage marked by `settings.swiss`, decision 0042), so its rounds are called "Swiss round N".
 */
export function stageFormat(stage: Pick<StageRecord, 'type' | 'settings'>): BracketFormat {
  const settings = stage.settings as { swiss?: unknown } | undefined;
  return settings?.swiss ? 'swiss' : stage.type;
}

/**
 * Labels for every match of a bracket, from its groups and rounds; given the stages, each match by its own stage's
 * format (a group stage's rounds name their group, a playoff's its round: decision 0043; a Swiss stage's are Swiss
 * rounds: decision 0042).
 */
export function matchLabeller(
  format: BracketFormat | StageRecord[],
  groups: GroupRecord[],
  rounds: RoundRecord[],
) {
  const formatOf = new Map<number, BracketFormat>(
    typeof format === 'string' ? [] : format.map((stage) => [Number(stage.id), stageFormat(stage)]),
  );
  const fallback: BracketFormat =
    typeof format === 'string' ? format : format[0] ? stageFormat(format[0]) : 'single_elimination';
  const groupNumber = new Map(groups.map((g) => [Number(g.id), g.number]));
  const groupCount = new Map<number, number>();
  for (const group of groups)
    groupCount.set(Number(group.stage_id), (groupCount.get(Number(group.stage_id)) ?? 0) + 1);
  const roundCount = new Map<number, number>();
  for (const round of rounds) {
    const group = Number(round.group_id);
    roundCount.set(group, Math.max(roundCount.get(group) ?? 0, round.number));
  }
  const roundNumber = new Map(rounds.map((r) => [Number(r.id), r.number]));
  return (match: MatchRecord): string =>
    stageRoundLabel(
      formatOf.get(Number(match.stage_id)) ?? fallback,
      groupCount.get(Number(match.stage_id)) ?? 1,
      groupNumber.get(Number(match.group_id)) ?? 1,
      roundNumber.get(Number(match.round_id)) ?? 1,
      roundCount.get(Number(match.group_id)) ?? 1,
    );
}

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** Round robin: participant ids grouped by points (3 a win, 1 a draw), most first; equal points share a place. */
export function roundRobinPlacings(participantIds: number[], matches: MatchRecord[]): number[][] {
  const points = new Map(participantIds.map((id) => [id, 0]));
  for (const match of matches) {
    if (!isDecided(match)) continue;
    for (const opponent of [match.opponent1, match.opponent2]) {
      const id = opponentId(opponent);
      if (id === null || !opponent?.result) continue;
      points.set(id, (points.get(id) ?? 0) + POINTS[opponent.result]);
    }
  }
  const byPoints = new Map<number, number[]>();
  for (const [id, total] of points) byPoints.set(total, [...(byPoints.get(total) ?? []), id]);
  return [...byPoints.entries()].sort(([a], [b]) => b - a).map(([, ids]) => ids);
}
