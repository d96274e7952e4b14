import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paginationSchema,
  requiredQueryInt,
  teamPlayerSchema,
  tournamentFiltersSchema,
  tournamentParticipantSchema,
  tournamentSchema,
  tournamentsListQuery,
} from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import { createTournamentsService } from './tournaments.service';

export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTournamentsService(app.deps.database.db);

  app.get(
    '/api/tournaments-list',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Tournaments by tab, game, filters and search, with the filter bounds',
        querystring: tournamentsListQuery,
        response: {
          200: envelopeSchema({
            tournaments: z.array(tournamentSchema),
            data: tournamentFiltersSchema,
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const result = await service.list(request.query, request.session?.user.id, page.sql);
      return ok('Tournaments', {
        tournaments: result.tournaments,
        data: result.filters,
        ...paginationMeta(page, result.total),
      });
    },
  );

  app.get(
    '/api/tournament-details',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'One tournament with its participants; participate is for the signed-in viewer',
        // user_id is what the spec's page sends; the viewer is taken from the session, never from it.
        querystring: z.object({ id: requiredQueryInt('id'), user_id: z.string().max(20).optional() }),
        response: {
          200: envelopeSchema({
            tournament: tournamentSchema,
            tournamentParticipants: z.array(tournamentParticipantSchema),
          }),
        },
      },
    },
    async (request) => {
      const result = await service.details(request.query.id, request.session?.user.id);
      return ok('Tournament details', {
        tournament: result.tournament,
        tournamentParticipants: result.participants,
      });
    },
  );

  app.get(
    '/api/tournament-team-players',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The roster of a team entered in a tournament (the Teams tab's View dialog)",
        querystring: z.object({
          tournament_id: requiredQueryInt('tournament_id'),
          team_id: requiredQueryInt('team_id'),
        }),
        response: { 200: envelopeSchema({ players: z.array(teamPlayerSchema) }) },
      },
    },
    async (request) => {
      const players = await service.roster(request.query.tournament_id, request.query.team_id);
      return ok('Team players', { players });
    },
  );
};
