/**
 * Season ladders (issue 27, decision 0048). A ladder owns a hidden tournament (`kind` 'ladder', underway for the
 * season, in no tournament list, never completed, never paying prizes) whose brackets hold the ladder's matches:
 * an accepted challenge draws a two-team stage there (ladder-matches.ts), so the match is played, reported and
 * corrected as any tournament match. Teams join through an entry in that tournament (the entry fee through the
 * ledger, once per entry; the roster it enrols is who sees the matches). Points follow every confirmed result in
 * its transaction, recomputed from the decided matches, so a result counts once and a correction moves them.
 * At season end one instance freezes the standings and enters the top N in the playoff free of charge.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_CHALLENGE_WINDOW_MS,
  LADDER_MESSAGES as M,
  LADDER_PAIR_MATCHES_PER_DAY,
  LADDER_POINTS,
  type CreateLadderInput,
  type Ladder,
  type LadderChallenge,
  type LadderChallengeInput,
  type LadderDetail,
  type UpdateLadderInput,
} from '@arena/shared/ladders';
import type { Db, Tx } from '../../db/client';
import type { LadderRow } from '../../db/schema/ladders';
import { ladderTeams } from '../../db/schema/ladders';
import { games } from '../../db/schema/games';
import { teams } from '../../db/schema/teams';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import type { BracketEvent } from '../brackets/bracket-events';
import { enrolmentNotices } from '../enrolment/enrolment.notices';
import { checkTeamCanEnter, enterTeam } from '../enrolment/enrolment.rules';
import { countActiveEntries, lockTournament, playersAlreadyEntered } from '../enrolment/enrolment.service';
import { requireCaptain, teamRoster } from '../teams/teams.service';
import { drawLadderMatch } from './ladder-matches';
import { ladderNotices } from './ladders.notices';
import * as repo from './ladders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOWN_CHALLENGES = 50;
const END_BATCH = 20;

export interface LadderHooks {
  /** After a challenge's match is drawn, in its transaction: deadlines, vetoes and the "match ready" notices. */
  onMatchCreated: (tx: Tx, tournamentId: number, matchId: number) => Promise<void>;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function toLadder(row: repo.LadderWithGame): Ladder {
  const { ladder } = row;
  return {
    id: ladder.id,
    name: ladder.name,
    game_id: ladder.gameId,
    game_name: row.gameName,
    team_size: ladder.teamSize,
    rules: ladder.rules,
    season_start: ladder.seasonStart.toISOString(),
    season_end: ladder.seasonEnd.toISOString(),
    top_n: ladder.topN,
    playoff_tournament_id: ladder.playoffTournamentId,
    entry_fee: ladder.entryFee,
    state: ladder.state,
    ended_at: iso(ladder.endedAt),
    teams: row.teams,
  };
}

type Side = { score?: unknown; result?: unknown; forfeit?: unknown } | null | undefined;
const scoreOf = (side: Side) => (typeof side?.score === 'number' ? side.score : null);

/** A decided match's scores and winner, the challenger being opponent1 (nulls until it is decided). */
function outcomeOf(
  c: { teamId: number; acceptedTeamId: number | null },
  match: Record<string, unknown> | null,
) {
  const decided = match !== null && Number(match.status ?? 0) >= 4 && c.acceptedTeamId !== null;
  if (!decided) return { team_score: null, accepted_team_score: null, winner_team_id: null };
  const first = match.opponent1 as Side;
  const second = match.opponent2 as Side;
  const firstWon = first?.result === 'win' || second?.forfeit === true;
  const secondWon = second?.result === 'win' || first?.forfeit === true;
  return {
    team_score: scoreOf(first),
    accepted_team_score: scoreOf(second),
    winner_team_id: firstWon ? c.teamId : secondWon ? c.acceptedTeamId : null,
  };
}

