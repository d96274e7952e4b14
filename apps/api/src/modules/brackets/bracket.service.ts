/**
 * The bracket engine (issue 6): brackets-manager over our database, the captains' reports, disputes, the admin's
 * results and corrections. Every change runs in one transaction holding the tournament row's lock.
 */
import { BracketsManager } from 'brackets-manager';
import {
  BRACKET_MESSAGES,
  MAX_SCORE,
  type AdminMatchResult,
  type BracketFormat,
  type Dispute,
  type MatchAuditEntry,
  type MyMatch,
  type ReportMatchScoreResult,
  type ReportStatus,
  type TournamentBracket,
} from '@arena/shared/brackets';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { MatchAuditAction, MatchSnapshot } from '../../db/schema/brackets';
import { AppError, notFound } from '../../http/errors';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import { createBracketStorage, type BracketStorage } from './bracket-storage';
import {
  MATCH_STATUS,
  hasBothTeams,
  isDecided,
  isPlayable,
  isSettled,
  matchLabeller,
  opponentId,
  outcomeOf,
  outcomeOfScores,
  reportsAgree,
  resultUpdate,
  roundRobinPlacings,
  sameSnapshot,
  snapshotOf,
  type GroupRecord,
  type MatchRecord,
  type ParticipantRecord,
  type RoundRecord,
  type StageRecord,
} from './bracket.rules';
import {
  deleteReports,
  findMatchTournamentId,
  findTeams,
  findTournament,
  hasBracket,
  insertAudit,
  listAudit,
  listBracketRecords,
  listDisputedMatchIds,
  listReports,
  lockTournament,
  teamsOfUser,
  upsertReport,
  type TournamentHead,
} from './brackets.repository';
import { recordAdminAction } from '../admin/admin-audit';

/** Called in the transaction that decided the last match: the lifecycle pays prizes and completes the tournament. */
export type OnTournamentFinished = (tx: Tx, tournamentId: number, placings: number[][]) => Promise<void>;

export interface BracketServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  onFinished: OnTournamentFinished;
}

export interface CreateBracketInput {
  tournamentId: number;
  format: BracketFormat;
  /** Already in seed order: the caller shuffles for random seeding. */
  teams: Array<{ teamId: number; name: string }>;
}

export interface ReportScoreInput {
  tournamentId?: number;
  matchId: number;
  userId: number;
  ownScore: number;
  opponentScore: number;
}

export interface SetResultInput {
  matchId: number;
  adminId: number;
  opponent1Score: number;
  opponent2Score: number;
  reason?: string | undefined;
}

export interface SetResultOutcome {
  tournamentId: number;
  tournamentName: string;
  matchId: number;
  /** Later matches that had results and were reset because they followed the old result. */
  resetMatchIds: number[];
  /** Teams whose match was corrected, reset or given a new opponent: their captains are told. */
  affectedTeamIds: number[];
}

const refuse = (code: string, message: string) => new AppError('invalid', code, message);

const STAGE_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
};

function bracketsOf(tx: DbOrTx, tournamentId: number) {
  const storage = createBracketStorage(tx, tournamentId);
  return { storage, manager: new BracketsManager(storage) };
}

const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(n));

function assertValidScore(score: number): void {
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORE)
    throw refuse('INVALID_SCORE', BRACKET_MESSAGES.scoreInvalid('A score'));
}

/** Results change only while the tournament is underway (a completed one has paid its prizes). */
function assertUnderway(tournament: TournamentHead): void {
  if (tournament.state === 'completed')
    throw new AppError('conflict', 'TOURNAMENT_COMPLETED', BRACKET_MESSAGES.tournamentClosed);
  if (tournament.state === 'cancelled')
    throw new AppError('conflict', 'TOURNAMENT_CANCELLED', BRACKET_MESSAGES.tournamentCancelled);
  if (tournament.state !== 'underway') throw refuse('NOT_UNDERWAY', BRACKET_MESSAGES.notUnderway);
}

async function participantsOf(storage: BracketStorage): Promise<ParticipantRecord[]> {
  return ((await storage.select('participant')) ?? []) as ParticipantRecord[];
}

