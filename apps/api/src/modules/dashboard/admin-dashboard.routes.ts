/** The console's dashboard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@arena/shared/admin';
import { envelopeSchema, ok } from '../../http/envelope';
import type { DashboardService } from './dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/admin/dashboard',
    {
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
    async () => ok('Dashboard', { data: await dashboard.summary() }),
  );
};