function toChallenge(row: Awaited<ReturnType<typeof repo.listChallenges>>[number]): LadderChallenge {
  const c = row.challenge;
  return {
    ...outcomeOf(c, row.match),
    id: c.id,
    team_id: c.teamId,
    team_name: row.teamName,
    opponent_team_id: c.opponentTeamId,
    opponent_team_name: row.opponentName,
    accepted_team_id: c.acceptedTeamId,
    accepted_team_name: row.accepterName,
    best_of: c.bestOf,
    window_start: c.windowStart.toISOString(),
    window_end: c.windowEnd.toISOString(),
    status: c.status,
    match_id: c.matchId,
    created_at: c.createdAt.toISOString(),
  };
}

/** Points from a record: the fixed table of decision 0048 (a forfeit is a loss that costs a point). */
export function pointsOf(record: { wins: number; losses: number; forfeits: number }): number {
  return (
    record.wins * LADDER_POINTS.win +
    (record.losses - record.forfeits) * LADDER_POINTS.loss +
    record.forfeits * LADDER_POINTS.forfeit
  );
}

/** The playoff must be a cup of the same game and size that has not started. */
async function checkPlayoff(
  tx: Tx,
  playoffId: number | null | undefined,
  ladder: { gameId: number; teamSize: number },
) {
  if (playoffId === null || playoffId === undefined) return;
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, playoffId));
  if (
    !row ||
    row.kind !== 'cup' ||
    row.gameId !== ladder.gameId ||
    row.teamSize !== ladder.teamSize ||
    row.tournamentState !== 'pending'
  )
    throw invalid('PLAYOFF_UNUSABLE', M.playoffUnusable);
}

/** Refuses a challenge or an accept outside the season. */
function assertInSeason(ladder: LadderRow, now: Date) {
  if (ladder.state !== 'open' || now >= ladder.seasonEnd)
    throw new AppError('conflict', 'SEASON_OVER', M.seasonOver);
  if (now < ladder.seasonStart) throw invalid('SEASON_NOT_STARTED', M.seasonNotStarted);
}

