/** The reads behind the public player and team pages (decision 0046). */
import { and, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROSTER_STATES, MEMBER } from '@arena/shared/teams';
import type { DbOrTx } from '../../db/client';
import { bracketVersions } from '../../db/schema/brackets';
import { games } from '../../db/schema/games';
import { ledgerEntries } from '../../db/schema/ledger';
import { playerRatings, ratedMatches, ratingChanges } from '../../db/schema/ratings';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { userPlatformIds, users } from '../../db/schema/users';

/** Entries whose team played (or plays) in the tournament: not those that left or were refunded before it. */
const PLAYED_ENTRY_STATES = ['active', 'removed', 'no_show'] as const;

/** At most this many decided matches are read for a record (far more than any team plays). */
const MATCHES_READ_LIMIT = 5000;

export async function findPublicUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      playerId: users.playerId,
      profilePicture: users.profilePicture,
      country: users.country,
      platformIdsPublic: users.platformIdsPublic,
      winningsPublic: users.winningsPublic,
      ...userPlatformIds,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.bannedAt)));
  return row;
}

/** The live teams the player is on (captain or accepted player). */
export async function teamsOfPlayer(db: DbOrTx, userId: number) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      teamSize: teams.totalPlayers,
      isAccepted: teamMembers.isAccepted,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
        isNull(teams.deletedAt),
      ),
    )
    .orderBy(teams.teamName, teams.id);
}

export const isCaptainState = (isAccepted: number) => isAccepted === MEMBER.captain;

export async function ratingsOfPlayer(db: DbOrTx, userId: number) {
  return db
    .select({
      gameId: playerRatings.gameId,
      gameName: games.gameName,
      teamSize: playerRatings.teamSize,
      rating: playerRatings.rating,
      matches: playerRatings.matches,
      wins: playerRatings.wins,
      losses: playerRatings.losses,
      draws: playerRatings.draws,
    })
    .from(playerRatings)
    .innerJoin(games, eq(games.id, playerRatings.gameId))
    .where(eq(playerRatings.userId, userId))
    .orderBy(desc(playerRatings.matches), games.gameName, playerRatings.teamSize);
}

/** The latest `limit` rating changes of one rating, newest first (rating_changes_player_idx). */
export async function ratingHistory(
  db: DbOrTx,
  key: { userId: number; gameId: number; teamSize: number },
  limit: number,
) {
  return db
    .select({
      matchId: ratingChanges.matchId,
      ratingAfter: ratingChanges.ratingAfter,
      result: ratingChanges.result,
      decidedAt: ratedMatches.decidedAt,
    })
    .from(ratingChanges)
    .innerJoin(ratedMatches, eq(ratedMatches.matchId, ratingChanges.matchId))
    .where(
      and(
        eq(ratingChanges.userId, key.userId),
        eq(ratingChanges.gameId, key.gameId),
        eq(ratingChanges.teamSize, key.teamSize),
      ),
    )
    .orderBy(desc(ratingChanges.seq))
    .limit(limit);
}

export interface EntryRow {
  tournamentId: number;
  tournamentName: string;
  tournamentState: string;
  kind: string;
  startDate: Date;
  teamSize: number;
  gameName: string;
  teamId: number;
  /** The team's name now (the bracket keeps the name it played under). */
  teamName: string;
}

const entryColumns = {
  tournamentId: tournaments.id,
  tournamentName: tournaments.tournamentName,
  tournamentState: tournaments.tournamentState,
  kind: tournaments.kind,
  startDate: tournaments.tournamentStartDate,
  teamSize: tournaments.teamSize,
  gameName: games.gameName,
  teamId: teams.id,
  teamName: teams.teamName,
};

