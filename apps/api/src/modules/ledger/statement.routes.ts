/** Statements: a player's own ledger as CSV, and any player's for an admin. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { userIdQuery } from '@arena/shared/payments';
import { notFound } from '../../http/errors';
import { findUserById } from '../users/users.repository';
import { listLedgerOfUser } from './ledger.repository';
import { statementCsv } from './statement';

const csvResponse = {
  200: z.string().describe('text/csv: date, asset, change, balance_after, reason, reference'),
};

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  async function sendStatement(reply: FastifyReply, userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('The user');
    const csv = statementCsv(await listLedgerOfUser(db, userId));
    const day = app.deps.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="arena-statement-${user.playerId}-${day}.csv"`)
      .send(csv);
  }

  app.get(
    '/api/ledger-statement',
    {
      onRequest: app.requireUser,
      schema: {
        security: [{ bearer: [] }],
        tags: ['wallet'],
        operationId: 'downloadMyLedgerStatement',
        refusals: [404],
        summary: 'My statement: every change of my credits, tokens and wallet, as CSV',
        description:
          'A CSV download (Content-Disposition: attachment). `user_id`, when sent, must be mine (404 otherwise).',
        querystring: userIdQuery,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const me = request.currentUser().id;
      if (request.query.user_id !== undefined && request.query.user_id !== me) throw notFound('The user');
      return sendStatement(reply, me);
    },
  );

  app.get(
    '/api/admin/players/:id/ledger-statement',
    {
      onRequest: app.requireAdmin,
      schema: {
        security: [{ bearer: [] }],
        tags: ['admin'],
        operationId: 'adminDownloadPlayerLedgerStatement',
        summary: "A player's statement as CSV",
        description: 'The same CSV as the player downloads, for any player.',
        params: z.object({ id: requiredQueryInt('id') }),
        response: csvResponse,
      },
    },
    async (request, reply) => sendStatement(reply, request.params.id),
  );
};
