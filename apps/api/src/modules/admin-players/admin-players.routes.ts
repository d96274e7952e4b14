/** The console's players: search, profile with balances and ledger, ban, unban, adjust, promote. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adjustBalanceBody,
  adminPlayerSchema,
  banBody,
  ledgerEntrySchema,
  playerLedgerQuery,
  playersQuery,
  roleBody,
} from '@arena/shared/admin';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { ageOn, isoDate } from '@arena/shared/age-and-country';
import { penceToPounds } from '@arena/shared/money';
import type { LedgerAsset } from '../../db/schema/ledger';
import type { UserRow } from '../../db/schema/users';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import { dataExportQuerySchema } from '@arena/shared/account-data';
import { EXPORT_FORMAT_DESCRIPTION, sendZipOrName } from '../account-data/export-download';
import { underAgeFlag } from '../users/age-and-country.service';
import type { AdminPlayersService } from './admin-players.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const params = z.object({ id: requiredQueryInt('id') });
const playerAnswer = { 200: envelopeSchema({ data: adminPlayerSchema }) };

export function toAdminPlayer(row: UserRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    player_id: row.playerId,
    role: row.role,
    banned_at: row.bannedAt?.toISOString() ?? null,
    credits: row.credits,
    tokens: row.tokens,
    wallet: penceToPounds(row.walletPence),
    paypal_email: row.paypalEmail,
    vip_expires_at: row.vipExpiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    two_factor: row.twoFactorEnabledAt !== null,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    date_of_birth: row.dateOfBirth,
    age: row.dateOfBirth === null ? null : ageOn(row.dateOfBirth, isoDate(now)),
    residence_country: row.residenceCountry,
    under_18: underAgeFlag(row.dateOfBirth, now),
  };
}

const asShown = (asset: LedgerAsset, amount: number) => (asset === 'wallet' ? penceToPounds(amount) : amount);

export const adminPlayersRoutes: FastifyPluginAsyncZod<{ players: AdminPlayersService }> = async (
  app,
  { players },
) => {
  app.get(
    '/api/admin/players',
    {
      schema: {
        ...adminOnly,
        operationId: 'listPlayers',
        description: 'Players found by name, e-mail or player ID, newest first; paged.',
        summary: 'Players by name, e-mail or player ID, newest first',
        querystring: playersQuery,
        response: {
          200: envelopeSchema({ data: z.array(adminPlayerSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => {
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page ?? 20 });
      const { rows, total } = await players.list(request.query.search, page.sql);
      return ok('Players', {
        data: rows.map((row) => toAdminPlayer(row, app.deps.clock.now())),
        ...paginationMeta(page, total),
      });
    },
  );

  app.get(
    '/api/admin/players/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'getPlayer',
        description: "A player's profile, balances and ledger entries (newest first, paged).",
        summary: "A player's profile, balances and ledger (newest first)",
        params,
        querystring: playerLedgerQuery,
        response: {
          200: envelopeSchema({
            data: adminPlayerSchema,
            ledger: z.array(ledgerEntrySchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const row = await players.find(request.params.id);
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page ?? 20 });
      const ledger = await players.ledger(row.id, page.sql);
      return ok('Player', {
        data: toAdminPlayer(row, app.deps.clock.now()),
        ledger: ledger.rows.map((entry) => ({
          id: entry.id,
          asset: entry.asset,
          delta: asShown(entry.asset, entry.delta),
          balance_after: asShown(entry.asset, entry.balanceAfter),
          reason: entry.reason,
          reference: entry.reference,
          created_by: entry.createdBy,
          note: entry.note,
          created_at: entry.createdAt.toISOString(),
        })),
        ...paginationMeta(page, ledger.total),
      });
    },
  );

  app.post(
    '/api/admin/players/:id/ban',
    {
      schema: {
        ...adminOnly,
        operationId: 'banPlayer',
        description: 'Bans a player with a written reason and ends every session of the account.',
        summary: 'Ban a player (with a reason) and end their sessions',
        params,
        body: banBody,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.ban(request.currentUser().id, request.params.id, request.body.reason);
      return ok(ADMIN_MESSAGES.banned, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.post(
    '/api/admin/players/:id/unban',
    {
      schema: {
        ...adminOnly,
        operationId: 'unbanPlayer',
        summary: 'Lift a ban',
        description: "Lifts a player's ban; the player can sign in again.",
        params,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.unban(request.currentUser().id, request.params.id);
      return ok(ADMIN_MESSAGES.unbanned, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.post(
    '/api/admin/players/:id/adjust',
    {
      schema: {
        ...adminOnly,
        operationId: 'adjustPlayerBalance',
        description:
          'Corrects a balance through the ledger, with a written reason; a balance never goes below zero.',
        summary: 'Correct a balance through the ledger, with a written reason (never below zero)',
        params,
        body: adjustBalanceBody,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.adjust(request.currentUser().id, request.params.id, request.body);
      return ok(ADMIN_MESSAGES.adjusted, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.post(
    '/api/admin/players/:id/role',
    {
      schema: {
        ...adminOnly,
        operationId: 'setPlayerRole',
        description: 'Promotes a player to admin, or back to player.',
        summary: 'Promote to admin, or back to player',
        params,
        body: roleBody,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.setRole(request.currentUser().id, request.params.id, request.body.role);
      return ok(ADMIN_MESSAGES.roleChanged, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.post(
    '/api/admin/players/:id/verify-email',
    {
      schema: {
        ...adminOnly,
        operationId: 'markPlayerEmailVerified',
        summary: "Mark a player's e-mail address as verified, with a reason",
        description:
          'For a player whose verification e-mails do not arrive and who has shown the address is theirs another way: ' +
          "marks it verified (paid entries and withdrawals open), with a written reason, audited. Not the admin's own.",
        params,
        body: banBody,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.markEmailVerified(
        request.currentUser().id,
        request.params.id,
        request.body.reason,
      );
      return ok(ADMIN_MESSAGES.emailMarkedVerified, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.post(
    '/api/admin/players/:id/force-password-reset',
    {
      schema: {
        ...adminOnly,
        operationId: 'forcePlayerPasswordReset',
        description:
          "For a suspected takeover: the player's password stops working, every session of the account ends (its " +
          'live streams close) and the player is e-mailed to set a new one through Forgot password. Audited.',
        summary: "Force a player's password reset",
        params,
        response: playerAnswer,
      },
    },
    async (request) => {
      const row = await players.forcePasswordReset(request.currentUser().id, request.params.id);
      return ok(ADMIN_MESSAGES.passwordResetForced, { data: toAdminPlayer(row, app.deps.clock.now()) });
    },
  );

  app.get(
    '/api/admin/players/:id/data',
    {
      schema: {
        ...adminOnly,
        operationId: 'exportPlayerData',
        description:
          'Everything held about the player, as `GET /api/my-data` gives the player (decision 0051), for a request ' +
          'made to support; sent as a file. Audited.' +
          EXPORT_FORMAT_DESCRIPTION,
        summary: "Export a player's data on their request",
        params,
        querystring: dataExportQuerySchema,
        response: {
          200: envelopeSchema({
            data: z.object({
              generated_at: z.string(),
              account: z.record(z.string(), z.unknown()),
              tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const data = await players.exportData(request.currentUser().id, request.params.id);
      const zipped = await sendZipOrName(reply, players, data, {
        prefix: 'arena-player-data',
        format: request.query.format,
      });
      return zipped ?? ok(ADMIN_MESSAGES.dataExported, { data });
    },
  );
};
