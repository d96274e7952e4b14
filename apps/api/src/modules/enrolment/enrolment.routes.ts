/** Enrol, leave and My Tournaments (spec 000 section 7, spec 001 panel 3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENROLMENT_MESSAGES,
  enrolBody,
  enrolledTournamentSchema,
  enrolledTournamentsQuery,
  leaveBody,
} from '@arena/shared/enrolment';
import { envelopeSchema, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { toTournamentDto } from '../tournaments/tournament.mapper';
import { listEnrolledTournaments } from './enrolment.repository';
import { createEnrolmentService } from './enrolment.service';

const secured = { security: [{ bearer: [] }], tags: ['enrolment'] };

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrolment = createEnrolmentService({
    db: app.deps.database.db,
    clock: app.deps.clock,
    // Slot counts and participants show on public pages.
    onChange: () => app.deps.catalogueCache.clear(),
  });
  const guard = { onRequest: app.requireUser };

  app.post(
    '/api/add-tournament-participants',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'enrolTeam',
        description:
          'The captain enters a team into a tournament with open registration: the entry fee is debited in credits and, for VIP tournaments, one VIP token per player, in one transaction with the slot.',
        refusals: [404, 409],
        summary: 'Enrol my team (captain only): entry fee in credits, and for VIP one token per player',
        body: enrolBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await enrolment.enrol(request.currentUser().id, request.body);
      return ok(ENROLMENT_MESSAGES.enrolled);
    },
  );

  app.delete(
    '/api/remove-tournament-participants',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'withdrawTeam',
        description:
          'The captain takes the team out of a tournament before it starts; what the entry paid is refunded exactly once.',
        refusals: [404],
        summary: 'Leave a tournament before it starts; what the entry paid is refunded',
        body: leaveBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await enrolment.leave(request.currentUser().id, request.body);
      return ok(ENROLMENT_MESSAGES.left);
    },
  );

  app.get(
    '/api/user-enroll-tournament-list',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMyTournaments',
        description: 'The tournaments my teams are entered in (My Tournaments), with their state.',
        refusals: [404],
        summary: 'Tournaments my teams are entered in (My Tournaments)',
        querystring: enrolledTournamentsQuery,
        response: { 200: envelopeSchema({ data: z.array(enrolledTournamentSchema) }) },
      },
    },
    async (request) => {
      const me = request.currentUser().id;
      if (request.query.captain_id !== undefined && request.query.captain_id !== me)
        throw notFound('The user');
      const rows = await listEnrolledTournaments(app.deps.database.db, me);
      return ok('My tournaments', {
        data: rows.map((row) => ({
          ...toTournamentDto(row, true),
          team_id: row.teamId,
          team_name: row.teamName,
        })),
      });
    },
  );
};
