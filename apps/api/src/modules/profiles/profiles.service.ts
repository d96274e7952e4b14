/**
 * The public player and team pages (issue 27, decision 0046): a player's ratings with their history, record,
 * recent matches, tournaments with placings and, where allowed, platform IDs and total winnings; a team's
 * roster, record, matches and tournaments. Public: a visitor or another player sees platform IDs and winnings
 * only where the player made them public; the player themself and the admins see them always.
 */
import { penceToPounds } from '@arena/shared/money';
import { pickPlatformIds } from '@arena/shared/platforms';
import {
  PROFILE_HISTORY_POINTS,
  PROFILE_RECENT_MATCHES,
  PROFILE_TOURNAMENTS,
  PUBLIC_PROFILE_MESSAGES,
  isProvisional,
  type PlayerProfile,
  type ProfileMatch,
  type ProfileRecord,
  type ProfileTournament,
  type TeamProfile,
} from '@arena/shared/profiles';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { readStandings } from '../brackets/tournament-standings';
import {
  bracketVersionsOf,
  decidedMatchDetails,
  decidedMatchKeys,
  entriesOfPlayer,
  entriesOfTeam,
  findPublicUser,
  findTeam,
  isCaptainState,
  prizeWinningsPence,
  ratedMatchesOfPlayer,
  ratingHistory,
  ratingsOfPlayer,
  rosterOfTeam,
  teamsOfPlayer,
  type DecidedMatchKey,
  type DecidedMatchRow,
  type EntryRow,
} from './profiles.repository';

/** Who is looking: null for a visitor. */
export type Viewer = { id: number; role: 'player' | 'admin' } | null;

/** The player themself and the admins see what the privacy settings hide from everybody else. */
export const seesPrivate = (viewer: Viewer, userId: number): boolean =>
  viewer !== null && (viewer.id === userId || viewer.role === 'admin');

/** A decided match from one side (`side` is the team whose page or player it is). */
export function fromSide(row: DecidedMatchRow, side: 'opponent1' | 'opponent2'): ProfileMatch {
  const first = side === 'opponent1';
  return {
    match_id: row.matchId,
    tournament_id: row.tournamentId,
    tournament_name: row.tournamentName,
    date: row.decidedAt.toISOString(),
    team_id: first ? row.opponent1TeamId : row.opponent2TeamId,
    team_name: first ? row.opponent1TeamName : row.opponent2TeamName,
    opponent_team_id: first ? row.opponent2TeamId : row.opponent1TeamId,
    opponent_team_name: first ? row.opponent2TeamName : row.opponent1TeamName,
    own_score: first ? row.opponent1Score : row.opponent2Score,
    opponent_score: first ? row.opponent2Score : row.opponent1Score,
    result: row.outcome === 'draw' ? 'draw' : row.outcome === side ? 'win' : 'loss',
    rated: row.rated === 1,
  };
}

type Side = 'opponent1' | 'opponent2';

/** The page's matches, each with the side its team played: the record counts them all. */
export function recordOf(matches: { key: DecidedMatchKey; side: Side }[]): ProfileRecord {
  const record = { wins: 0, losses: 0, draws: 0 };
  for (const { key, side } of matches) {
    if (key.outcome === 'draw') record.draws += 1;
    else if (key.outcome === side) record.wins += 1;
    else record.losses += 1;
  }
  return record;
}

/** Completed tournaments' placings kept per bracket version (decision 0036): at most this many tournaments. */
const PLACINGS_CACHE_SIZE = 2000;