function teamLookup(participants: ParticipantRecord[]) {
  const teamByParticipant = new Map(participants.map((p) => [Number(p.id), Number(p.team_id)]));
  return (participantId: number | null): number | null =>
    participantId === null ? null : (teamByParticipant.get(participantId) ?? null);
}

/** The matches that follow this one (winner and loser paths, transitively), deepest first. */
async function downstreamDeepestFirst(manager: BracketsManager, matchId: number): Promise<number[]> {
  const order: number[] = [];
  const seen = new Set<number>();
  const visit = async (id: number): Promise<void> => {
    for (const next of await manager.find.nextMatches(id)) {
      const nextId = Number(next.id);
      if (seen.has(nextId)) continue;
      seen.add(nextId);
      await visit(nextId);
      // Post-order: every match comes after all the matches that follow it.
      order.push(nextId);
    }
  };
  await visit(matchId);
  return order;
}

/**
 * Creates the tournament's bracket in the caller's transaction: byes balanced for uneven counts, seeds paired
 * in the given order, a simple grand final for double elimination, one group for round robin.
 */
export async function createBracket(tx: Tx, input: CreateBracketInput): Promise<{ stageId: number }> {
  const tournament = await lockTournament(tx, input.tournamentId);
  if (!tournament) throw notFound('The tournament');
  if (await hasBracket(tx, input.tournamentId))
    throw new AppError('conflict', 'BRACKET_EXISTS', 'This tournament already has a bracket.');
  const count = input.teams.length;
  if (count < 2) throw refuse('TOO_FEW_TEAMS', 'A bracket needs at least 2 teams.');
  if (new Set(input.teams.map((t) => t.teamId)).size !== count)
    throw refuse('DUPLICATE_TEAM', 'A team can appear only once in a bracket.');

  const { storage, manager } = bracketsOf(tx, input.tournamentId);
  await storage.insert(
    'participant',
    input.teams.map((team) => ({ tournament_id: input.tournamentId, name: team.name, team_id: team.teamId })),
  );
  const participantOfTeam = new Map((await participantsOf(storage)).map((p) => [p.team_id, Number(p.id)]));
  const seedingIds = input.teams.map((team) => participantOfTeam.get(team.teamId) ?? null);

  // Two teams make no double elimination (brackets-manager builds a single match): play it as a final.
  const type = input.format === 'double_elimination' && count < 3 ? 'single_elimination' : input.format;
  const settings =
    type === 'round_robin'
      ? { groupCount: 1, roundRobinMode: 'simple' as const }
      : {
          size: nextPowerOfTwo(count),
          balanceByes: true,
          // 'natural' keeps the organiser's order and the pairs balanceByes made (no bye against a bye).
          seedOrdering: ['natural' as const],
          ...(type === 'double_elimination' ? { grandFinal: 'simple' as const } : {}),
        };
  const stage = await manager.create.stage({
    tournamentId: input.tournamentId,
    name: STAGE_NAMES[type],
    type,
    seedingIds,
    settings,
  });
  return { stageId: Number(stage.id) };
}

/** Every match is decided or settled by a bye. */
export async function tournamentFinished(tx: DbOrTx, tournamentId: number): Promise<boolean> {
  const matches = ((await createBracketStorage(tx, tournamentId).select('match')) ?? []) as MatchRecord[];
  return matches.length > 0 && matches.every(isSettled);
}

/**
 * Team ids grouped by final place, first place first; empty until the bracket is finished. Elimination: the
 * final's winner, its loser, then the losers of each earlier round together (double elimination: of each
 * lower-bracket round), latest round first. Round robin: by points (3 a win, 1 a draw); equal points share.
 */
