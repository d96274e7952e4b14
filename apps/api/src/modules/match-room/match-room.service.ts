/**
 * The match room (decision 0023): what a match's two teams and the admins see of one match, and their short
 * message thread. Everyone else gets the same 404 as for a match that does not exist.
 */
import {
  MATCH_ROOM_MESSAGES,
  type MatchMessage,
  type MatchRoom,
  type MatchRoomTeam,
} from '@arena/shared/match-room';
import { forfeitOutcome } from '@arena/shared/bracket-rounds';
import { pickPlatformIds } from '@arena/shared/platforms';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, rateLimited } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import {
  isDecided,
  isPlayable,
  matchLabeller,
  reportsAgree,
  type MatchRecord,
} from '../brackets/bracket.rules';
import {
  findDeadlineState,
  findReportDeadline,
  listMatchGames,
  listReports,
} from '../brackets/bracket-reads.service';
import { seriesLengths } from '../brackets/series.rules';
import { PLAYING_ENTRY_STATUSES, entryRosters } from '../enrolment/enrolment.service';
import { openMatch, type Viewer } from './match-access';
import { readEvidence } from '../brackets/match-evidence.reads';
import { captainedTeams } from './match-evidence.repository';
import { insertMessage, listMessages } from './match-room.repository';
import { matchRoomNotices } from './match-room.notices';

/** A short thread, not a chat: 10 messages a minute per player and match is plenty and stops floods. */
export const MATCH_MESSAGE_RATE: RateLimitRule = { limit: 10, windowMs: 60_000 };
const THREAD_LENGTH = 100;

export type { Viewer } from './match-access';

const resultOf = (opponent: MatchRecord['opponent1']): MatchRoomTeam['result'] =>
  opponent?.result === 'win' || opponent?.result === 'draw' || opponent?.result === 'loss'
    ? opponent.result
    : null;

/** Disputed (two different reports) or in the no-show queue: the organiser decides this match. */
async function inOrganisersQueue(tx: DbOrTx, matchId: number): Promise<boolean> {
  if ((await findDeadlineState(tx, matchId)) === 'no_show') return true;
  const reports = await listReports(tx, { matchId });
  return reports.length === 2 && !reportsAgree(reports[0]!, reports[1]!);
}

export function createMatchRoomService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db } = deps;

  return {
    async room(matchId: number, viewer: Viewer): Promise<MatchRoom> {
      const { tournament, bracket, match, sides, teamIds, myTeamId } = await openMatch(db, matchId, viewer);
      const label = matchLabeller(bracket.stages, bracket.groups, bracket.rounds);
      const reportable = tournament.state === 'underway' && isPlayable(match) && !isDecided(match);
      const [rosters, evidence, captained, deadlineState, games] = await Promise.all([
        entryRosters(db, tournament.id, teamIds, PLAYING_ENTRY_STATUSES),
        readEvidence(db, { matchIds: [matchId] }),
        reportable ? captainedTeams(db, viewer.id, teamIds) : Promise.resolve([]),
        reportable ? findDeadlineState(db, matchId) : Promise.resolve(undefined),
        isDecided(match) ? listMatchGames(db, { matchIds: [matchId] }) : Promise.resolve(undefined),
      ]);
      // The deadline passed with no report: the organiser decides, reports are closed (decision 0024).
      const noShow = deadlineState === 'no_show';
      const teams: MatchRoomTeam[] = sides.flatMap(({ opponent, teamId }, index) => {
        if (teamId === null) return [];
        const players = rosters.filter((r) => r.teamId === teamId);
        return [
          {
            team_id: teamId,
            team_name: players[0]?.teamName ?? '',
            score: typeof opponent?.score === 'number' ? opponent.score : null,
            result: resultOf(opponent),
            forfeit: isDecided(match) ? forfeitOutcome(opponent, sides[1 - index]?.opponent) : null,
            players: players.map((p) => ({
              user_id: p.userId,
              name: p.name,
              player_id: p.playerId,
              is_captain: p.userId === p.captainId,
              ...pickPlatformIds(p),
            })),
            evidence: evidence.of(matchId, teamId),
          },
        ];
      });
      return {
        match_id: matchId,
        tournament_id: tournament.id,
        tournament_name: tournament.name,
        round_label: label(match),
        status: match.status,
        // While the match can be reported and the deadline still acts (decision 0024), as on My matches: not once
        // the sweep left two different reports to the dispute queue.
        report_deadline:
          reportable && !noShow && deadlineState !== 'disputed'
            ? ((await findReportDeadline(db, matchId))?.toISOString() ?? null)
            : null,
        no_show: noShow,
        my_team_id: myTeamId,
        can_add_evidence: captained.length > 0,
        best_of: seriesLengths(tournament, bracket)(match),
        games: (games?.get(matchId) ?? []).map((game) => ({
          opponent1_score: game.opponent1,
          opponent2_score: game.opponent2,
        })),
        teams,
      };
    },

    async messages(matchId: number, viewer: Viewer): Promise<MatchMessage[]> {
      await openMatch(db, matchId, viewer);
      const rows = await listMessages(db, matchId, THREAD_LENGTH);
      return rows.map((row) => ({
        id: row.id,
        author_name: row.authorName,
        team_id: row.teamId,
        is_admin: row.teamId === null,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async post(matchId: number, viewer: Viewer, message: string): Promise<void> {
      const { tournament, match, teamIds, myTeamId, isAdmin } = await openMatch(db, matchId, viewer);
      const limit = await deps.limiter.consume(`match-message:${viewer.id}:${matchId}`, MATCH_MESSAGE_RATE);
      if (!limit.allowed) throw rateLimited(limit.retryAfterMs);
      if (message.length === 0) throw new AppError('invalid', 'EMPTY_MESSAGE', MATCH_ROOM_MESSAGES.empty);
      await db.transaction(async (tx) => {
        await insertMessage(tx, {
          matchId,
          tournamentId: tournament.id,
          authorId: viewer.id,
          teamId: myTeamId,
          message,
          createdAt: deps.clock.now(),
        });
        await matchRoomNotices.messagePosted(tx, {
          tournament,
          matchId,
          teamIds,
          authorId: viewer.id,
          message,
          organisersDecide: !isAdmin && !isDecided(match) && (await inOrganisersQueue(tx, matchId)),
        });
      });
    },
  };
}

export type MatchRoomService = ReturnType<typeof createMatchRoomService>;
