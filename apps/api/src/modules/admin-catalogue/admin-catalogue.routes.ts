/** The console's catalogue API (issue 7): games, tournaments, pages, contact inbox; invisible (404) to non-admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminContentService } from './admin-content.service';
import { adminContentRoutes } from './admin-content.routes';
import { createAdminGamesService } from './admin-games.service';
import { adminGamesRoutes } from './admin-games.routes';
import { createAdminTournamentsService } from './admin-tournaments.service';
import { adminTournamentsRoutes } from './admin-tournaments.routes';

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, storage, catalogueCache } = app.deps;
  const onChange = () => catalogueCache.clear();
  await app.register(adminGamesRoutes, {
    games: createAdminGamesService({ db: database.db, clock, storage, onChange }),
  });
  await app.register(adminTournamentsRoutes, {
    tournaments: createAdminTournamentsService({ db: database.db, clock, storage, onChange }),
  });
  await app.register(adminContentRoutes, { content: createAdminContentService({ db: database.db, clock }) });
};
