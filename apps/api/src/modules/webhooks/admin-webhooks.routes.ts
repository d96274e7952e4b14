/** Organisers' webhook endpoints and their delivery log (decision 0058). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import {
  WEBHOOK_MESSAGES as M,
  createWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@arena/shared/webhooks';
import { envelopeSchema, ok } from '../../http/envelope';
import type { WebhooksService } from './webhooks.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const idParams = z.object({ id: requiredQueryInt('id') });
const withSecret = webhookEndpointSchema.extend({
  /** `whsec_` + base64: shown in this answer only. */
  secret: z.string(),
});

export const adminWebhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.post(
    '/api/admin/webhooks',
    {
      schema: {
        ...adminOnly,
        operationId: 'createWebhook',
        summary: 'Register a webhook endpoint; its secret is answered once',
        description:
          'Registers an endpoint for the named events, optionally of one tournament only. The URL must be https in ' +
          'production and must not point at a private, loopback or link-local address. Deliveries follow the ' +
          'Standard Webhooks specification, signed with `data.secret` (`whsec_...`), which is shown only in this answer.',
        refusals: [409],
        body: createWebhookSchema,
        response: { 200: envelopeSchema({ data: withSecret }) },
      },
    },
    async (request) => {
      const endpoint = await webhooks.create(request.currentUser().id, request.body);
      return ok(M.created, { data: endpoint });
    },
  );

  app.get(
    '/api/admin/webhooks',
    {
      schema: {
        ...adminOnly,
        operationId: 'listWebhooks',
        summary: 'Webhook endpoints, newest first',
        description: 'Every webhook endpoint, newest first, without secrets.',
        response: { 200: envelopeSchema({ data: z.array(webhookEndpointSchema) }) },
      },
    },
    async () => ok(M.listed, { data: await webhooks.list() }),
  );

  app.delete(
    '/api/admin/webhooks/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint and its delivery log',
        description: 'Deletes the endpoint; nothing more is sent to it, and its delivery log goes with it.',
        params: idParams,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await webhooks.remove(request.currentUser().id, request.params.id);
      return ok(M.deleted);
    },
  );

  app.post(
    '/api/admin/webhooks/:id/rotate-secret',
    {
      schema: {
        ...adminOnly,
        operationId: 'rotateWebhookSecret',
        summary: 'A new secret for an endpoint; the previous one signs alongside for 24 hours',
        description:
          'Answers a new secret once. For 24 hours each delivery carries two signatures in `webhook-signature` ' +
          '(space-separated), one per secret, so the receiver can switch without missing a delivery.',
        params: idParams,
        response: { 200: envelopeSchema({ data: withSecret }) },
      },
    },
    async (request) => {
      const endpoint = await webhooks.rotateSecret(request.currentUser().id, request.params.id);
      return ok(M.rotated, { data: endpoint });
    },
  );

  app.post(
    '/api/admin/webhooks/:id/enable',
    {
      schema: {
        ...adminOnly,
        operationId: 'enableWebhook',
        summary: 'Enable an endpoint the retry window disabled',
        description:
          'An endpoint whose deliveries failed for 24 hours is disabled; enabled again, its waiting deliveries are ' +
          'sent in order, each with a new 24-hour window.',
        params: idParams,
        response: { 200: envelopeSchema({ data: webhookEndpointSchema }) },
      },
    },
    async (request) => {
      const endpoint = await webhooks.enable(request.currentUser().id, request.params.id);
      return ok(M.enabled, { data: endpoint });
    },
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      schema: {
        ...adminOnly,
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's deliveries, newest first",
        description:
          'Each delivery: its event, status (pending, delivered, failed), attempts, the last response code or ' +
          'error, and its times; paged.',
        params: idParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: envelopeSchema({ data: z.array(webhookDeliverySchema), pagination: paginationSchema }),
        },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { deliveries, total } = await webhooks.deliveries(request.params.id, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return ok(M.deliveries, {
        data: deliveries,
        pagination: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      });
    },
  );

  app.post(
    '/api/admin/webhook-deliveries/:id/replay',
    {
      schema: {
        ...adminOnly,
        operationId: 'replayWebhookDelivery',
        summary: 'Send a delivery again',
        description:
          'Queues the delivery again with the same `webhook-id` (a receiver that saw it can tell), after the ' +
          "pending deliveries before it in its endpoint's and tournament's order. Refused while the endpoint is disabled.",
        refusals: [409],
        params: idParams,
        response: { 200: envelopeSchema({ data: webhookDeliverySchema }) },
      },
    },
    async (request) => {
      const delivery = await webhooks.replay(request.currentUser().id, request.params.id);
      return ok(M.replayed, { data: delivery });
    },
  );
};
