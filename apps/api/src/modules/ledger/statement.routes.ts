/** Statements: a player's own ledger as CSV (any player's for an admin: admin-statement.routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdQuery } from '@arena/shared/payments';
import { notFound } from '../../http/errors';
import { csvResponse, sendStatement, type StatementService } from './statement';

export const statementRoutes: FastifyPluginAsyncZod<{ statements: StatementService }> = async (
  app,
  { statements },
) => {
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
      return sendStatement(reply, await statements.statement(me));
    },
  );
};
