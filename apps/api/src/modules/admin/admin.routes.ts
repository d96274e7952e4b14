/** The organiser console's API; every route is invisible (404) to anyone but an admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuery } from '@arena/shared/admin';
import { paginationSchema } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import { listAdminActions } from './admin-audit';
import { listOutbox } from './outbox.repository';

const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'listOutbox',
        description:
          'Every e-mail the platform sent or stored (the outbox table), newest first, optionally for one recipient; paged.',
        summary: 'Every e-mail the platform sent or stored, newest first',
        security: [{ bearer: [] }],
        querystring: z.object({
          to: z.string().max(254).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: envelopeSchema({ data: z.array(outboxEmailSchema), pagination: paginationSchema }),
        },
      },
    },
    async (request) => {
      const { to, page, per_page } = request.query;
      const { rows, total } = await listOutbox(app.deps.database.db, {
        to,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return ok('Outbox', {
        pagination: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          error: row.error,
          created_at: row.createdAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireAdmin,
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
      const { rows, total } = await listAdminActions(
        app.deps.database.db,
        {
          action: request.query.action,
          targetType: request.query.target_type,
          targetId: request.query.target_id,
        },
        page.sql,
      );
      return ok('Audit log', {
        data: rows.map(({ entry, adminName }) => ({
          id: entry.id,
          admin_id: entry.adminId,
          admin_name: adminName,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          before: entry.before,
          after: entry.after,
          note: entry.note,
          created_at: entry.createdAt.toISOString(),
        })),
        ...paginationMeta(page, total),
      });
    },
  );
};
