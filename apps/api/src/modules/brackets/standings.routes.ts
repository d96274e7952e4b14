/** A tournament's standings over HTTP (decision 0043): public, like the bracket. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tournamentBracketQuery } from '@arena/shared/brackets';
import { tournamentStandingsSchema } from '@arena/shared/standings';
import { envelopeSchema, ok } from '../../http/envelope';
import type { BracketReads } from './bracket-reads.service';

export const standingsRoutes: FastifyPluginAsyncZod<{ reads: BracketReads }> = async (app, { reads }) => {
  app.get(
    '/api/tournament-standings',
    {
      schema: {
        apiKeyScope: 'read',
        tags: ['brackets'],
        operationId: 'getTournamentStandings',
        description:
          "A tournament's standings: per stage and group, each team's rank, played, wins, draws, losses, game wins and losses, points and Buchholz (a round robin ranks by points 3/1/0, then head-to-head, then game difference; an elimination stage is one group, in placing order once decided); and, once the tournament is completed, the final `placings` with the prize each team was paid in pounds (empty before). `stages` is empty before the tournament starts.",
        refusals: [404],
        summary: "A tournament's standings per stage and group, and its final placings and prizes",
        querystring: tournamentBracketQuery,
        response: { 200: envelopeSchema({ data: tournamentStandingsSchema }) },
      },
    },
    async (request) =>
      ok('Standings', { data: await reads.tournamentStandings(request.query.tournament_id) }),
  );
};
