/**
 * POST /api/discord/interactions: Discord's Interactions Endpoint URL (decision 0060). The signature is checked on
 * the body as received, byte for byte, before it is parsed; then the `/arena` command is answered.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISCORD_MESSAGES } from '@arena/shared/discord';
import { AppError, invalid } from '../../http/errors';
import { refuseNulCharacter } from '../../http/nul-character';
import type { Clock } from '../../lib/clock';
import type { DiscordCommands } from './discord-commands.service';
import { interactionSchema } from './discord-interactions';
import { discordPublicKey, verifyDiscordSignature } from './discord-signature';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const interactionResponseSchema = z.object({
  type: z.number().int().describe('1 PONG (to a PING), 4 a message'),
  data: z
    .object({
      content: z.string(),
      flags: z.number().int().optional().describe('64: only the person who typed the command sees it'),
      allowed_mentions: z.object({ parse: z.array(z.string()) }),
    })
    .optional(),
});

/** The body's JSON, or undefined when it is not JSON (the signature check then refuses it). */
function jsonOrUndefined(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const discordInteractionsRoutes: FastifyPluginAsyncZod<{
  commands: DiscordCommands;
  /** DISCORD_PUBLIC_KEY (hex); unset, the route answers 404. */
  publicKey: string | undefined;
  clock: Clock;
}> = async (app, { commands, publicKey, clock }) => {
  const key = publicKey === undefined ? undefined : discordPublicKey(publicKey);

  // The signature covers the body's bytes: keep them as they came (this parser applies to this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/discord/interactions',
    {
      schema: {
        tags: ['discord'],
        operationId: 'answerDiscordInteraction',
        summary:
          "Discord's interactions: register {PUBLIC_URL}/api/discord/interactions in the Developer Portal",
        description:
          'Discord posts every use of the `/arena` command here (HTTP interactions). The body must be signed with ' +
          "the application's Ed25519 key: `X-Signature-Ed25519` (hex) over `X-Signature-Timestamp` followed by the " +
          'raw body, checked with DISCORD_PUBLIC_KEY; a missing, wrong or stale (over 5 minutes) signature answers ' +
          '401 and does nothing. A PING (type 1) is answered with type 1; a command with a message (type 4), ' +
          'private (flags 64) except the standings. Subcommands: link, checkin, matches, report, standings. ' +
          'Without DISCORD_PUBLIC_KEY the route answers 404.',
        refusals: [401, 404],
        response: { 200: interactionResponseSchema },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // The NUL rule (decision 0013) holds here too, though the body is kept as bytes for its signature.
      refuseNulCharacter(jsonOrUndefined(rawBody));
      if (!key) throw new AppError('not_found', 'DISCORD_NOT_CONFIGURED', DISCORD_MESSAGES.notConfigured);
      const signed = verifyDiscordSignature(
        key,
        {
          signature: header(request.headers['x-signature-ed25519']),
          timestamp: header(request.headers['x-signature-timestamp']),
          rawBody,
        },
        clock.now(),
      );
      if (!signed) throw new AppError('bad_signature', 'BAD_SIGNATURE', DISCORD_MESSAGES.badSignature);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw invalid('INVALID_JSON', 'The body is not valid JSON');
      }
      refuseNulCharacter(parsed);
      const interaction = interactionSchema.safeParse(parsed);
      if (!interaction.success) throw invalid('INVALID_INTERACTION', 'The body is not a Discord interaction');
      return commands.answer(interaction.data);
    },
  );
};
