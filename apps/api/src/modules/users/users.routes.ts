import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@arena/shared/user';
import { envelopeSchema, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findUserById } from './users.repository';
import { toUserDto } from './user.mapper';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with their details and balances',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ user: userSchema }) },
      },
    },
    async (request) => {
      const row = await findUserById(app.deps.database.db, request.currentUser().id);
      if (!row) throw notFound('The user');
      return ok('User profile', { user: toUserDto(row) });
    },
  );
};
