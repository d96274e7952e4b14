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
import { toTeamDto, type TeamsService } from './teams.service';

const secured = { security: [{ bearer: [] }], tags: ['teams'] };
const plain = envelopeSchema();

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService }> = async (app, { teams }) => {
  const guard = { onRequest: app.requireUser };

  app.post(
    '/api/create-team',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'createTeam',
        description: 'Creates a team of 1 to 4 players with the signed-in player as its captain.',
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
        operationId: 'updateTeam',
        description: "The captain edits the team's name, size and description.",
        refusals: [404],
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
        operationId: 'deleteTeam',
        description: 'The captain deletes the team; refused while the team is in a tournament.',
        refusals: [404],
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
        operationId: 'listMyTeams',
        description: "The teams the signed-in player captains, with their rosters' sizes and lock state.",
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
        operationId: 'listTeamsIPlayIn',
        description: 'The teams the signed-in player is an accepted member of without being captain.',
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
        operationId: 'listTeamPlayers',
        description: 'The players of one of my teams; the captain also sees pending join requests.',
        refusals: [404],
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
        operationId: 'getTeamInvitationLink',
        description:
          "The captain's invitation link for the team; `regenerate=1` replaces it, and links given out before stop working.",
        refusals: [404],
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
        operationId: 'requestToJoinTeam',
        description:
          'The signed-in player asks to join the team of an invitation link; the captain accepts or rejects the request.',
        refusals: [404],
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
    docs: { operationId: string; summary: string; description: string },
    message: string,
    act: (userId: number, teamId: number, playerId: number) => Promise<void>,
  ) =>
    app.post(
      url,
      {
        ...guard,
        schema: { ...secured, ...docs, refusals: [404], body: teamPlayerBody, response: { 200: plain } },
      },
      async (request) => {
        await act(request.currentUser().id, request.body.team_id, request.body.player_id);
        return ok(message);
      },
    );
  captainAction(
    '/api/accept-player',
    {
      operationId: 'acceptTeamPlayer',
      summary: 'Accept a pending request (while the roster has room)',
      description: "The captain accepts a player's request to join; refused once the roster is full.",
    },
    TEAM_MESSAGES.accepted,
    teams.accept,
  );
  captainAction(
    '/api/reject-player',
    {
      operationId: 'rejectTeamPlayer',
      summary: 'Turn down a pending request',
      description: "The captain turns down a player's request to join the team.",
    },
    TEAM_MESSAGES.rejected,
    teams.reject,
  );
  captainAction(
    '/api/captain-delete-player',
    {
      operationId: 'removeTeamPlayer',
      summary: 'Remove a player from the team',
      description: 'The captain removes an accepted player from the team.',
    },
    TEAM_MESSAGES.removed,
    teams.removePlayer,
  );

  app.post(
    '/api/member-leave-team',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'leaveTeam',
        description: 'The signed-in player leaves a team they play in.',
        refusals: [404],
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
