/** Teams and invitations (decision 0006): every change runs in one transaction on the locked team row. */
import { MAX_TEAMS_PER_CAPTAIN, TEAM_MESSAGES, type Team } from '@arena/shared/teams';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import type { TeamRow } from '../../db/schema/teams';
import { AppError, invalid, notFound, rateLimited } from '../../http/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Clock } from '../../lib/clock';
import { randomToken, safeEqual } from '../../lib/tokens';
import { teamNotices } from './teams.notices';
import {
  acceptPendingMember,
  countAcceptedPlayers,
  countTeamsCaptainedForUpdate,
  deleteMember,
  findMembership,
  findVisibleTeam,
  insertPendingMember,
  insertTeamWithCaptain,
  isTeamLocked,
  listCaptainTeams,
  listMemberTeams,
  listRoster,
  lockTeam,
  updateTeamRow,
  type RosterPlayer,
} from './teams.repository';
import type { TeamPlayer } from '@arena/shared/catalogue';
import { MEMBER } from '@arena/shared/teams';
import { pickPlatformIds } from '@arena/shared/platforms';

/** Team facts other modules' notices name: rosters (captain and accepted players) and names. */
export { teamName, teamNames, teamRosterIds, teamRosters } from './teams.repository';

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'team'
  );
}

type TeamListRow = { team: TeamRow; captainName: string; acceptedPlayers: number; locked: boolean };

export function toTeamDto(row: TeamListRow, viewerId: number): Team {
  return {
    id: row.team.id,
    team_name: row.team.teamName,
    slug: row.team.slug,
    captain_id: row.team.captainId,
    captain_name: row.captainName,
    total_players: row.team.totalPlayers,
    accepted_players: row.acceptedPlayers,
    description: row.team.description,
    status: row.locked ? 'lock' : 'unlock',
    role: row.team.captainId === viewerId ? 'captain' : 'player',
  };
}

/**
 * The one captain check: the team's row, locked until the transaction ends, when `userId` captains it. To
 * anyone not on the team it does not exist (404); a player on it is refused with `notCaptain`.
 */
export async function requireCaptain(
  tx: Tx,
  teamId: number,
  userId: number,
  notCaptain: string = TEAM_MESSAGES.notCaptain,
): Promise<TeamRow> {
  const team = await lockTeam(tx, teamId);
  if (!team) throw notFound('The team');
  if (team.captainId !== userId) {
    const membership = await findMembership(tx, teamId, userId);
    if (!membership || membership.isAccepted === MEMBER.pending) throw notFound('The team');
    throw invalid('NOT_CAPTAIN', notCaptain);
  }
  return team;
}

/** A team's roster (captain first), read in the caller's transaction when it holds the team's lock. */
export function teamRoster(db: DbOrTx, teamId: number, options = { includePending: false }) {
  return listRoster(db, teamId, options);
}

/** A roster player as the team and tournament pages show them, platform IDs included. */
export function toTeamPlayerDto(p: RosterPlayer): TeamPlayer {
  return {
    id: p.userId,
    name: p.name,
    is_accepted: p.isAccepted,
    user_details: pickPlatformIds(p),
  };
}

