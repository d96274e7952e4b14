/** The public player and team pages over HTTP (issue 27, decision 0046): no sign-in needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUBLIC_PROFILE_MESSAGES,
  playerProfileQuery,
  playerProfileSchema,
  teamProfileQuery,
  teamProfileSchema,
} from '@arena/shared/profiles';
import { answerVisitorsFromCache, envelopeSchema, ok, sendCachedJson } from '../../http/envelope';
import type { ProfilesService } from './profiles.service';

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  // Visitors' answers come from the public answers' cache, as the catalogue's and the leaderboard's do: a result
  // or a profile change (privacy settings included) clears it on every instance; the TTL bounds the rest.
  const cache = app.deps.catalogueCache;
  app.get(
    '/api/player-profile',
    {
      onRequest: answerVisitorsFromCache(cache, 'player-profile'),
      preHandler: app.optionalUser,
      schema: {
        apiKeyScope: 'read',
        tags: ['profiles'],
        operationId: 'getPlayerProfile',
        summary: "A player's public page: ratings with history, record, matches, tournaments",
        description:
          "A player's public page: username, picture, country, teams, `ratings[]` per game and team size (`provisional` while fewer than 10 matches, `history` the rating after each of the last 100 rated matches), the record and recent decided matches of the player's teams with the player on the roster, tournaments with final placings, and total prize winnings. `platform_ids` and `winnings` are null unless the player made them public (My Account, Privacy) or the viewer is the player or an admin. A banned or unknown player is 404.",
        refusals: [404],
        querystring: playerProfileQuery,
        response: { 200: envelopeSchema({ data: playerProfileSchema }) },
      },
    },
    async (request, reply) => {
      const user = request.session?.user ?? null;
      if (user) {
        const viewer = { id: user.id, role: user.role };
        return ok(PUBLIC_PROFILE_MESSAGES.player, {
          data: await profiles.player(request.query.user_id, viewer),
        });
      }
      const { json } = await cache.get(`player-profile:${request.url}`, async () => {
        const body = ok(PUBLIC_PROFILE_MESSAGES.player, {
          data: await profiles.player(request.query.user_id, null),
        });
        return { body, json: JSON.stringify(body) };
      });
      return sendCachedJson(reply, json);
    },
  );

  app.get(
    '/api/team-profile',
    {
      onRequest: answerVisitorsFromCache(cache, 'team-profile'),
      schema: {
        apiKeyScope: 'read',
        tags: ['profiles'],
        operationId: 'getTeamProfile',
        summary: "A team's public page: roster, record, matches, tournaments",
        description:
          "A team's public page: name, description, size, roster (captain first), record, recent decided matches with opponents and scores, and tournaments with final placings. A deleted team keeps its page for its history (`deleted` true, empty roster).",
        refusals: [404],
        querystring: teamProfileQuery,
        response: { 200: envelopeSchema({ data: teamProfileSchema }) },
      },
    },
    async (request, reply) => {
      const { json } = await cache.get(`team-profile:${request.url}`, async () => {
        const body = ok(PUBLIC_PROFILE_MESSAGES.team, { data: await profiles.team(request.query.team_id) });
        return { body, json: JSON.stringify(body) };
      });
      return sendCachedJson(reply, json);
    },
  );
};
