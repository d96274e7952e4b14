import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationSchema } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { leaderboardQuery, leaderboardSchema } from '@arena/shared/leaderboard';
import { answerVisitorsFromCache, envelopeSchema, ok, sendCachedJson } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { LeaderboardService } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  const cache = app.deps.catalogueCache;
  app.get(
    '/api/leaderboard',
    {
      // Like the catalogue: a result clears the cache, so a board is at most a few seconds behind its ratings.
      onRequest: answerVisitorsFromCache(cache, 'leaderboard'),
      schema: {
        apiKeyScope: 'read',
        tags: ['catalogue'],
        operationId: 'getLeaderboard',
        description:
          'Players by rating for one game and team size (1 to 4, default 1), optionally in one region: established players ranked (equal ratings share a rank), or with `provisional=true` the players with fewer than 10 rated matches, unranked. Always paged (page 1 and 20 a page by default); `data.regions` lists the regions seen on the board.',
        summary: 'Players by rating for a game and team size; paged',
        refusals: [404],
        querystring: leaderboardQuery,
        response: {
          200: envelopeSchema({ data: leaderboardSchema, pagination: paginationSchema }),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const page = pageOf({ page: query.page ?? 1, per_page: query.per_page ?? PAGE_SIZE.leaderboard });
      const { json } = await cache.get(`leaderboard:${request.url}`, async () => {
        const result = await leaderboard.board(
          {
            gameId: query.game_id,
            teamSize: query.team_size ?? 1,
            region: query.region,
            provisional: query.provisional === 'true' || query.provisional === '1',
          },
          { limit: page.perPage, offset: (page.page! - 1) * page.perPage },
        );
        const body = ok('Leaderboard', {
          data: result.leaderboard,
          pagination: paginationMeta(page, result.total).pagination!,
        });
        return { body, json: JSON.stringify(body) };
      });
      return sendCachedJson(reply, json);
    },
  );
};
