import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamPlayerSchema } from '@arena/shared/catalogue';
import {
  TEAM_MESSAGES,
  createTeamSchema,
  invitationSchema,
  leaveTeamBody,
  teamIdBody,
  teamPlayerBody,
  teamSchema,
  updateTeamSchema,
} from '@arena/shared/teams';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { createTeamsService, toTeamDto } from './teams.service';

const secured = { security: [{ bearer: [] }], tags: ['teams'] };
const plain = envelopeSchema();

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const teams = createTeamsService({
    db: app.deps.database.db,
    clock: app.deps.clock,
    publicUrl: app.config.publicUrl,
    // Team names and rosters show on public tournament pages.
    onChange: () => app.deps.catalogueCache.clear(),
  });
  const guard = { onRequest: app.requireUser };

  app.post(
    '/api/create-team',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Create a team; the creator is its captain',
        body: createTeamSchema,
        response: { 200: envelopeSchema({ data: teamSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      const team = await teams.create(userId, request.body);
      return ok(TEAM_MESSAGES.created, {
        data: toTeamDto(
          { team, captainName: request.currentUser().name, acceptedPlayers: 1, locked: false },
          userId,
        ),
      });
    },
  );

  app.post(
    '/api/update-team',
    {
      ...guard,
      schema: {
        ...secured,
        summary: "Edit a team's name, size and description",
        body: updateTeamSchema,
        response: { 200: plain },
      },
    },
    async (request) => {
      await teams.update(request.currentUser().id, request.body);
      return ok(TEAM_MESSAGES.updated);
    },
  );

  app.post(
    '/api/delete-team',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Delete a team (not while it is in a tournament)',
        body: teamIdBody,
        response: { 200: plain },
      },
    },
    async (request) => {
      await teams.remove(request.currentUser().id, request.body.id);
      return ok(TEAM_MESSAGES.deleted);
    },
  );

  app.get(
    '/api/teams-list',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'The teams I captain',
        response: { 200: envelopeSchema({ data: z.array(teamSchema) }) },
      },
    },
    async (request) => ok('My teams', { data: await teams.myTeams(request.currentUser().id) }),
  );

  app.get(
    '/api/participate-teams-list',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'The teams I play in',
        response: { 200: envelopeSchema({ data: z.array(teamSchema) }) },
      },
    },
    async (request) =>
      ok('My participations', { data: await teams.participatingTeams(request.currentUser().id) }),
  );

  app.get(
    '/api/player-list',
    {
      ...guard,
      schema: {
        ...secured,
        summary: "A team's players (the captain also sees pending requests)",
        querystring: z.object({ team_id: requiredQueryInt('team_id') }),
        response: { 200: envelopeSchema({ team: teamSchema, players: z.array(teamPlayerSchema) }) },
      },
    },
    async (request) => ok('Players', await teams.players(request.currentUser().id, request.query.team_id)),
  );

  app.get(
    '/api/generate-invite-player-link',
    {
      ...guard,
      schema: {
        ...secured,
        summary: "The team's invitation link; regenerate=1 replaces it and old links stop working",
        querystring: z.object({
          id: requiredQueryInt('id'),
          regenerate: z.enum(['0', '1', 'true', 'false']).optional(),
        }),
        response: { 200: envelopeSchema({ url: z.string() }) },
      },
    },
    async (request) => {
      const regenerate = request.query.regenerate === '1' || request.query.regenerate === 'true';
      const url = await teams.inviteLink(request.currentUser().id, request.query.id, regenerate);
      return ok('Invitation link', { url });
    },
  );

  app.post(
    '/api/invite-player-form-submit',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Ask to join a team from its invitation link',
        body: invitationSchema,
        response: { 200: plain },
      },
    },
    async (request) => {
      await teams.requestToJoin(request.currentUser().id, request.body);
      return ok(TEAM_MESSAGES.requestSent);
    },
  );

  const captainAction = (
    url: string,
    summary: string,
    message: string,
    act: (userId: number, teamId: number, playerId: number) => Promise<void>,
  ) =>
    app.post(
      url,
      { ...guard, schema: { ...secured, summary, body: teamPlayerBody, response: { 200: plain } } },
      async (request) => {
        await act(request.currentUser().id, request.body.team_id, request.body.player_id);
        return ok(message);
      },
    );
  captainAction(
    '/api/accept-player',
    'Accept a pending request (while the roster has room)',
    TEAM_MESSAGES.accepted,
    teams.accept,
  );
  captainAction('/api/reject-player', 'Turn down a pending request', TEAM_MESSAGES.rejected, teams.reject);
  captainAction(
    '/api/captain-delete-player',
    'Remove a player from the team',
    TEAM_MESSAGES.removed,
    teams.removePlayer,
  );

  app.post(
    '/api/member-leave-team',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Leave a team I play in',
        body: leaveTeamBody,
        response: { 200: plain },
      },
    },
    async (request) => {
      await teams.leave(request.currentUser().id, request.body.team_id);
      return ok(TEAM_MESSAGES.left);
    },
  );
};
