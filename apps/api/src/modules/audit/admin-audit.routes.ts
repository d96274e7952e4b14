/** The console's audit log: every admin action, who, what, when, before and after. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuery } from '@arena/shared/admin';
import { paginationSchema } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { AuditService } from './audit.service';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAuditLog',
        description:
          'Every admin action with its actor, target, time and the values before and after, newest first, filtered by action or target; paged.',
        summary: 'Every admin action: who, what, when, before and after; newest first',
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: {
          200: envelopeSchema({ data: z.array(auditEntrySchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => {
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page ?? 50 });
      const { entries, total } = await audit.list(
        {
          action: request.query.action,
          targetType: request.query.target_type,
          targetId: request.query.target_id,
        },
        page.sql,
      );
      return ok('Audit log', { data: entries, ...paginationMeta(page, total) });
    },
  );
};
