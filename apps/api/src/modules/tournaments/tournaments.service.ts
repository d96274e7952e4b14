/**
 * The public tournament catalogue: list with filters, detail with participants, a participant's roster; and My
 * Tournaments, read through what the enrolment module offers.
 */
import { penceToPounds, poundsToPence } from '@arena/shared/money';
import type { TournamentsListQuery, TournamentStateFilter } from '@arena/shared/catalogue';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import type { Db } from '../../db/client';
import type { TournamentState } from '@arena/shared/catalogue';
import { notFound } from '../../http/errors';
import { teamRoster, toTeamPlayerDto } from '../teams/teams.service';
import { findActiveEntry, listEnrolledTournaments } from '../enrolment/enrolment.service';
import { listWaiting, listWaitlistedTournaments, viewerPlace } from '../enrolment/waitlist.service';
import { toTournamentDto } from './tournament.mapper';
import {
  findTournament,
  listParticipants,
  listTournaments,
  tournamentFilterBounds,
  tournamentsJoinedBy,
} from './tournaments.repository';

/** The tournament's name, for other modules' notices. */
export { tournamentName } from './tournaments.repository';

/**
 * The list tabs (docs/product.md, Tournaments and enrolment): Active = underway, Upcoming = pending, All = all
 * but cancelled.
 */
const STATES_BY_TAB: Record<TournamentStateFilter, TournamentState[]> = {
  all: ['pending', 'underway', 'completed'],
  active: ['underway'],
  upcoming: ['pending'],
};

export function createTournamentsService(db: Db) {
  return {
    /** The list as a visitor sees it: participate is false everywhere (see joinedBy). */
    async list(query: TournamentsListQuery, page: { limit?: number; offset?: number }) {
      const { rows, total } = await listTournaments(
        db,
        {
          states: STATES_BY_TAB[query.tournament_state],
          gameId: query.game_id,
          maxTotalTeams: query.total_teams,
          maxEntryFee: query.entry_fee,
          maxWinningPrizePence:
            query.winning_prize === undefined ? undefined : poundsToPence(query.winning_prize),
          region: query.region,
          search: query.search,
        },
        page,
      );
      const bounds = await tournamentFilterBounds(db);
      return {
        total,
        tournaments: rows.map((row) => toTournamentDto(row, false)),
        filters: {
          max_entry_fee: bounds.maxEntryFee,
          max_total_teams: bounds.maxTotalTeams,
          max_winning_prize: penceToPounds(bounds.maxWinningPrizePence),
          regions: bounds.regions,
        },
      };
    },

    /** One tournament as a visitor sees it, with its participants. */
    async details(id: number) {
      const row = await findTournament(db, id);
      if (!row) throw notFound('The tournament');
      const waiting = await listWaiting(db, id);
      return {
        tournament: toTournamentDto(row, false),
        participants: await listParticipants(db, id),
        waitlist: waiting.map((w, index) => ({
          position: index + 1,
          team_id: w.teamId,
          team_name: w.teamName,
          captain_name: w.captainName,
          checked_in: w.checkedInAt !== null,
        })),
      };
    },

    /** The viewer's entered or waiting team in a tournament, or null. */
    async viewerEntry(tournamentId: number, viewerId: number) {
      const place = await viewerPlace(db, tournamentId, viewerId);
      if (!place) return null;
      return {
        team_id: place.teamId,
        team_name: place.teamName,
        status: place.status,
        is_captain: place.captainId === viewerId,
        checked_in: place.checkedInAt !== null,
      };
    },

    /** Of these tournaments, the ones the viewer plays in (participate). */
    joinedBy(viewerId: number, tournamentIds: number[]) {
      return tournamentsJoinedBy(db, viewerId, tournamentIds);
    },

    /** The roster of a team entered in the tournament, as the team page shows it to its players. */
    async roster(tournamentId: number, teamId: number) {
      if (!(await findActiveEntry(db, tournamentId, teamId))) throw notFound('The team');
      return (await teamRoster(db, teamId)).map(toTeamPlayerDto);
    },

    /**
     * My Tournaments: the tournaments the user plays in (as captain or on a roster) and those their teams wait
     * for, newest start first, with the team.
     */
    async enrolledTournaments(userId: number): Promise<EnrolledTournament[]> {
      const [entered, waiting] = await Promise.all([
        listEnrolledTournaments(db, userId),
        listWaitlistedTournaments(db, userId),
      ]);
      const rows: EnrolledTournament[] = [
        ...entered.map((row) => ({
          ...toTournamentDto(row, true),
          team_id: row.teamId,
          team_name: row.teamName,
          is_captain: row.captainId === userId,
          checked_in: row.checkedInAt !== null,
          entry_status: row.status === 'no_show' ? ('dropped' as const) : ('enrolled' as const),
          waitlist_position: null,
        })),
        ...waiting.map((row) => ({
          ...toTournamentDto(row, false),
          team_id: row.teamId,
          team_name: row.teamName,
          is_captain: row.captainId === userId,
          checked_in: row.checkedInAt !== null,
          entry_status: 'waitlisted' as const,
          waitlist_position: row.position,
        })),
      ];
      return rows.sort(
        (a, b) =>
          Date.parse(b.tournament_start_date) - Date.parse(a.tournament_start_date) ||
          b.id - a.id ||
          a.team_id - b.team_id,
      );
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
