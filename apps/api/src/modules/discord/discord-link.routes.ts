/** My Account's Discord section (decision 0060): the link, a one-time code for `/arena link`, and unlinking. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISCORD_MESSAGES, discordLinkCodeSchema, discordLinkStatusSchema } from '@arena/shared/discord';
import { envelopeSchema, ok } from '../../http/envelope';
import type { DiscordLinks } from './discord-links.service';

export const discordLinkRoutes: FastifyPluginAsyncZod<{ links: DiscordLinks }> = async (app, { links }) => {
  const secured = { security: [{ bearer: [] }], tags: ['discord'] };

  app.get(
    '/api/discord-link',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'getDiscordLink',
        summary: 'My Discord link, and whether this server takes Discord commands',
        description:
          '`enabled` is false when the server has no DISCORD_PUBLIC_KEY (no Discord commands); `link` is the linked ' +
          'Discord user (id, username when linked, time) or null.',
        response: { 200: envelopeSchema({ data: discordLinkStatusSchema }) },
      },
    },
    async (request) => ok(DISCORD_MESSAGES.status, { data: await links.status(request.currentUser().id) }),
  );

  app.post(
    '/api/discord-link/code',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'createDiscordLinkCode',
        summary: 'A one-time code to link my Discord account with `/arena link code:<code>`',
        description:
          'An 8-character code, valid 10 minutes and for one use, shown in this answer only (the server keeps its ' +
          'hash); a new code replaces the previous one. Refused (409) while a Discord account is linked, and 404 ' +
          'when the server takes no Discord commands.',
        refusals: [404, 409],
        response: { 200: envelopeSchema({ data: discordLinkCodeSchema }) },
      },
    },
    async (request) =>
      ok(DISCORD_MESSAGES.codeCreated, { data: await links.createCode(request.currentUser().id) }),
  );

  app.delete(
    '/api/discord-link',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'deleteDiscordLink',
        summary: 'Unlink my Discord account',
        description:
          'The Discord user can no longer act as this account (its commands answer "link your account first"); ' +
          'an unused link code goes too. 404 when none is linked.',
        refusals: [404],
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await links.unlink(request.currentUser().id);
      return ok(DISCORD_MESSAGES.unlinked);
    },
  );
};