/** The entries the player was on the roster of, newest tournament first. */
export async function entriesOfPlayer(db: DbOrTx, userId: number): Promise<EntryRow[]> {
  return db
    .selectDistinct(entryColumns)
    .from(tournamentEntryPlayers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(
      and(
        eq(tournamentEntryPlayers.userId, userId),
        inArray(tournamentEntries.status, [...PLAYED_ENTRY_STATES]),
      ),
    )
    .orderBy(desc(tournaments.tournamentStartDate), desc(tournaments.id));
}

/** The team's entries, newest tournament first. */
export async function entriesOfTeam(db: DbOrTx, teamId: number): Promise<EntryRow[]> {
  return db
    .selectDistinct(entryColumns)
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(
      and(eq(tournamentEntries.teamId, teamId), inArray(tournamentEntries.status, [...PLAYED_ENTRY_STATES])),
    )
    .orderBy(desc(tournaments.tournamentStartDate), desc(tournaments.id));
}

const team1 = alias(teams, 'profile_team1');
const team2 = alias(teams, 'profile_team2');

/** A decided match's key facts: enough to tell whose it is and count a record, without any join. */
export interface DecidedMatchKey {
  matchId: number;
  tournamentId: number;
  opponent1TeamId: number;
  opponent2TeamId: number;
  outcome: 'opponent1' | 'opponent2' | 'draw';
}

/**
 * Decided matches (rated_matches: every decided match result, rated or kept unrated by an anti-abuse rule) of the
 * given teams, newest first, through the two team indexes.
 */
export async function decidedMatchKeys(db: DbOrTx, teamIds: number[]): Promise<DecidedMatchKey[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({
      matchId: ratedMatches.matchId,
      tournamentId: ratedMatches.tournamentId,
      opponent1TeamId: ratedMatches.opponent1TeamId,
      opponent2TeamId: ratedMatches.opponent2TeamId,
      outcome: ratedMatches.outcome,
    })
    .from(ratedMatches)
    .where(or(inArray(ratedMatches.opponent1TeamId, teamIds), inArray(ratedMatches.opponent2TeamId, teamIds)))
    .orderBy(desc(ratedMatches.seq))
    .limit(MATCHES_READ_LIMIT);
}

export interface DecidedMatchRow extends DecidedMatchKey {
  tournamentName: string;
  decidedAt: Date;
  opponent1TeamName: string;
  opponent2TeamName: string;
  opponent1Score: number | null;
  opponent2Score: number | null;
  rated: number;
}

/** The shown matches with their names and scores, newest first. */
export async function decidedMatchDetails(db: DbOrTx, matchIds: number[]): Promise<DecidedMatchRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .select({
      matchId: ratedMatches.matchId,
      tournamentId: ratedMatches.tournamentId,
      tournamentName: tournaments.tournamentName,
      decidedAt: ratedMatches.decidedAt,
      opponent1TeamId: ratedMatches.opponent1TeamId,
      opponent1TeamName: team1.teamName,
      opponent2TeamId: ratedMatches.opponent2TeamId,
      opponent2TeamName: team2.teamName,
      outcome: ratedMatches.outcome,
      opponent1Score: ratedMatches.opponent1Score,
      opponent2Score: ratedMatches.opponent2Score,
      rated: ratedMatches.rated,
    })
    .from(ratedMatches)
    .innerJoin(tournaments, eq(tournaments.id, ratedMatches.tournamentId))
    .innerJoin(team1, eq(team1.id, ratedMatches.opponent1TeamId))
    .innerJoin(team2, eq(team2.id, ratedMatches.opponent2TeamId))
    .where(inArray(ratedMatches.matchId, matchIds))
    .orderBy(desc(ratedMatches.seq));
}

/** The bracket versions of tournaments (decision 0036): a cached read of a bracket holds while its version does. */
export async function bracketVersionsOf(db: DbOrTx, tournamentIds: number[]): Promise<Map<number, number>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .select({ tournamentId: bracketVersions.tournamentId, version: bracketVersions.version })
    .from(bracketVersions)
    .where(inArray(bracketVersions.tournamentId, tournamentIds));
  return new Map(rows.map((r) => [r.tournamentId, r.version]));
}

/** The sum of the prizes paid to the player's wallet (lifecycle: references `prize:<tournament>:<team>:<user>`). */
export async function prizeWinningsPence(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ pence: sql<string | number | null>`sum(${ledgerEntries.delta})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.asset, 'wallet'),
        like(ledgerEntries.reference, 'prize:%'),
      ),
    );
  return Number(row?.pence ?? 0);
}

export async function findTeam(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select({
      id: teams.id,
      teamName: teams.teamName,
      description: teams.description,
      teamSize: teams.totalPlayers,
      deletedAt: teams.deletedAt,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row;
}

/** The team's captain and accepted players (banned players left out), captain first. */
export async function rosterOfTeam(db: DbOrTx, teamId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      isAccepted: teamMembers.isAccepted,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
        isNull(users.bannedAt),
      ),
    )
    .orderBy(desc(teamMembers.isAccepted), users.name);
}

/** The matches the player was rated in, with the team they played for: ladder matches have no entry roster. */
export async function ratedMatchesOfPlayer(db: DbOrTx, userId: number) {
  return db
    .select({ matchId: ratingChanges.matchId, teamId: ratingChanges.teamId })
    .from(ratingChanges)
    .where(eq(ratingChanges.userId, userId))
    .orderBy(desc(ratingChanges.seq))
    .limit(MATCHES_READ_LIMIT);
}
