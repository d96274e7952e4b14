import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameSchema, gamesListQuery, paginationSchema } from '@arena/shared/catalogue';
import { answerVisitorsFromCache, envelopeSchema, ok, sendCachedJson } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { GamesService } from './games.service';

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(
    '/api/games-list',
    {
      onRequest: answerVisitorsFromCache(app.deps.catalogueCache, 'games-list'),
      schema: {
        apiKeyScope: 'read',
        tags: ['catalogue'],
        operationId: 'listGames',
        description:
          'The games of the public catalogue by name, optionally filtered by a search text; the whole list, or one page when `page` is given.',
        summary: 'Games in the catalogue, by name; paged when page is given',
        querystring: gamesListQuery,
        response: {
          200: envelopeSchema({ data: z.array(gameSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const { json } = await app.deps.catalogueCache.get(`games-list:${request.url}`, async () => {
        const { games: list, total } = await games.listActive({ search: request.query.search, ...page.sql });
        const body = ok('Games', { data: list, ...paginationMeta(page, total) });
        return { body, json: JSON.stringify(body) };
      });
      return sendCachedJson(reply, json);
    },
  );
};
