/** Any player's statement as CSV, for the console. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { csvResponse, sendStatement, type StatementService } from './statement';

export const adminStatementRoutes: FastifyPluginAsyncZod<{ statements: StatementService }> = async (
  app,
  { statements },
) => {
  app.get(
    '/api/admin/players/:id/ledger-statement',
    {
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
    async (request, reply) => sendStatement(reply, await statements.statement(request.params.id)),
  );
};