export function createLaddersService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  hooks: LadderHooks;
}) {
  const { db, clock, log } = deps;

  /** Two teams that may meet now: different, no shared player, under the twice-a-day limit. */
  async function assertPairMayPlay(tx: Tx, ladderId: number, a: number, b: number, now: Date) {
    if (a === b) throw invalid('SELF_CHALLENGE', M.selfChallenge);
    if (await repo.teamsSharePlayer(tx, a, b)) throw invalid('SHARED_PLAYER', M.sharedPlayer);
    const recent = await repo.pairMatchesSince(tx, ladderId, a, b, new Date(now.getTime() - DAY_MS));
    if (recent >= LADDER_PAIR_MATCHES_PER_DAY) throw invalid('PAIR_LIMIT', M.pairLimit);
  }

  async function requireMember(tx: Tx, ladderId: number, teamId: number, message: string) {
    const member = await repo.findLadderTeam(tx, ladderId, teamId);
    if (!member) throw invalid('NOT_ON_LADDER', message);
    return member;
  }

  /** The season's end for one ladder, in its own transaction; false when another instance has it or did it. */
  async function endSeason(ladderId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const ladder = await repo.claimLadderToEnd(tx, ladderId, now);
      if (!ladder) return false;
      const rows = await repo.standings(tx, ladder.id, false);
      for (const [i, row] of rows.entries()) await repo.setFinalRank(tx, ladder.id, row.teamId, i + 1, now);
      await repo.expireOpenChallenges(tx, ladder.id, now);
      await repo.updateLadder(tx, ladder.id, { state: 'ended', endedAt: now, updatedAt: now });

      let playoff: TournamentRow | undefined;
      if (ladder.playoffTournamentId !== null) playoff = await lockTournament(tx, ladder.playoffTournamentId);
      const open = playoff?.tournamentState === 'pending';
      for (const [i, row] of rows.entries()) {
        const rank = i + 1;
        let told: { name: string; entered: boolean; reason?: string } | null = null;
        if (playoff && rank <= ladder.topN) {
          told = { name: playoff.tournamentName, entered: false };
          if (!open) told.reason = 'the playoff is no longer open for entries.';
          else if ((await countActiveEntries(tx, playoff.id)) >= playoff.totalTeams)
            told.reason = 'the playoff is full.';
          else told = { ...told, ...(await enterPlayoff(tx, playoff, row.teamId, now)) };
        }
        await ladderNotices.seasonEnded(tx, {
          ladderId: ladder.id,
          ladderName: ladder.name,
          teamId: row.teamId,
          rank,
          playoff: told,
        });
      }
      return true;
    });
  }

  /** A free entry in the playoff (no fee, whatever the playoff's fee), in a savepoint: a refusal undoes only it. */
  async function enterPlayoff(
    tx: Tx,
    playoff: TournamentRow,
    teamId: number,
    now: Date,
  ): Promise<{ entered: boolean; reason?: string }> {
    try {
      await tx.transaction(async (savepoint) => {
        const [captain] = await savepoint
          .select({ captainId: teams.captainId })
          .from(teams)
          .where(eq(teams.id, teamId));
        if (!captain) throw invalid('TEAM_GONE', 'The team no longer exists.');
        const { team, roster } = await checkTeamCanEnter(savepoint, playoff, teamId, captain.captainId, now);
        const free = { ...playoff, entryFee: 0, tournamentCategory: 'regular' as const };
        const entry = await enterTeam(savepoint, free, team, roster, now);
        await enrolmentNotices.enrolled(savepoint, entry, {
          tournament: playoff.tournamentName,
          team: team.teamName,
          players: roster.map((p) => p.userId),
        });
      });
      return { entered: true };
    } catch (error) {
      if (error instanceof AppError && error.kind !== 'unavailable') {
        log.info({ teamId, playoff: playoff.id, code: error.code }, 'ladder team not entered in the playoff');
        return { entered: false, reason: error.message };
      }
      throw error;
    }
  }

  return {
    /** The console: a ladder and its hidden match tournament, in one transaction. */
    async create(adminId: number, input: CreateLadderInput): Promise<Ladder> {
      const seasonStart = new Date(input.season_start);
      const seasonEnd = new Date(input.season_end);
      if (seasonEnd <= seasonStart) throw invalid('SEASON_ORDER', M.seasonOrder);
      const id = await db.transaction(async (tx) => {
        const [game] = await tx.select().from(games).where(eq(games.id, input.game_id));
        if (!game) throw invalid('GAME_UNKNOWN', M.gameUnknown);
        await checkPlayoff(tx, input.playoff_tournament_id, {
          gameId: input.game_id,
          teamSize: input.team_size,
        });
        const now = clock.now();
        const [hidden] = await tx
          .insert(tournaments)
          .values({
            gameId: input.game_id,
            tournamentName: input.name,
            description: 'Season ladder matches',
            entryFee: input.entry_fee,
            totalTeams: 1024,
            region: 'Ladder',
            teamSize: input.team_size,
            tournamentStartDate: seasonStart,
            tournamentEndDate: seasonEnd,
            registrationDeadlineDate: seasonEnd,
            kind: 'ladder',
            tournamentState: 'underway',
            bracketFormat: 'single_elimination',
            startedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: tournaments.id });
        const ladder = await repo.insertLadder(tx, {
          gameId: input.game_id,
          teamSize: input.team_size,
          name: input.name,
          rules: input.rules ?? '',
          seasonStart,
          seasonEnd,
          topN: input.top_n,
          playoffTournamentId: input.playoff_tournament_id ?? null,
          entryFee: input.entry_fee,
          matchTournamentId: hidden!.id,
          createdAt: now,
          updatedAt: now,
        });
        await recordAdminAction(tx, {
          adminId,
          action: 'ladder.create',
          targetType: 'ladder',
          targetId: ladder.id,
          after: ladder,
        });
        return ladder.id;
      });
      return toLadder((await repo.findLadder(db, id))!);
    },

    /** The console: name, rules, season end, top N and playoff, while the season runs. */
    async update(adminId: number, id: number, input: UpdateLadderInput): Promise<Ladder> {
      await db.transaction(async (tx) => {
        const ladder = await repo.lockLadder(tx, id);
        if (!ladder) throw notFound('The ladder');
        if (ladder.state !== 'open') throw new AppError('conflict', 'SEASON_OVER', M.seasonOver);
        const seasonEnd = input.season_end === undefined ? ladder.seasonEnd : new Date(input.season_end);
        if (seasonEnd <= ladder.seasonStart) throw invalid('SEASON_ORDER', M.seasonOrder);
        if (input.playoff_tournament_id !== undefined)
          await checkPlayoff(tx, input.playoff_tournament_id, ladder);
        const after = await repo.updateLadder(tx, id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.rules === undefined ? {} : { rules: input.rules }),
          ...(input.top_n === undefined ? {} : { topN: input.top_n }),
          ...(input.playoff_tournament_id === undefined
            ? {}
            : { playoffTournamentId: input.playoff_tournament_id }),
          seasonEnd,
          updatedAt: clock.now(),
        });
        await tx
          .update(tournaments)
          .set({
            tournamentName: after!.name,
            tournamentEndDate: seasonEnd,
            registrationDeadlineDate: seasonEnd,
            updatedAt: clock.now(),
          })
          .where(eq(tournaments.id, ladder.matchTournamentId));
        await recordAdminAction(tx, {
          adminId,
          action: 'ladder.update',
          targetType: 'ladder',
          targetId: id,
          before: ladder,
          after,
        });
      });
      return toLadder((await repo.findLadder(db, id))!);
    },

    async list(
      filter: { gameId?: number; search?: string },
      page: { limit?: number; offset?: number },
    ): Promise<{ ladders: Ladder[]; total: number }> {
      const { rows, total } = await repo.listLadders(db, filter, page);
      return { ladders: rows.map(toLadder), total };
    },

    async detail(id: number, viewerId: number | undefined): Promise<LadderDetail> {
      const found = await repo.findLadder(db, id);
      if (!found) throw notFound('The ladder');
      const now = clock.now();
      const frozen = found.ladder.state === 'ended';
      const rows = await repo.standings(db, id, frozen);
      const open = await repo.listChallenges(db, id, 'open', now, SHOWN_CHALLENGES);
      const played = await repo.listChallenges(db, id, 'played', now, SHOWN_CHALLENGES);
      const mine =
        viewerId === undefined ? [] : await repo.captainedTeams(db, viewerId, id, found.ladder.teamSize);
      return {
        ...toLadder(found),
        rows: rows.map((row, i) => ({
          team_id: row.teamId,
          team_name: row.teamName,
          rank: frozen ? (row.finalRank ?? i + 1) : i + 1,
          points: row.points,
          wins: row.wins,
          losses: row.losses,
          forfeits: row.forfeits,
        })),
        frozen,
        open_challenges: frozen ? [] : open.map(toChallenge),
        recent_matches: played.map(toChallenge),
        my_teams: mine.map((t) => ({ team_id: t.teamId, team_name: t.teamName, joined: Boolean(t.joined) })),
        points: { ...LADDER_POINTS },
      };
    },

    /**
     * A captain's team joins: the right size with a full roster, once, nobody on two teams of the ladder; the
     * entry fee through the ledger (`entry:<id>:fee`, once per entry) in the same transaction.
     */
    async join(userId: number, input: { ladder_id: number; team_id: number }) {
      return db.transaction(async (tx) => {
        const ladder = await repo.lockLadder(tx, input.ladder_id);
        if (!ladder) throw notFound('The ladder');
        const now = clock.now();
        if (ladder.state !== 'open' || now >= ladder.seasonEnd)
          throw new AppError('conflict', 'SEASON_OVER', M.seasonOver);
        const team = await requireCaptain(tx, input.team_id, userId, M.notCaptain);
        if (await repo.findLadderTeam(tx, ladder.id, team.id))
          throw new AppError('conflict', 'ALREADY_JOINED', M.alreadyJoined);
        if (team.totalPlayers !== ladder.teamSize)
          throw invalid('TEAM_SIZE', M.teamSize(ladder.teamSize, team.totalPlayers));
        const roster = await teamRoster(tx, team.id);
        if (roster.length !== ladder.teamSize)
          throw invalid('ROSTER_INCOMPLETE', M.rosterIncomplete(ladder.teamSize, roster.length));
        const taken = new Set(
          (
            await playersAlreadyEntered(
              tx,
              ladder.matchTournamentId,
              roster.map((p) => p.userId),
            )
          ).map((p) => p.userId),
        );
        const twice = roster.find((p) => taken.has(p.userId));
        if (twice) throw invalid('PLAYER_TWICE', M.playerTwice(twice.name));
        const hidden = await lockTournament(tx, ladder.matchTournamentId);
        if (!hidden) throw notFound('The ladder');
        const entry = await enterTeam(
          tx,
          { ...hidden, entryFee: ladder.entryFee, tournamentCategory: 'regular' },
          team,
          roster,
          now,
        ).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_ENOUGH_CREDITS') {
            const captain = roster.find((p) => p.userId === team.captainId);
            throw invalid('NOT_ENOUGH_CREDITS', M.notEnoughCredits(ladder.entryFee, captain?.credits ?? 0));
          }
          throw error;
        });
        await tx.insert(ladderTeams).values({
          ladderId: ladder.id,
          teamId: team.id,
          joinedBy: userId,
          entryFeePaid: entry.entryFeePaid,
          joinedAt: now,
          updatedAt: now,
        });
        return { ladder_id: ladder.id, team_id: team.id, entry_fee_paid: entry.entryFeePaid };
      });
    },

    /** A captain posts a challenge: open to any team on the ladder, or to one named team (told at once). */
    async challenge(userId: number, input: LadderChallengeInput): Promise<LadderChallenge> {
      const id = await db.transaction(async (tx) => {
        const ladder = await repo.lockLadder(tx, input.ladder_id);
        if (!ladder) throw notFound('The ladder');
        const now = clock.now();
        assertInSeason(ladder, now);
        const team = await requireCaptain(tx, input.team_id, userId, M.notCaptain);
        await requireMember(tx, ladder.id, team.id, M.notOnLadder);
        const opponentId = input.opponent_team_id ?? null;
        if (opponentId !== null) {
          if (opponentId === team.id) throw invalid('SELF_CHALLENGE', M.selfChallenge);
          await requireMember(tx, ladder.id, opponentId, M.opponentNotOnLadder);
          await assertPairMayPlay(tx, ladder.id, team.id, opponentId, now);
        }
        const windowStart = input.window_start ? new Date(input.window_start) : now;
        const windowEnd = input.window_end
          ? new Date(input.window_end)
          : new Date(windowStart.getTime() + DEFAULT_CHALLENGE_WINDOW_MS);
        if (windowEnd <= windowStart) throw invalid('WINDOW_ORDER', M.windowOrder);
        if (windowEnd <= now) throw invalid('WINDOW_PAST', M.windowPast);
        const challenge = await repo.insertChallenge(tx, {
          ladderId: ladder.id,
          teamId: team.id,
          opponentTeamId: opponentId,
          bestOf: input.best_of,
          windowStart,
          windowEnd,
          createdBy: userId,
          createdAt: now,
        });
        if (opponentId !== null)
          await ladderNotices.challenged(tx, {
            ladderId: ladder.id,
            ladderName: ladder.name,
            teamId: opponentId,
            challengerName: team.teamName,
            bestOf: input.best_of,
          });
        return challenge.id;
      });
      const rows = await repo.listChallenges(
        db,
        (await repo.findChallenge(db, id))!.ladderId,
        'open',
        new Date(0),
        1000,
      );
      return toChallenge(rows.find((row) => row.challenge.id === id)!);
    },

    /**
     * A captain accepts a challenge for a team: one accept wins (the ladder's row lock, then a conditional
     * update); the match is drawn in the ladder's tournament and its id answered.
     */
    async accept(userId: number, input: { challenge_id: number; team_id: number }) {
      return db.transaction(async (tx) => {
        const found = await repo.findChallenge(tx, input.challenge_id);
        if (!found) throw notFound('The challenge');
        const ladder = await repo.lockLadder(tx, found.ladderId);
        if (!ladder) throw notFound('The challenge');
        const now = clock.now();
        assertInSeason(ladder, now);
        const challenge = await repo.findChallenge(tx, input.challenge_id);
        if (challenge?.status !== 'open') throw new AppError('conflict', 'CHALLENGE_GONE', M.challengeGone);
        if (challenge.windowEnd <= now)
          throw new AppError('conflict', 'CHALLENGE_EXPIRED', M.challengeExpired);
        const team = await requireCaptain(tx, input.team_id, userId, M.notCaptain);
        if (team.id === challenge.teamId) throw invalid('OWN_CHALLENGE', M.ownChallenge);
        if (challenge.opponentTeamId !== null && challenge.opponentTeamId !== team.id)
          throw invalid('NOT_YOUR_CHALLENGE', M.notYourChallenge);
        await requireMember(tx, ladder.id, team.id, M.notOnLadder);
        await assertPairMayPlay(tx, ladder.id, challenge.teamId, team.id, now);
        const claimed = await repo.claimChallenge(tx, challenge.id, {
          acceptedTeamId: team.id,
          acceptedBy: userId,
          acceptedAt: now,
        });
        if (!claimed) throw new AppError('conflict', 'CHALLENGE_GONE', M.challengeGone);
        // The match is played by the teams as they are now, not as they joined (decision 0048, Update).
        await repo.followTeamRoster(tx, ladder.matchTournamentId, challenge.teamId);
        await repo.followTeamRoster(tx, ladder.matchTournamentId, team.id);
        const challengerName = (await repo.standings(tx, ladder.id, false)).find(
          (row) => row.teamId === challenge.teamId,
        )?.teamName;
        const matchId = await drawLadderMatch(tx, {
          tournamentId: ladder.matchTournamentId,
          challenger: { teamId: challenge.teamId, name: challengerName ?? '' },
          accepter: { teamId: team.id, name: team.teamName },
          bestOf: challenge.bestOf,
          challengeId: challenge.id,
        });
        await repo.setChallengeMatch(tx, challenge.id, matchId);
        await deps.hooks.onMatchCreated(tx, ladder.matchTournamentId, matchId);
        await ladderNotices.accepted(tx, {
          ladderName: ladder.name,
          tournamentId: ladder.matchTournamentId,
          matchId,
          teams: [
            { id: challenge.teamId, name: challengerName ?? '' },
            { id: team.id, name: team.teamName },
          ],
        });
        return { challenge_id: challenge.id, match_id: matchId };
      });
    },

    /**
     * The brackets' listener, in the result's transaction: a ladder match's result (confirmed, set, corrected or
     * forfeited) recomputes both teams' records and points. Results of one tournament run one at a time (its row
     * lock), so two results of one ladder never interleave. Standings frozen at season end stay frozen.
     */
    async onBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
      if (event.type !== 'match_confirmed' && event.type !== 'match_result_set') return;
      const challenge = await repo.findChallengeOfMatch(tx, event.matchId);
      if (!challenge || challenge.acceptedTeamId === null) return;
      const ladder = await repo.lockLadder(tx, challenge.ladderId);
      if (!ladder) return;
      const now = clock.now();
      await repo.markChallengeDecided(tx, challenge.id, now);
      if (ladder.state !== 'open') return;
      for (const teamId of [challenge.teamId, challenge.acceptedTeamId]) {
        const record = await repo.recordOfTeam(tx, ladder.id, teamId);
        await repo.setTeamRecord(tx, ladder.id, teamId, {
          ...record,
          points: pointsOf(record),
          updatedAt: now,
        });
      }
    },

    /** One round of the season-end sweep: every ladder whose season is over, each once across instances. */
    async sweep(): Promise<{ ended: number }> {
      let ended = 0;
      for (const { id } of await repo.listDueToEnd(db, clock.now(), END_BATCH)) {
        try {
          if (await endSeason(id)) ended += 1;
        } catch (error) {
          log.warn({ err: error, ladderId: id }, 'could not end a ladder season');
        }
      }
      return { ended };
    },

    endSeason,
  };
}

export type LaddersService = ReturnType<typeof createLaddersService>;
