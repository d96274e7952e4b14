/** The console's dashboard: players, revenue by product, open withdrawals, disputes and upcoming starts. */
import { asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@arena/shared/admin';
import { penceToPounds } from '@arena/shared/money';
import { paymentOrders } from '../../db/schema/payments';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { envelopeSchema, ok } from '../../http/envelope';
import { listDisputedMatchIds } from '../brackets/brackets.repository';

const DAY = 86_400_000;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        operationId: 'getAdminDashboard',
        description:
          "Counts of players, revenue by product, open withdrawal requests, disputed matches and the next tournament starts, for the console's home.",
        summary: 'Players, revenue by product, open withdrawals, disputes and the next starts',
        response: { 200: envelopeSchema({ data: dashboardSchema }) },
      },
    },
    async () => {
      const now = app.deps.clock.now();
      const count = sql<number>`count(*)::int`;
      const [[players], [recent], [banned], revenue, [open], disputes, upcoming] = await Promise.all([
        db.select({ n: count }).from(users),
        db
          .select({ n: count })
          .from(users)
          .where(gte(users.createdAt, new Date(now.getTime() - 7 * DAY))),
        db.select({ n: count }).from(users).where(isNotNull(users.bannedAt)),
        db
          .select({
            kind: paymentOrders.kind,
            pence: sql<number>`coalesce(sum(${paymentOrders.amountPence}), 0)::int`,
          })
          .from(paymentOrders)
          .where(eq(paymentOrders.status, 'completed'))
          .groupBy(paymentOrders.kind),
        db
          .select({ n: count, pence: sql<number>`coalesce(sum(${withdrawalRequests.amountPence}), 0)::int` })
          .from(withdrawalRequests)
          .where(inArray(withdrawalRequests.status, ['pending', 'processing'])),
        listDisputedMatchIds(db),
        db
          .select({
            id: tournaments.id,
            name: tournaments.tournamentName,
            start: tournaments.tournamentStartDate,
            total: tournaments.totalTeams,
            enrolled: sql<number>`(
              SELECT count(*)::int FROM tournament_entries dash_e
              WHERE dash_e.tournament_id = "tournaments"."id" AND dash_e.status = 'active'
            )`,
          })
          .from(tournaments)
          .where(eq(tournaments.tournamentState, 'pending'))
          .orderBy(asc(tournaments.tournamentStartDate))
          .limit(5),
      ]);
      const byKind = (kind: string) => revenue.find((r) => r.kind === kind)?.pence ?? 0;
      const total = revenue.reduce((sum, r) => sum + r.pence, 0);
      return ok('Dashboard', {
        data: {
          players: { total: players?.n ?? 0, new_last_7_days: recent?.n ?? 0, banned: banned?.n ?? 0 },
          revenue: {
            credits: penceToPounds(byKind('credits')),
            subscription: penceToPounds(byKind('subscription')),
            tokens: penceToPounds(byKind('tokens')),
            total: penceToPounds(total),
          },
          withdrawals: { open: open?.n ?? 0, open_amount: penceToPounds(open?.pence ?? 0) },
          disputes: disputes.length,
          upcoming: upcoming.map((t) => ({
            id: t.id,
            tournament_name: t.name,
            tournament_start_date: t.start.toISOString(),
            enrolled_teams: t.enrolled,
            total_teams: t.total,
          })),
        },
      });
    },
  );
};
