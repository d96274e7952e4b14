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
import type { Tournament } from '@arena/shared/catalogue';
import {
  enrolledTournamentSchema,
  enrolledTournamentsQuery,
  viewerEntrySchema,
  waitlistedTeamSchema,
} from '@arena/shared/enrolment';
import { answerVisitorsFromCache, envelopeSchema, ok, sendCachedJson } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { TournamentsService } from './tournaments.service';

export const tournamentsRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsService }> = async (
  app,
  { tournaments: service },
) => {
  const cache = app.deps.catalogueCache;
  const cached = (key: string, build: () => Promise<Record<string, unknown>>) =>
    cache.get(key, async () => {
      const body = await build();
      return { body, json: JSON.stringify(body) };
    });

  /** The visitor's tournaments with `participate` set for a signed-in viewer. */
  async function withParticipation(viewerId: number, list: Tournament[]): Promise<Tournament[]> {
    const joined = await service.joinedBy(
      viewerId,
      list.map((t) => t.id),
    );
    return list.map((t) => (joined.has(t.id) ? { ...t, participate: true } : t));
  }

  app.get(
    '/api/tournaments-list',
    {
      onRequest: answerVisitorsFromCache(cache, 'tournaments-list'),
      preHandler: app.optionalUser,
      schema: {
        apiKeyScope: 'read',
        tags: ['catalogue'],
        operationId: 'listTournaments',
        description:
          'Public tournaments of one tab (upcoming, live, completed) filtered by game, size, fee, prize, region and search, with the bounds the filters can take.',
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
    async (request, reply) => {
      const page = pageOf(request.query);
      const { body, json } = await cached(`tournaments-list:${request.url}`, async () => {
        const result = await service.list(request.query, page.sql);
        return ok('Tournaments', {
          tournaments: result.tournaments,
          data: result.filters,
          ...paginationMeta(page, result.total),
        });
      });
      const viewer = request.session?.user.id;
      if (viewer === undefined) return sendCachedJson(reply, json);
      const tournaments = await withParticipation(viewer, body.tournaments as Tournament[]);
      return { ...(body as ReturnType<typeof ok>), tournaments, data: body.data as never };
    },
  );

  app.get(
    '/api/tournament-details',
    {
      onRequest: answerVisitorsFromCache(cache, 'tournament-details'),
      preHandler: app.optionalUser,
      schema: {
        apiKeyScope: 'read',
        tags: ['catalogue'],
        operationId: 'getTournament',
        description:
          "One public tournament with its rules, prizes, entered teams and waitlist; with a session, `participate` tells whether the viewer's teams can still enter and `viewer_entry` is the viewer's entered or waiting team.",
        refusals: [404],
        summary: 'One tournament with its participants; participate is for the signed-in viewer',
        // user_id is what the spec's page sends; the viewer is taken from the session, never from it.
        querystring: z.object({ id: requiredQueryInt('id'), user_id: z.string().max(20).optional() }),
        response: {
          200: envelopeSchema({
            tournament: tournamentSchema,
            tournamentParticipants: z.array(tournamentParticipantSchema),
            /** Teams waiting for a place, in queue order. */
            tournamentWaitlist: z.array(waitlistedTeamSchema),
            /** The signed-in viewer's entered or waiting team (null for visitors and outsiders). */
            viewer_entry: viewerEntrySchema.nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { body, json } = await cached(`tournament-details:${request.url}`, async () => {
        const result = await service.details(request.query.id);
        return ok('Tournament details', {
          tournament: result.tournament,
          tournamentParticipants: result.participants,
          tournamentWaitlist: result.waitlist,
          viewer_entry: null,
        });
      });
      const viewer = request.session?.user.id;
      if (viewer === undefined) return sendCachedJson(reply, json);
      const [tournament] = await withParticipation(viewer, [body.tournament as Tournament]);
      return {
        ...(body as ReturnType<typeof ok>),
        tournament: tournament!,
        tournamentParticipants: body.tournamentParticipants as never,
        tournamentWaitlist: body.tournamentWaitlist as never,
        viewer_entry: await service.viewerEntry(tournament!.id, viewer),
      };
    },
  );

  app.get(
    '/api/tournament-team-players',
    {
      schema: {
        apiKeyScope: 'read',
        tags: ['catalogue'],
        operationId: 'getTournamentTeamRoster',
        description:
          'The players of one team entered in a tournament, as the Teams tab of a tournament page shows them.',
        refusals: [404],
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

  app.get(
    '/api/user-enroll-tournament-list',
    {
      onRequest: app.requireUser,
      schema: {
        security: [{ bearer: [] }],
        tags: ['enrolment'],
        operationId: 'listMyTournaments',
        description:
          'The tournaments my teams are entered in (My Tournaments), with their state and check-in, and those my teams wait for (entry_status waitlisted, with waitlist_position; the captain leaves the waitlist with the leave call).',
        refusals: [404],
        summary: 'Tournaments my teams are entered in or waiting for (My Tournaments)',
        querystring: enrolledTournamentsQuery,
        response: { 200: envelopeSchema({ data: z.array(enrolledTournamentSchema) }) },
      },
    },
    async (request) => {
      const me = request.currentUser().id;
      if (request.query.captain_id !== undefined && request.query.captain_id !== me)
        throw notFound('The user');
      return ok('My tournaments', { data: await service.enrolledTournaments(me) });
    },
  );
};