export function createProfilesService(deps: { db: Db }) {
  const { db } = deps;
  // A completed tournament's placings only change with its bracket (a correction), which renews its version: a
  // read at the same version is the same on every instance.
  const placingsCache = new Map<number, { version: number; placing: Map<number, number> }>();

  async function placingsOf(tournamentIds: number[]): Promise<Map<string, number>> {
    const versions = await bracketVersionsOf(db, tournamentIds);
    const placingOf = new Map<string, number>();
    for (const tournamentId of tournamentIds) {
      const version = versions.get(tournamentId) ?? 0;
      let cached = placingsCache.get(tournamentId);
      if (!cached || cached.version !== version) {
        const placing = new Map<number, number>();
        for (const p of await readStandings(db, tournamentId)) placing.set(p.team_id, p.placing);
        cached = { version, placing };
        placingsCache.delete(tournamentId);
        placingsCache.set(tournamentId, cached);
        if (placingsCache.size > PLACINGS_CACHE_SIZE)
          placingsCache.delete(placingsCache.keys().next().value as number);
      }
      for (const [teamId, place] of cached.placing) placingOf.set(`${tournamentId}:${teamId}`, place);
    }
    return placingOf;
  }

  /** The record over every match, and the newest PROFILE_RECENT_MATCHES with their names and scores. */
  async function matchesPart(matches: { key: DecidedMatchKey; side: Side }[]) {
    const recent = matches.slice(0, PROFILE_RECENT_MATCHES);
    const sideOf = new Map(recent.map((m) => [m.key.matchId, m.side]));
    const rows = await decidedMatchDetails(
      db,
      recent.map((m) => m.key.matchId),
    );
    return {
      record: recordOf(matches),
      recent_matches: rows.map((row) => fromSide(row, sideOf.get(row.matchId)!)),
    };
  }

  /** The listed tournaments (cups only: a ladder's hidden tournament is not one), with completed placings. */
  async function tournamentsOf(entries: EntryRow[]): Promise<ProfileTournament[]> {
    const shown = entries.filter((e) => e.kind !== 'ladder').slice(0, PROFILE_TOURNAMENTS);
    const placingOf = await placingsOf([
      ...new Set(shown.filter((e) => e.tournamentState === 'completed').map((e) => e.tournamentId)),
    ]);
    return shown.map((e) => ({
      tournament_id: e.tournamentId,
      tournament_name: e.tournamentName,
      game_name: e.gameName,
      team_size: e.teamSize,
      tournament_state: e.tournamentState,
      start_date: e.startDate.toISOString(),
      team_id: e.teamId,
      team_name: e.teamName,
      placing: placingOf.get(`${e.tournamentId}:${e.teamId}`) ?? null,
    }));
  }

  async function ratingsOf(userId: number): Promise<PlayerProfile['ratings']> {
    const rows = await ratingsOfPlayer(db, userId);
    return Promise.all(
      rows.map(async (r) => {
        const history = await ratingHistory(
          db,
          { userId, gameId: r.gameId, teamSize: r.teamSize },
          PROFILE_HISTORY_POINTS,
        );
        return {
          game_id: r.gameId,
          game_name: r.gameName,
          team_size: r.teamSize,
          rating: r.rating,
          matches: r.matches,
          wins: r.wins,
          losses: r.losses,
          draws: r.draws,
          provisional: isProvisional(r.matches),
          history: history.reverse().map((h) => ({
            match_id: h.matchId,
            date: h.decidedAt.toISOString(),
            rating_after: h.ratingAfter,
            result: h.result,
          })),
        };
      }),
    );
  }

  /**
   * The decided matches the player played: those of the teams they were entered with (their roster in that
   * tournament), and any they were rated in (a ladder match has no entry roster).
   */
  async function matchesOfPlayer(userId: number, entries: EntryRow[]) {
    const rated = await ratedMatchesOfPlayer(db, userId);
    const ratedTeam = new Map(rated.map((r) => [r.matchId, r.teamId]));
    const entered = new Set(entries.map((e) => `${e.tournamentId}:${e.teamId}`));
    const teamIds = [...new Set([...entries.map((e) => e.teamId), ...rated.map((r) => r.teamId)])];
    const matches: { key: DecidedMatchKey; side: Side }[] = [];
    for (const row of await decidedMatchKeys(db, teamIds)) {
      const teamId = ratedTeam.get(row.matchId);
      const side =
        teamId !== undefined
          ? teamId === row.opponent1TeamId
            ? 'opponent1'
            : 'opponent2'
          : entered.has(`${row.tournamentId}:${row.opponent1TeamId}`)
            ? 'opponent1'
            : entered.has(`${row.tournamentId}:${row.opponent2TeamId}`)
              ? 'opponent2'
              : null;
      if (side) matches.push({ key: row, side });
    }
    return matchesPart(matches);
  }

  return {
    async player(userId: number, viewer: Viewer): Promise<PlayerProfile> {
      const user = await findPublicUser(db, userId);
      if (!user) throw new AppError('not_found', 'PLAYER_NOT_FOUND', PUBLIC_PROFILE_MESSAGES.playerNotFound);
      const all = seesPrivate(viewer, userId);
      const [teams, ratings, entries] = await Promise.all([
        teamsOfPlayer(db, userId),
        ratingsOf(userId),
        entriesOfPlayer(db, userId),
      ]);
      const matches = await matchesOfPlayer(userId, entries);
      const showWinnings = all || user.winningsPublic;
      return {
        user_id: user.id,
        name: user.name,
        player_id: user.playerId,
        profile_picture: user.profilePicture,
        country: user.country,
        platform_ids: all || user.platformIdsPublic ? pickPlatformIds(user) : null,
        teams: teams.map((t) => ({
          team_id: t.teamId,
          team_name: t.teamName,
          team_size: t.teamSize,
          captain: isCaptainState(t.isAccepted),
        })),
        ratings,
        ...matches,
        tournaments: await tournamentsOf(entries),
        winnings: showWinnings ? penceToPounds(await prizeWinningsPence(db, userId)) : null,
        platform_ids_public: user.platformIdsPublic,
        winnings_public: user.winningsPublic,
      };
    },

    async team(teamId: number): Promise<TeamProfile> {
      const team = await findTeam(db, teamId);
      if (!team) throw new AppError('not_found', 'TEAM_NOT_FOUND', PUBLIC_PROFILE_MESSAGES.teamNotFound);
      const deleted = team.deletedAt !== null;
      const [roster, entries, keys] = await Promise.all([
        deleted ? Promise.resolve([]) : rosterOfTeam(db, teamId),
        entriesOfTeam(db, teamId),
        decidedMatchKeys(db, [teamId]),
      ]);
      const matches = await matchesPart(
        keys.map((key) => ({ key, side: key.opponent1TeamId === teamId ? 'opponent1' : 'opponent2' })),
      );
      return {
        team_id: team.id,
        team_name: team.teamName,
        description: team.description,
        team_size: team.teamSize,
        deleted,
        roster: roster.map((p) => ({
          user_id: p.userId,
          name: p.name,
          profile_picture: p.profilePicture,
          captain: isCaptainState(p.isAccepted),
        })),
        ...matches,
        tournaments: await tournamentsOf(entries),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