export async function placings(tx: DbOrTx, tournamentId: number): Promise<number[][]> {
  if (!(await tournamentFinished(tx, tournamentId))) return [];
  const { storage, manager } = bracketsOf(tx, tournamentId);
  const [stage] = ((await storage.select('stage')) ?? []) as StageRecord[];
  if (!stage) return [];
  const participants = await participantsOf(storage);
  const teamOf = teamLookup(participants);
  const toTeams = (groups: number[][]) =>
    groups.map((group) => group.map((id) => teamOf(id)).filter((id): id is number => id !== null));

  if (stage.type === 'round_robin') {
    const matches = ((await storage.select('match')) ?? []) as MatchRecord[];
    return toTeams(
      roundRobinPlacings(
        participants.map((p) => Number(p.id)),
        matches,
      ),
    );
  }
  const standings = await manager.get.finalStandings(stage.id);
  const byRank = new Map<number, number[]>();
  for (const item of standings) byRank.set(item.rank, [...(byRank.get(item.rank) ?? []), Number(item.id)]);
  return toTeams([...byRank.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids));
}

/** The records of one bracket, split by table, read in one statement. */
export async function readBracket(db: DbOrTx, tournamentId: number) {
  const rows = await listBracketRecords(db, tournamentId);
  const of = <T>(table: string) =>
    rows.filter((row) => row.table === table).map((row) => ({ ...row.data, id: row.id }) as T);
  return {
    stages: of<StageRecord>('stage'),
    groups: of<GroupRecord>('group'),
    rounds: of<RoundRecord>('round'),
    matches: of<MatchRecord>('match'),
    matchGames: of<MatchRecord & { parent_id: number }>('match_game'),
    participants: of<ParticipantRecord>('participant'),
  };
}

type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

function reportStatusOf(match: MatchRecord, reports: ReportRow[]): ReportStatus {
  if (isDecided(match)) return 'confirmed';
  if (!isPlayable(match) || reports.length === 0) return 'none';
  return reports.length === 1 ? 'awaiting_opponent' : 'disputed';
}

function groupReports(reports: ReportRow[]): Map<number, ReportRow[]> {
  const byMatch = new Map<number, ReportRow[]>();
  for (const report of reports) byMatch.set(report.matchId, [...(byMatch.get(report.matchId) ?? []), report]);
  return byMatch;
}

