/** My data (issue 28, decision 0051): the signed-in player's copy of everything Arena holds about them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportQuerySchema,
  DELETE_ACCOUNT_MESSAGES,
  deleteAccountSchema,
  MY_DATA_MESSAGES,
} from '@arena/shared/account-data';
import { envelopeSchema, ok } from '../../http/envelope';
import type { AccountDataService } from './account-data.service';
import type { AccountDeletionService } from './account-deletion.service';
import { EXPORT_FORMAT_DESCRIPTION, sendZipOrName } from './export-download';

const row = z.record(z.string(), z.unknown());

export const accountDataRoutes: FastifyPluginAsyncZod<{
  accountData: AccountDataService;
  accountDeletion: AccountDeletionService;
}> = async (app, { accountData, accountDeletion }) => {
  app.get(
    '/api/my-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'exportMyData',
        summary: 'Download everything Arena holds about me (JSON)',
        description:
          'A JSON copy of the account and of every row that refers to it: teams and memberships, entries, reports, ' +
          'messages, evidence, payments, ledger, withdrawals, notifications and preferences, sessions, ratings, ' +
          'and the codes and e-mails sent to its address (GDPR articles 15 and 20). Credentials (password and code ' +
          'hashes, secrets, tokens) are left out and one-time codes in e-mails masked. Sent as a file ' +
          '(`Content-Disposition: attachment`); 5 an hour per account.' +
          EXPORT_FORMAT_DESCRIPTION,
        refusals: [429],
        security: [{ bearer: [] }],
        querystring: dataExportQuerySchema,
        response: {
          200: envelopeSchema({
            data: z.object({
              generated_at: z.string(),
              account: row,
              tables: z.record(z.string(), z.array(row)),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = request.currentUser();
      const data = await accountData.exportFor(user);
      const zipped = await sendZipOrName(reply, accountData, data, {
        prefix: 'arena-my-data',
        format: request.query.format,
      });
      return zipped ?? ok(MY_DATA_MESSAGES.exported, { data });
    },
  );

  app.post(
    '/api/delete-account',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'deleteAccount',
        summary: 'Delete my account',
        description:
          'Deletes the account after checking its password: refused while the player captains a team in a pending ' +
          'or underway tournament, has a withdrawal being paid, or has money in the wallet. Personal data is erased ' +
          '(the name becomes "Deleted player #n"; e-mail, platform IDs, picture and address go; the name and address ' +
          'are scrubbed from what others were sent); ledger, payment and audit rows keep the pseudonymous id. Credits ' +
          'and tokens are forfeited. Every session ends and its live streams close.',
        refusals: [429],
        security: [{ bearer: [] }],
        body: deleteAccountSchema,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await accountDeletion.deleteAccount(request.currentUser(), request.body);
      return ok(DELETE_ACCOUNT_MESSAGES.deleted);
    },
  );
};
