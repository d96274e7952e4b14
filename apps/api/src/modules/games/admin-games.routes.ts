/** /api/admin/games: the console's games (all of them, archived included). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  IMAGE_FIELDS,
  IMAGE_MAX_BYTES,
  adminGameSchema,
  adminGamesQuery,
  gameInputSchema,
} from '@arena/shared/admin-catalogue';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { AdminGamesService } from './admin-games.service';
import { readImageUpload } from '../../integrations/storage/image-uploads';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const params = z.object({ id: requiredQueryInt('id') });
const gameAnswer = { 200: envelopeSchema({ data: adminGameSchema }) };

export const adminGamesRoutes: FastifyPluginAsyncZod<{ games: AdminGamesService }> = async (
  app,
  { games },
) => {
  app.get(
    '/api/admin/games',
    {
      schema: {
        apiKeyScope: 'read',
        ...adminOnly,
        operationId: 'listAdminGames',
        description:
          'Every game, archived ones included, by name, with how many tournaments each has; filtered by search text and status, paged.',
        summary: 'Every game, archived included, by name, with its tournament counts; paged',
        querystring: adminGamesQuery,
        response: {
          200: envelopeSchema({ data: z.array(adminGameSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => {
      const { search, status } = request.query;
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page });
      const { games: list, total } = await games.list({ search, status }, page.sql);
      return ok(M.games, { data: list, ...paginationMeta(page, total) });
    },
  );

  app.post(
    '/api/admin/games',
    {
      schema: {
        ...adminOnly,
        operationId: 'createGame',
        description:
          'Adds a game to the catalogue; a name already used, whatever its case, is refused. The change is audited.',
        refusals: [409],
        summary: 'Add a game (names are unique whatever their case)',
        body: gameInputSchema,
        response: gameAnswer,
      },
    },
    async (request) => {
      const game = await games.create(request.currentUser().id, request.body.game_name);
      return ok(M.gameCreated, { data: game });
    },
  );

  app.put(
    '/api/admin/games/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'renameGame',
        summary: 'Rename a game',
        description: 'Renames a game; a name already used by another game, whatever its case, is refused.',
        refusals: [409],
        params,
        body: gameInputSchema,
        response: gameAnswer,
      },
    },
    async (request) => {
      const game = await games.rename(request.currentUser().id, request.params.id, request.body.game_name);
      return ok(M.gameUpdated, { data: game });
    },
  );

  app.post(
    '/api/admin/games/:id/archive',
    {
      schema: {
        ...adminOnly,
        operationId: 'archiveGame',
        description:
          'Takes a game out of the public catalogue; refused while the game has tournaments open or underway.',
        refusals: [409],
        summary: 'Take a game out of the catalogue (refused while it has tournaments open or underway)',
        params,
        response: gameAnswer,
      },
    },
    async (request) => {
      const game = await games.archive(request.currentUser().id, request.params.id);
      return ok(M.gameArchived, { data: game });
    },
  );

  app.post(
    '/api/admin/games/:id/unarchive',
    {
      schema: {
        ...adminOnly,
        operationId: 'unarchiveGame',
        description: 'Puts an archived game back into the public catalogue.',
        refusals: [409],
        summary: 'Put an archived game back in the catalogue',
        params,
        response: gameAnswer,
      },
    },
    async (request) => {
      const game = await games.unarchive(request.currentUser().id, request.params.id);
      return ok(M.gameUnarchived, { data: game });
    },
  );

  // Multipart only here: every other route takes JSON.
  await app.register(async (context) => {
    const uploads = context.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    uploads.post(
      '/api/admin/games/:id/banner',
      {
        schema: {
          ...adminOnly,
          operationId: 'uploadGameBanner',
          description:
            "Replaces the game's banner with an uploaded JPEG or PNG (multipart/form-data), re-encoded by the server.",
          summary: `Upload the game's banner: JPEG or PNG in multipart field "${IMAGE_FIELDS.gameBanner}", 5 MB at most`,
          consumes: ['multipart/form-data'],
          params,
          response: gameAnswer,
        },
      },
      async (request) => {
        const upload = await readImageUpload(request, IMAGE_FIELDS.gameBanner);
        const game = await games.replaceBanner(request.currentUser().id, request.params.id, upload);
        return ok(M.gameBannerUpdated, { data: game });
      },
    );
  });
};
