/** The console's view of the mail outbox: every e-mail the platform sent or stored. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import type { OutboxService } from './outbox.service';

const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});

export const adminOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listOutbox',
        description:
          'Every e-mail the platform sent or stored (the outbox table), newest first, optionally for one recipient; ' +
          'paged. One-time codes and link tokens are masked, and every e-mail shown is recorded in the audit log ' +
          '(email.read).',
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
      const { emails, total } = await outbox.list(request.currentUser().id, {
        to,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return ok('Outbox', {
        pagination: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
        data: emails,
      });
    },
  );
};
