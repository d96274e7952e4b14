/** Enrol, leave, the waitlist and check-in (spec 000 section 7); My Tournaments is in the tournaments module. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECK_IN_MESSAGES, WAITLIST_MESSAGES } from '@arena/shared/match-day-messages';
import { ENROLMENT_MESSAGES, checkInBody, enrolBody, leaveBody, waitlistBody } from '@arena/shared/enrolment';
import { envelopeSchema, ok } from '../../http/envelope';
import type { EnrolmentService } from './enrolment.service';
import type { WaitlistService } from './waitlist.service';

const secured = { security: [{ bearer: [] }], tags: ['enrolment'] };

export const enrolmentRoutes: FastifyPluginAsyncZod<{
  enrolment: EnrolmentService;
  waitlist: WaitlistService;
}> = async (app, { enrolment, waitlist }) => {
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
      await enrolment.enrol(request.currentUser(), request.body);
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
          'The captain takes the team out of a tournament before it starts; what the entry paid is refunded exactly once and the place goes to the first eligible team of the waitlist. A captain whose team is only waiting leaves the waitlist.',
        refusals: [404],
        summary: 'Leave a tournament (refunded) or its waitlist before it starts',
        body: leaveBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      const left = await enrolment.leave(request.currentUser().id, request.body);
      return ok(left === 'entry' ? ENROLMENT_MESSAGES.left : WAITLIST_MESSAGES.left);
    },
  );

  app.post(
    '/api/join-tournament-waitlist',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'joinTournamentWaitlist',
        description:
          'The captain queues a team for a full tournament. The enrolment rules are checked now and nothing is charged; when a place frees, the first eligible waiting team (checked in, once check-in has opened) is enrolled and charged in the same transaction, and a team that cannot enter then is skipped and told (a notification).',
        refusals: [404, 409],
        summary: 'Join the waitlist of a full tournament (captain only; charged only when promoted)',
        body: waitlistBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await waitlist.join(request.currentUser(), request.body);
      return ok(WAITLIST_MESSAGES.joined);
    },
  );

  app.post(
    '/api/tournament-check-in',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'checkInTeam',
        description:
          "The captain checks the team in while the tournament's check-in window is open (from check_in_minutes before the start until the start). Entered teams that have not checked in are dropped at the start; waiting teams must be checked in to take a place once the window has opened. Checking in twice is harmless.",
        refusals: [404],
        summary: 'Check my team in (captain, while the check-in window is open)',
        body: checkInBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await waitlist.checkIn(request.currentUser().id, request.body.tournament_id);
      return ok(CHECK_IN_MESSAGES.checkedIn);
    },
  );
};
