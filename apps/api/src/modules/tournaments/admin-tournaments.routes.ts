/** /api/admin/tournaments: create and edit, images, seeds, and the full view (start and cancel: lifecycle module). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  IMAGE_FIELDS,
  IMAGE_MAX_BYTES,
  adminSeedSchema,
  adminTournamentDetailSchema,
  adminTournamentSchema,
  adminTournamentSummarySchema,
  adminTournamentsQuery,
  seedsInputSchema,
  tournamentInputSchema,
} from '@arena/shared/admin-catalogue';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { AdminTournamentsService } from './admin-tournaments.service';
import { readImageUpload } from '../../integrations/storage/image-uploads';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const params = z.object({ id: requiredQueryInt('id') });
const tournamentAnswer = { 200: envelopeSchema({ data: adminTournamentSchema }) };
/** Two HTML descriptions of up to 20 000 characters each do not fit the default JSON limit once escaped. */
const TOURNAMENT_BODY_LIMIT = 256 * 1024;

export const adminTournamentsRoutes: FastifyPluginAsyncZod<{ tournaments: AdminTournamentsService }> = async (
  app,
  { tournaments },
) => {
  app.get(
    '/api/admin/tournaments',
    {
      schema: {
        apiKeyScope: 'read',
        ...adminOnly,
        operationId: 'listAdminTournaments',
        description:
          'Every tournament, cancelled ones included, latest start first, with its entered-teams count; filtered by search, state and game, paged.',
        summary: 'Every tournament, cancelled included, latest start first, with its entered count; paged',
        querystring: adminTournamentsQuery,
        response: {
          200: envelopeSchema({
            data: z.array(adminTournamentSummarySchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const { search, state, game_id } = request.query;
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page });
      const result = await tournaments.list({ search, state, gameId: game_id }, page.sql);
      return ok(M.tournaments, { data: result.tournaments, ...paginationMeta(page, result.total) });
    },
  );

  app.get(
    '/api/admin/tournaments/:id',
    {
      schema: {
        apiKeyScope: 'read',
        ...adminOnly,
        operationId: 'getAdminTournament',
        description:
          "One tournament with every field, and every entry with its roster and the players' platform IDs.",
        summary: 'One tournament with every field, and every entry with its roster and platform IDs',
        params,
        response: { 200: envelopeSchema({ data: adminTournamentDetailSchema }) },
      },
    },
    async (request) => ok(M.tournament, { data: await tournaments.detail(request.params.id) }),
  );

  app.post(
    '/api/admin/tournaments',
    {
      bodyLimit: TOURNAMENT_BODY_LIMIT,
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'createTournament',
        description:
          'Creates a pending tournament whose registration stays open until its deadline; the game must be in the catalogue.',
        summary: 'Create a tournament (pending; registration open until its deadline)',
        body: tournamentInputSchema,
        response: tournamentAnswer,
      },
    },
    async (request) => {
      const tournament = await tournaments.create(request.currentUser().id, request.body);
      return ok(M.tournamentCreated, { data: tournament });
    },
  );

  app.put(
    '/api/admin/tournaments/:id',
    {
      bodyLimit: TOURNAMENT_BODY_LIMIT,
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'updateTournament',
        description:
          'Edits a pending tournament; once teams have entered, its game, size, fee and category stay and its slots cannot drop below the entries.',
        summary:
          'Edit every field of a pending tournament; once teams entered, game, size, fee and category stay, slots cannot drop below them',
        params,
        body: tournamentInputSchema,
        response: tournamentAnswer,
      },
    },
    async (request) => {
      const tournament = await tournaments.update(request.currentUser().id, request.params.id, request.body);
      return ok(M.tournamentUpdated, { data: tournament });
    },
  );

  app.put(
    '/api/admin/tournaments/:id/seeds',
    {
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'seedTournament',
        description:
          "Sets the organiser's seeding of a pending tournament: seeds 1 to n, one per entered team. A tournament seeded by rating takes the organiser's order too and is seeded by the organiser from then on (decision 0045).",
        summary: 'Organiser seeding of a pending tournament: seeds 1 to n, one per entered team',
        params,
        body: seedsInputSchema,
        response: { 200: envelopeSchema({ data: z.array(adminSeedSchema) }) },
      },
    },
    async (request) => {
      const { seeds, overRating } = await tournaments.setSeeds(
        request.currentUser().id,
        request.params.id,
        request.body.seeds,
      );
      return ok(overRating ? M.seedsSavedOverRating : M.seedsSaved, { data: seeds });
    },
  );

  // Multipart only here: every other route takes JSON.
  await app.register(async (context) => {
    const uploads = context.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    uploads.post(
      '/api/admin/tournaments/:id/banner',
      {
        schema: {
          ...adminOnly,
          operationId: 'uploadTournamentBanner',
          description:
            "Replaces the tournament's banner with an uploaded JPEG or PNG (multipart/form-data), re-encoded by the server.",
          summary: `Upload the tournament's banner: JPEG or PNG in multipart field "${IMAGE_FIELDS.tournamentBanner}", 5 MB at most`,
          consumes: ['multipart/form-data'],
          params,
          response: tournamentAnswer,
        },
      },
      async (request) => {
        const upload = await readImageUpload(request, IMAGE_FIELDS.tournamentBanner);
        const tournament = await tournaments.replaceBanner(
          request.currentUser().id,
          request.params.id,
          upload,
        );
        return ok(M.tournamentBannerUpdated, { data: tournament });
      },
    );
    uploads.post(
      '/api/admin/tournaments/:id/bracket-image',
      {
        schema: {
          ...adminOnly,
          operationId: 'uploadTournamentBracketImage',
          description:
            'Replaces the picture shown instead of a live bracket with an uploaded JPEG or PNG (multipart/form-data).',
          summary: `Upload the fallback bracket picture: JPEG or PNG in multipart field "${IMAGE_FIELDS.bracketImage}", 5 MB at most`,
          consumes: ['multipart/form-data'],
          params,
          response: tournamentAnswer,
        },
      },
      async (request) => {
        const upload = await readImageUpload(request, IMAGE_FIELDS.bracketImage);
        const tournament = await tournaments.replaceBracketImage(
          request.currentUser().id,
          request.params.id,
          upload,
        );
        return ok(M.bracketImageUpdated, { data: tournament });
      },
    );
  });
};
