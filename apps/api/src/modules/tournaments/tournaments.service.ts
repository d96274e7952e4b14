/** The public tournament catalogue: list with filters, detail with participants, a participant's roster. */
import { penceToPounds, poundsToPence } from '@arena/shared/money';
import type { TournamentsListQuery, TournamentStateFilter } from '@arena/shared/catalogue';
import type { Db } from '../../db/client';
import type { TournamentState } from '../../db/schema/tournaments';
import { notFound } from '../../http/errors';
import { toTournamentDto } from './tournament.mapper';
import {
  findTournament,
  listParticipants,
  listTournaments,
  participantRoster,
  tournamentFilterBounds,
  tournamentsJoinedBy,
} from './tournaments.repository';

/** The list tabs (DESIGN section 5): Active = underway, Upcoming = pending, All = all but cancelled. */
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
      return { tournament: toTournamentDto(row, false), participants: await listParticipants(db, id) };
    },

    /** Of these tournaments, the ones the viewer plays in (participate). */
    joinedBy(viewerId: number, tournamentIds: number[]) {
      return tournamentsJoinedBy(db, viewerId, tournamentIds);
    },

    async roster(tournamentId: number, teamId: number) {
      const players = await participantRoster(db, tournamentId, teamId);
      if (!players) throw notFound('The team');
      return players.map((p) => ({
        id: p.id,
        name: p.name,
        is_accepted: p.isAccepted,
        user_details: {
          psn: p.psn,
          activision: p.activision,
          xbox: p.xbox,
          ea: p.ea,
          ubisoft: p.ubisoft,
          discord: p.discord,
        },
      }));
    },
  };
}
