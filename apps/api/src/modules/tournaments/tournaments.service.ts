/** The public tournament catalogue: list with filters, detail with participants, a participant's roster. */
import { poundsToPence, penceToPounds } from '@arena/shared/money';
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
    async list(
      query: TournamentsListQuery,
      viewerId: number | undefined,
      page: { limit?: number; offset?: number },
    ) {
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
      const joined =
        viewerId === undefined
          ? new Set<number>()
          : await tournamentsJoinedBy(
              db,
              viewerId,
              rows.map((row) => row.tournament.id),
            );
      const bounds = await tournamentFilterBounds(db);
      return {
        total,
        tournaments: rows.map((row) => toTournamentDto(row, joined.has(row.tournament.id))),
        filters: {
          max_entry_fee: bounds.maxEntryFee,
          max_total_teams: bounds.maxTotalTeams,
          max_winning_prize: penceToPounds(bounds.maxWinningPrizePence),
          regions: bounds.regions,
        },
      };
    },

    async details(id: number, viewerId: number | undefined) {
      const row = await findTournament(db, id);
      if (!row) throw notFound('The tournament');
      const joined =
        viewerId === undefined ? new Set<number>() : await tournamentsJoinedBy(db, viewerId, [id]);
      return {
        tournament: toTournamentDto(row, joined.has(id)),
        participants: await listParticipants(db, id),
      };
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
