import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        operationId: 'getHealth',
        description:
          'Answers 200 while the process runs; it does not touch the database, so a load balancer can tell a stuck process from a database outage.',
        summary: 'Liveness: the process answers',
        response: { 200: envelopeSchema() },
      },
    },
    async () => ok('OK'),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        operationId: 'getReadiness',
        description:
          'Answers 200 when the database answers a query, 503 otherwise; the image health check and load balancers use it.',
        summary: 'Readiness: the database answers',
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('unavailable', 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return ok('Ready');
    },
  );
};
