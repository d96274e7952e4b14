import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameSchema, gamesListQuery, paginationSchema } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import { listActiveGames } from './games.repository';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games-list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Games in the catalogue, by name; paged when page is given',
        querystring: gamesListQuery,
        response: {
          200: envelopeSchema({ data: z.array(gameSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listActiveGames(app.deps.database.db, {
        search: request.query.search,
        ...page.sql,
      });
      return ok('Games', {
        data: rows.map((row) => ({ id: row.id, game_name: row.gameName, game_banner: row.gameBanner })),
        ...paginationMeta(page, total),
      });
    },
  );
};
