/** The organiser console's API; every route is invisible (404) to anyone but an admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
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
        summary: 'Every e-mail the platform sent or stored, newest first',
        security: [{ bearer: [] }],
        querystring: z.object({
          to: z.string().max(254).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: envelopeSchema({ data: z.array(outboxEmailSchema) }) },
      },
    },
    async (request) => {
      const { to, page, per_page } = request.query;
      const rows = await listOutbox(app.deps.database.db, {
        to,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return ok('Outbox', {
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
};