function toOpponent(opponent: MatchRecord['opponent1']) {
  if (opponent === null) return null;
  return {
    id: opponentId(opponent),
    ...(opponent.position === undefined ? {} : { position: opponent.position }),
    ...(opponent.score === undefined ? {} : { score: opponent.score }),
    ...(opponent.result === undefined ? {} : { result: opponent.result }),
    ...(opponent.forfeit === undefined ? {} : { forfeit: opponent.forfeit }),
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function createBracketService(deps: BracketServiceDeps) {
  const { db, clock } = deps;

  /** The hook runs after any confirmed result that leaves the whole bracket decided. */
  async function finishIfDone(tx: Tx, tournamentId: number): Promise<void> {
    if (await tournamentFinished(tx, tournamentId))
      await deps.onFinished(tx, tournamentId, await placings(tx, tournamentId));
  }

  /** The match's tournament, locked; a match id of another tournament is not found. */
  async function lockMatchTournament(tx: Tx, matchId: number, tournamentId?: number) {
    const owner = await findMatchTournamentId(tx, matchId);
    if (owner === undefined || (tournamentId !== undefined && owner !== tournamentId))
      throw notFound('The match');
    const tournament = await lockTournament(tx, owner);
    if (!tournament) throw notFound('The match');
    const { storage, manager } = bracketsOf(tx, owner);
    const match = (await storage.select('match', matchId)) as MatchRecord | null;
    if (!match) throw notFound('The match');
    const stage = (await storage.select('stage', match.stage_id)) as StageRecord | null;
    if (!stage) throw notFound('The match');
    const teamOf = teamLookup(await participantsOf(storage));
    return { tournament, storage, manager, match, stage, teamOf };
  }

  /**
   * A captain's report. Two agreeing reports confirm the match; disagreeing ones leave it disputed for the
   * admin. A captain may change the report until the match is confirmed.
   */
  async function reportScore(tx: Tx, input: ReportScoreInput): Promise<ReportMatchScoreResult> {
    assertValidScore(input.ownScore);
    assertValidScore(input.opponentScore);
    const { tournament, storage, manager, match, stage, teamOf } = await lockMatchTournament(
      tx,
      input.matchId,
      input.tournamentId,
    );
    if (isDecided(match)) throw refuse('MATCH_CONFIRMED', BRACKET_MESSAGES.alreadyConfirmed);
    if (!isPlayable(match)) throw refuse('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
    assertUnderway(tournament);

    const sides = (['opponent1', 'opponent2'] as const).map((side) => ({
      side,
      teamId: teamOf(opponentId(match[side])),
    }));
    const teams = await findTeams(
      tx,
      sides.map((s) => s.teamId).filter((id): id is number => id !== null),
    );
    const mine = sides.find((s) => teams.some((t) => t.id === s.teamId && t.captainId === input.userId));
    if (!mine || mine.teamId === null) throw refuse('NOT_CAPTAIN', BRACKET_MESSAGES.notCaptain);
    if (input.ownScore === input.opponentScore && stage.type !== 'round_robin')
      throw refuse('DRAW_NOT_ALLOWED', BRACKET_MESSAGES.noDraw);

    const now = clock.now();
    await upsertReport(tx, {
      matchId: input.matchId,
      tournamentId: tournament.id,
      teamId: mine.teamId,
      reportedBy: input.userId,
      ownScore: input.ownScore,
      opponentScore: input.opponentScore,
      now,
    });
    const theirs = (await listReports(tx, { matchId: input.matchId })).find((r) => r.teamId !== mine.teamId);
    if (!theirs) return { match_id: input.matchId, status: 'awaiting_opponent' };
    if (!reportsAgree(input, theirs)) return { match_id: input.matchId, status: 'disputed' };

    const [score1, score2] =
      mine.side === 'opponent1'
        ? [input.ownScore, input.opponentScore]
        : [input.opponentScore, input.ownScore];
    const before = snapshotOf(match, teamOf);
    await manager.update.match(resultUpdate(input.matchId, score1, score2));
    const after = snapshotOf((await storage.select('match', input.matchId)) as MatchRecord, teamOf);
    await insertAudit(tx, [
      {
        tournamentId: tournament.id,
        matchId: input.matchId,
        actorUserId: input.userId,
        action: 'confirmed',
        before,
        after,
        createdAt: now,
      },
    ]);
    await finishIfDone(tx, tournament.id);
    return { match_id: input.matchId, status: 'confirmed' };
  }

  /**
   * The admin sets or corrects a match's result. When the winner changes, every later match that followed
   * the old result and has a result of its own is reset first, deepest first (its reports cleared), so the
   * corrected result flows through the bracket as if it had always been the result.
   */
  async function setResult(tx: Tx, input: SetResultInput): Promise<SetResultOutcome> {
    assertValidScore(input.opponent1Score);
    assertValidScore(input.opponent2Score);
    const { tournament, storage, manager, match, stage, teamOf } = await lockMatchTournament(
      tx,
      input.matchId,
    );
    assertUnderway(tournament);
    if (!hasBothTeams(match) || match.status < MATCH_STATUS.ready)
      throw refuse('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
    const outcome = outcomeOfScores(input.opponent1Score, input.opponent2Score);
    if (outcome === 'draw' && stage.type !== 'round_robin')
      throw refuse('DRAW_NOT_ALLOWED', BRACKET_MESSAGES.noDraw);

    const now = clock.now();
    const wasDecided = isDecided(match);
    const before = snapshotOf(match, teamOf);
    const audit: Parameters<typeof insertAudit>[1] = [];
    const resetMatchIds: number[] = [];
    const affected = new Set<number>();
    const addTeams = (snapshot: MatchSnapshot) => {
      for (const side of [snapshot.opponent1, snapshot.opponent2])
        if (side?.team_id !== null && side?.team_id !== undefined) affected.add(side.team_id);
    };

    if (wasDecided && outcomeOf(match) === outcome) {
      // Same winner: nothing later depends on the score, so only the scores change (an archived match too).
      const corrected = structuredClone(match);
      if (corrected.opponent1) corrected.opponent1.score = input.opponent1Score;
      if (corrected.opponent2) corrected.opponent2.score = input.opponent2Score;
      await storage.update('match', input.matchId, corrected);
    } else if (stage.type === 'round_robin' || !wasDecided) {
      // No later match depends on a round-robin match or on one without a result.
      await manager.update.match(resultUpdate(input.matchId, input.opponent1Score, input.opponent2Score));
    } else {
      const downstream = await downstreamDeepestFirst(manager, input.matchId);
      const matchesBefore = new Map(
        (((await storage.select('match')) ?? []) as MatchRecord[]).map((m) => [Number(m.id), m]),
      );
      for (const id of downstream) {
        const later = (await storage.select('match', id)) as MatchRecord | null;
        if (!later || later.status < MATCH_STATUS.running) continue;
        // Scores would keep a reset match "running", which locks the matches before it.
        delete later.opponent1?.score;
        delete later.opponent2?.score;
        await storage.update('match', id, later);
        await manager.reset.matchResults(id);
      }
      await manager.update.match(resultUpdate(input.matchId, input.opponent1Score, input.opponent2Score));

      const matchesAfter = new Map(
        (((await storage.select('match')) ?? []) as MatchRecord[]).map((m) => [Number(m.id), m]),
      );
      const changed: number[] = [];
      for (const id of [...downstream].reverse()) {
        const old = matchesBefore.get(id);
        const current = matchesAfter.get(id);
        if (!old || !current) continue;
        const was = snapshotOf(old, teamOf);
        const is = snapshotOf(current, teamOf);
        if (sameSnapshot(was, is)) continue;
        changed.push(id);
        addTeams(was);
        addTeams(is);
        if (isDecided(old)) {
          resetMatchIds.push(id);
          audit.push({
            tournamentId: tournament.id,
            matchId: id,
            actorUserId: input.adminId,
            action: 'reset',
            before: was,
            after: is,
            reason: input.reason ?? null,
            createdAt: now,
          });
        }
      }
      // A report made against the old opponent, or of a result that is gone, no longer stands.
      await deleteReports(tx, changed);
    }

    if (wasDecided) addTeams(before);
    const after = snapshotOf((await storage.select('match', input.matchId)) as MatchRecord, teamOf);
    const action: MatchAuditAction = wasDecided ? 'admin_corrected' : 'admin_set';
    audit.push({
      tournamentId: tournament.id,
      matchId: input.matchId,
      actorUserId: input.adminId,
      action,
      before,
      after,
      reason: input.reason ?? null,
      createdAt: now,
    });
    await insertAudit(tx, audit);
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: wasDecided ? 'match.correct' : 'match.set_result',
      targetType: 'match',
      targetId: input.matchId,
      before: { ...before, tournament_id: tournament.id },
      after: { ...after, tournament_id: tournament.id, reset_match_ids: resetMatchIds },
      note: input.reason ?? null,
    });
    await finishIfDone(tx, tournament.id);
    return {
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      matchId: input.matchId,
      resetMatchIds,
      affectedTeamIds: [...affected].sort((a, b) => a - b),
    };
  }

  /** Tells the captains of teams whose matches a correction changed (after the commit: the mailer uses the pool). */
  async function notifyCorrection(outcome: SetResultOutcome, reason: string | undefined): Promise<void> {
    for (const team of await findTeams(db, outcome.affectedTeamIds)) {
      await deps.mailer.send({
        to: team.captainEmail,
        subject: BRACKET_MESSAGES.correctionSubject(outcome.tournamentName),
        text: [
          `Hello,`,
          ``,
          `An administrator corrected a match result in ${outcome.tournamentName}.`,
          `The later matches now follow the correction, so a match of your team ${team.name} changed or was reset and may have to be played and reported again.`,
          ...(reason ? [``, `Reason: ${reason}`] : []),
          ``,
          `Please check your matches on the tournament page.`,
        ].join('\n'),
      });
    }
  }

  return {
    createBracket,
    reportScore,
    setResult,
    tournamentFinished,
    placings,

    /** A captain's report in its own transaction. */
    reportMatchScore(input: ReportScoreInput): Promise<ReportMatchScoreResult> {
      return db.transaction((tx) => reportScore(tx, input));
    },

    /** The admin's result in its own transaction; the affected captains are e-mailed once it is committed. */
    async setMatchResult(input: SetResultInput): Promise<AdminMatchResult> {
      const outcome = await db.transaction((tx) => setResult(tx, input));
      if (outcome.affectedTeamIds.length > 0) await notifyCorrection(outcome, input.reason);
      return {
        match_id: outcome.matchId,
        status: 'confirmed',
        reset_match_ids: outcome.resetMatchIds,
        affected_team_ids: outcome.affectedTeamIds,
      };
    },

    /** The bracket as brackets-viewer renders it, with each match's report status; null before it exists. */
    async view(tournamentId: number, viewerId: number | null): Promise<TournamentBracket | null> {
      if (!(await findTournament(db, tournamentId))) throw notFound('The tournament');
      const bracket = await readBracket(db, tournamentId);
      const [stage] = bracket.stages;
      if (!stage) return null;
      const reports = groupReports(await listReports(db, { tournamentId }));
      const teamIds = bracket.participants.map((p) => Number(p.team_id));
      const myTeamIds = viewerId === null ? [] : await teamsOfUser(db, viewerId, teamIds);
      return {
        tournament_id: tournamentId,
        format: stage.type,
        stages: bracket.stages.map((s) => ({
          id: Number(s.id),
          tournament_id: Number(s.tournament_id),
          name: s.name,
          type: s.type,
          number: s.number,
          settings: s.settings,
        })),
        groups: bracket.groups.map((g) => ({
          id: Number(g.id),
          stage_id: Number(g.stage_id),
          number: g.number,
        })),
        rounds: bracket.rounds.map((r) => ({
          id: Number(r.id),
          stage_id: Number(r.stage_id),
          group_id: Number(r.group_id),
          number: r.number,
        })),
        matches: bracket.matches.map((m) => ({
          id: Number(m.id),
          stage_id: Number(m.stage_id),
          group_id: Number(m.group_id),
          round_id: Number(m.round_id),
          number: m.number,
          child_count: m.child_count,
          status: m.status,
          opponent1: toOpponent(m.opponent1),
          opponent2: toOpponent(m.opponent2),
          report_status: reportStatusOf(m, reports.get(Number(m.id)) ?? []),
        })),
        match_games: bracket.matchGames.map((g) => ({
          id: Number(g.id),
          stage_id: Number(g.stage_id),
          parent_id: Number(g.parent_id),
          number: g.number,
          status: g.status,
          opponent1: toOpponent(g.opponent1),
          opponent2: toOpponent(g.opponent2),
        })),
        participants: bracket.participants.map((p) => ({
          id: Number(p.id),
          tournament_id: Number(p.tournament_id),
          name: p.name,
          team_id: Number(p.team_id),
        })),
        my_team_ids: myTeamIds.sort((a, b) => a - b),
      };
    },

    /** The matches of the caller's team(s) in a tournament, as captain or accepted player. */
    async myMatches(tournamentId: number, userId: number): Promise<MyMatch[]> {
      const tournament = await findTournament(db, tournamentId);
      if (!tournament) throw notFound('The tournament');
      const bracket = await readBracket(db, tournamentId);
      const [stage] = bracket.stages;
      if (!stage) return [];
      const participantById = new Map(bracket.participants.map((p) => [Number(p.id), p]));
      const myTeamIds = new Set(
        await teamsOfUser(
          db,
          userId,
          bracket.participants.map((p) => Number(p.team_id)),
        ),
      );
      if (myTeamIds.size === 0) return [];
      const captainOf = new Set(
        (await findTeams(db, [...myTeamIds])).filter((t) => t.captainId === userId).map((t) => t.id),
      );
      const reports = groupReports(await listReports(db, { tournamentId }));
      const label = matchLabeller(stage.type, bracket.groups, bracket.rounds);
      const underway = tournament.state === 'underway';

      const mine: MyMatch[] = [];
      for (const match of bracket.matches) {
        // A bye is not a match to play.
        if (match.opponent1 === null || match.opponent2 === null) continue;
        for (const [own, other] of [
          [match.opponent1, match.opponent2],
          [match.opponent2, match.opponent1],
        ] as const) {
          const ownParticipant = participantById.get(opponentId(own) ?? -1);
          if (!ownParticipant || !myTeamIds.has(Number(ownParticipant.team_id))) continue;
          const teamId = Number(ownParticipant.team_id);
          const matchReports = reports.get(Number(match.id)) ?? [];
          const myReport = matchReports.find((r) => r.teamId === teamId);
          const otherId = opponentId(other);
          const decided = isDecided(match);
          const status: MyMatch['status'] = decided
            ? 'confirmed'
            : !isPlayable(match)
              ? 'waiting'
              : matchReports.length === 0
                ? 'ready'
                : matchReports.length === 1
                  ? 'awaiting_opponent'
                  : 'disputed';
          mine.push({
            match_id: Number(match.id),
            round_label: label(match),
            opponent_name: otherId === null ? null : (participantById.get(otherId)?.name ?? null),
            my_team_id: teamId,
            status,
            my_report: myReport
              ? { own_score: myReport.ownScore, opponent_score: myReport.opponentScore }
              : null,
            can_report: underway && !decided && isPlayable(match) && captainOf.has(teamId),
            result: decided ? { own_score: own.score ?? 0, opponent_score: other.score ?? 0 } : null,
          });
        }
      }
      return mine;
    },

    /** Every disputed match (optionally of one tournament) with both reports, for the admin. */
    async disputes(tournamentId?: number): Promise<Dispute[]> {
      const disputed = await listDisputedMatchIds(db, tournamentId);
      const byTournament = new Map<number, Awaited<ReturnType<typeof readBracket>> & { name: string }>();
      const result: Dispute[] = [];
      for (const row of disputed) {
        let bracket = byTournament.get(row.tournament_id);
        if (!bracket) {
          const tournament = await findTournament(db, row.tournament_id);
          bracket = { ...(await readBracket(db, row.tournament_id)), name: tournament?.name ?? '' };
          byTournament.set(row.tournament_id, bracket);
        }
        const match = bracket.matches.find((m) => Number(m.id) === row.match_id);
        const [stage] = bracket.stages;
        if (!match || !stage) continue;
        const reports = await listReports(db, { matchId: row.match_id });
        const participantById = new Map(bracket.participants.map((p) => [Number(p.id), p]));
        const side = (opponent: MatchRecord['opponent1']) => {
          const participant = participantById.get(opponentId(opponent) ?? -1);
          const teamId = Number(participant?.team_id ?? 0);
          const report = reports.find((r) => r.teamId === teamId);
          return {
            team_id: teamId,
            team_name: participant?.name ?? '',
            report: report
              ? {
                  own_score: report.ownScore,
                  opponent_score: report.opponentScore,
                  reported_by: report.reportedBy,
                  reported_at: report.updatedAt.toISOString(),
                }
              : null,
          };
        };
        result.push({
          match_id: row.match_id,
          tournament_id: row.tournament_id,
          tournament_name: bracket.name,
          round_label: matchLabeller(stage.type, bracket.groups, bracket.rounds)(match),
          opponent1: side(match.opponent1),
          opponent2: side(match.opponent2),
          disputed_at: iso(row.disputed_at),
        });
      }
      return result;
    },

    /** Every result change of a tournament, newest first. */
    async audit(tournamentId: number): Promise<MatchAuditEntry[]> {
      if (!(await findTournament(db, tournamentId))) throw notFound('The tournament');
      return (await listAudit(db, tournamentId)).map(({ entry, actorName }) => ({
        id: entry.id,
        tournament_id: entry.tournamentId,
        match_id: entry.matchId,
        actor_user_id: entry.actorUserId,
        actor_name: actorName,
        action: entry.action,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
        created_at: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type BracketService = ReturnType<typeof createBracketService>;
