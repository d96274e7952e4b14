/** The console's ladders (decision 0048): create, list and edit season ladders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import {
  LADDER_MESSAGES as M,
  createLadderBody,
  ladderSchema,
  laddersListQuery,
  updateLadderBody,
} from '@arena/shared/ladders';
import { envelopeSchema, ok } from '../../http/envelope';
import { answerLadderList } from './ladder-list';
import type { LaddersService } from './ladders.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const params = z.object({ id: requiredQueryInt('id') });
const answer = { 200: envelopeSchema({ data: ladderSchema }) };

export const adminLaddersRoutes: FastifyPluginAsyncZod<{ ladders: LaddersService }> = async (
  app,
  { ladders },
) => {
  app.post(
    '/api/admin/ladders',
    {
      schema: {
        ...adminOnly,
        operationId: 'createLadder',
        description:
          "Opens a season ladder for a game and team size: the season's start and end, the rules, the entry fee in credits per team (0: free), the number of top teams entered free in the playoff tournament (a pending cup of the same game and size) at season end. The ladder's matches are held in a hidden tournament of its own.",
        refusals: [409],
        summary: 'Create a season ladder',
        body: createLadderBody,
        response: answer,
      },
    },
    async (request) => ok(M.created, { data: await ladders.create(request.currentUser().id, request.body) }),
  );

  app.get(
    '/api/admin/ladders',
    {
      schema: {
        ...adminOnly,
        operationId: 'listLaddersForAdmin',
        description: 'Every ladder, running ones first, with its team count.',
        summary: 'Every ladder',
        querystring: laddersListQuery,
        response: {
          200: envelopeSchema({ data: z.array(ladderSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => answerLadderList(ladders, request.query),
  );

  app.put(
    '/api/admin/ladders/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'updateLadder',
        description:
          'Edits a running ladder: name, rules, season end, top N and playoff tournament (a pending cup of the same game and size).',
        refusals: [404, 409],
        summary: 'Edit a running ladder',
        params,
        body: updateLadderBody,
        response: answer,
      },
    },
    async (request) =>
      ok(M.updated, {
        data: await ladders.update(request.currentUser().id, request.params.id, request.body),
      }),
  );
};
