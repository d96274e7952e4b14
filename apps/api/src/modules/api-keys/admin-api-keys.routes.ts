/** Organisers' API keys in the console (decision 0059): made, listed, revoked. Keys themselves never reach these. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { API_KEY_MESSAGES as M, apiKeySchema, createApiKeySchema } from '@arena/shared/api-keys';
import { envelopeSchema, ok } from '../../http/envelope';
import type { ApiKeysService } from './api-keys.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const idParams = z.object({ id: requiredQueryInt('id') });
const withKey = apiKeySchema.extend({
  /** `arena_sk_...`: shown in this answer only. */
  key: z.string(),
});

export const adminApiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (
  app,
  { apiKeys },
) => {
  app.post(
    '/api/admin/api-keys',
    {
      schema: {
        ...adminOnly,
        operationId: 'createApiKey',
        summary: 'Make an API key; the key is answered once',
        description:
          'Makes a named key with the given scopes (`read`, `tournaments:write`, `results:write`). `data.key` is ' +
          'shown only in this answer (the server keeps its hash). At most 50 keys.',
        body: createApiKeySchema,
        response: { 200: envelopeSchema({ data: withKey }) },
      },
    },
    async (request) => {
      const key = await apiKeys.create(request.currentUser().id, request.body);
      return ok(M.created, { data: key });
    },
  );

  app.get(
    '/api/admin/api-keys',
    {
      schema: {
        ...adminOnly,
        operationId: 'listApiKeys',
        summary: 'API keys, newest first',
        description:
          'Every key not revoked: name, scopes, prefix, when made and by whom, when last used. Never the key.',
        response: { 200: envelopeSchema({ data: z.array(apiKeySchema) }) },
      },
    },
    async () => ok(M.listed, { data: await apiKeys.list() }),
  );

  app.delete(
    '/api/admin/api-keys/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description: 'The key is refused from now on, on every instance.',
        params: idParams,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await apiKeys.revoke(request.currentUser().id, request.params.id);
      return ok(M.revoked);
    },
  );
};