export function createTeamsService(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  onChange: () => void;
  limiter: RateLimiter;
  /** Team creations per account (the cap on live teams is MAX_TEAMS_PER_CAPTAIN). */
  createPerUser: RateLimitRule;
  /** In the deletion's transaction, the team's row locked: e.g. the team leaves the waitlists it is on. */
  onTeamDeleted?: (tx: Tx, teamId: number) => Promise<void>;
}) {
  const { db, clock } = deps;

  /** Runs `change` on the team row locked for update, as its captain, refusing while the team is locked. */
  async function asCaptain<T>(
    teamId: number,
    userId: number,
    change: (tx: Tx, team: TeamRow) => Promise<T>,
    options: { allowWhileLocked?: boolean } = {},
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const team = await requireCaptain(tx, teamId, userId);
      if (!options.allowWhileLocked && (await isTeamLocked(tx, teamId)))
        throw invalid('TEAM_LOCKED', TEAM_MESSAGES.locked);
      return change(tx, team);
    });
    deps.onChange();
    return result;
  }

  function inviteUrl(team: TeamRow): string {
    const query = new URLSearchParams({
      user_id: String(team.captainId),
      team_id: String(team.id),
      team_slug: team.slug,
      team_token: team.inviteToken,
    });
    return `${deps.publicUrl}/#/?${query.toString()}`;
  }

  return {
    async create(userId: number, input: { team_name: string; total_players: number; description?: string }) {
      const verdict = await deps.limiter.consume(`create-team:user:${userId}`, deps.createPerUser);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
      return db.transaction(async (tx) => {
        if ((await countTeamsCaptainedForUpdate(tx, userId)) >= MAX_TEAMS_PER_CAPTAIN)
          throw new AppError('conflict', 'TOO_MANY_TEAMS', TEAM_MESSAGES.tooManyTeams);
        return insertTeamWithCaptain(tx, {
          teamName: input.team_name,
          slug: slugify(input.team_name),
          captainId: userId,
          totalPlayers: input.total_players,
          description: input.description?.trim() ?? '',
          inviteToken: randomToken(16),
        });
      });
    },

    async update(
      userId: number,
      input: { id: number; team_name: string; total_players: number; description?: string },
    ) {
      await asCaptain(input.id, userId, async (tx) => {
        const accepted = await countAcceptedPlayers(tx, input.id);
        if (accepted > input.total_players)
          throw invalid('TOO_MANY_PLAYERS', TEAM_MESSAGES.tooMany(accepted));
        await updateTeamRow(tx, input.id, {
          teamName: input.team_name,
          slug: slugify(input.team_name),
          totalPlayers: input.total_players,
          ...(input.description === undefined ? {} : { description: input.description.trim() }),
          updatedAt: clock.now(),
        });
      });
    },

    async remove(userId: number, teamId: number) {
      // Soft delete: past tournaments keep naming the team.
      await asCaptain(teamId, userId, async (tx, team) => {
        await teamNotices.teamDeleted(tx, team);
        await deps.onTeamDeleted?.(tx, teamId);
        await updateTeamRow(tx, teamId, { deletedAt: clock.now() });
      });
    },

    async myTeams(userId: number): Promise<Team[]> {
      return (await listCaptainTeams(db, userId)).map((row) => toTeamDto(row, userId));
    },

    async participatingTeams(userId: number): Promise<Team[]> {
      return (await listMemberTeams(db, userId)).map((row) => toTeamDto(row, userId));
    },

    /** The players of a team its captain (with pending requests) or one of its players looks at. */
    async players(userId: number, teamId: number) {
      const visible = await findVisibleTeam(db, teamId, userId);
      if (!visible) throw notFound('The team');
      const isCaptain = visible.team.captainId === userId;
      const players = await listRoster(db, teamId, { includePending: isCaptain });
      return { team: toTeamDto(visible, userId), players: players.map(toTeamPlayerDto) };
    },

    /** The captain's invitation link; `regenerate` issues a new secret so that old links stop working. */
    async inviteLink(userId: number, teamId: number, regenerate: boolean) {
      return asCaptain(teamId, userId, async (tx, team) => {
        if (!regenerate) return inviteUrl(team);
        const inviteToken = randomToken(16);
        await updateTeamRow(tx, teamId, { inviteToken, updatedAt: clock.now() });
        return inviteUrl({ ...team, inviteToken });
      });
    },

    /** A join request from an invitation link: pending until the captain accepts. */
    async requestToJoin(
      userId: number,
      invitation: { user_id: number; team_id: number; team_token: string },
    ) {
      await db.transaction(async (tx) => {
        const team = await lockTeam(tx, invitation.team_id);
        if (
          !team ||
          team.captainId !== invitation.user_id ||
          !safeEqual(team.inviteToken, invitation.team_token)
        ) {
          throw invalid('INVALID_INVITATION', TEAM_MESSAGES.invalidLink);
        }
        if (team.captainId === userId) throw invalid('CAPTAIN_JOIN', TEAM_MESSAGES.captainJoin);
        if (await isTeamLocked(tx, team.id)) throw invalid('TEAM_LOCKED', TEAM_MESSAGES.locked);
        const membership = await findMembership(tx, team.id, userId);
        if (membership) {
          throw invalid(
            'ALREADY_MEMBER',
            membership.isAccepted === MEMBER.pending
              ? TEAM_MESSAGES.alreadyRequested
              : TEAM_MESSAGES.alreadyMember,
          );
        }
        if ((await countAcceptedPlayers(tx, team.id)) >= team.totalPlayers)
          throw invalid('TEAM_FULL', TEAM_MESSAGES.full);
        try {
          await insertPendingMember(tx, team.id, userId);
        } catch (error) {
          if (violatedUniqueConstraint(error))
            throw invalid('ALREADY_MEMBER', TEAM_MESSAGES.alreadyRequested);
          throw error;
        }
        await teamNotices.joinRequested(tx, team, userId);
      });
    },

    async accept(userId: number, teamId: number, playerId: number) {
      await asCaptain(teamId, userId, async (tx, team) => {
        const membership = await findMembership(tx, teamId, playerId);
        if (!membership || membership.isAccepted === MEMBER.captain)
          throw invalid('PLAYER_NOT_FOUND', TEAM_MESSAGES.playerNotFound);
        if (membership.isAccepted !== MEMBER.pending) throw invalid('NOT_PENDING', TEAM_MESSAGES.notPending);
        if ((await countAcceptedPlayers(tx, teamId)) >= team.totalPlayers)
          throw invalid('TEAM_FULL', TEAM_MESSAGES.full);
        if (!(await acceptPendingMember(tx, teamId, playerId, clock.now()))) {
          throw invalid('NOT_PENDING', TEAM_MESSAGES.notPending);
        }
        await teamNotices.requestAnswered(tx, team, playerId, true);
      });
    },

    async reject(userId: number, teamId: number, playerId: number) {
      // A pending request never gives a place in a tournament, so it may be turned down while locked.
      await asCaptain(
        teamId,
        userId,
        async (tx, team) => {
          if (!(await deleteMember(tx, teamId, playerId, true)))
            throw invalid('NOT_PENDING', TEAM_MESSAGES.notPending);
          await teamNotices.requestAnswered(tx, team, playerId, false);
        },
        { allowWhileLocked: true },
      );
    },

    async removePlayer(userId: number, teamId: number, playerId: number) {
      await asCaptain(teamId, userId, async (tx, team) => {
        if (!(await deleteMember(tx, teamId, playerId)))
          throw invalid('PLAYER_NOT_FOUND', TEAM_MESSAGES.playerNotFound);
        await teamNotices.removedFromTeam(tx, team, playerId);
      });
    },

    async leave(userId: number, teamId: number) {
      await db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        const membership = team ? await findMembership(tx, teamId, userId) : undefined;
        if (!team || !membership || membership.isAccepted === MEMBER.pending) throw notFound('The team');
        if (membership.isAccepted === MEMBER.captain)
          throw invalid('CAPTAIN_CANNOT_LEAVE', TEAM_MESSAGES.captainCannotLeave);
        if (await isTeamLocked(tx, teamId)) throw invalid('TEAM_LOCKED', TEAM_MESSAGES.locked);
        await deleteMember(tx, teamId, userId);
      });
      deps.onChange();
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
