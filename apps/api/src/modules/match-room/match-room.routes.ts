/** The match room's page data and message thread (decision 0023). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MATCH_ROOM_MESSAGES,
  matchMessageBody,
  matchMessageSchema,
  matchRoomQuery,
  matchRoomSchema,
} from '@arena/shared/match-room';
import { envelopeSchema, ok } from '../../http/envelope';
import type { MatchRoomService } from './match-room.service';

const secured = { security: [{ bearer: [] }], tags: ['brackets'] };

export const matchRoomRoutes: FastifyPluginAsyncZod<{ rooms: MatchRoomService }> = async (app, { rooms }) => {
  const guard = { onRequest: app.requireUser };
  const viewerOf = (user: { id: number; role: string }) => ({ id: user.id, role: user.role });

  app.get(
    '/api/match-room',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getMatchRoom',
        description:
          "One match as its two teams and the admins see it: round, state, report deadline, both teams' entered rosters with their platform IDs. Anyone else gets 404, as for a match that does not exist.",
        refusals: [404],
        summary: 'A match room: round, deadline and both rosters (its two teams and admins only)',
        querystring: matchRoomQuery,
        response: { 200: envelopeSchema({ data: matchRoomSchema }) },
      },
    },
    async (request) =>
      ok(MATCH_ROOM_MESSAGES.room, {
        data: await rooms.room(request.query.match_id, viewerOf(request.currentUser())),
      }),
  );

  app.get(
    '/api/match-messages',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMatchMessages',
        description:
          "The match's message thread (the latest 100, oldest first), visible to the two teams' players and the admins only; anyone else gets 404.",
        refusals: [404],
        summary: "A match's messages (its two teams and admins only)",
        querystring: matchRoomQuery,
        response: { 200: envelopeSchema({ data: z.array(matchMessageSchema) }) },
      },
    },
    async (request) =>
      ok(MATCH_ROOM_MESSAGES.messages, {
        data: await rooms.messages(request.query.match_id, viewerOf(request.currentUser())),
      }),
  );

  app.post(
    '/api/match-messages',
    {
      ...guard,
      bodyLimit: 16_384,
      schema: {
        ...secured,
        operationId: 'postMatchMessage',
        description: `Posts a plain-text message (1 to 500 characters, no control characters) to the match's thread; the other players of both teams are notified. At most 10 messages a minute per player and match.`,
        refusals: [404, 429],
        summary: "Write in a match's thread (its two teams and admins only; rate-limited)",
        body: matchMessageBody,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await rooms.post(request.body.match_id, viewerOf(request.currentUser()), request.body.message);
      return ok(MATCH_ROOM_MESSAGES.posted);
    },
  );
};
