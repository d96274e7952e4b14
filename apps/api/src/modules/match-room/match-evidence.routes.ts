/** Evidence screenshots of a match over HTTP (decision 0024): a captain attaches and removes them. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVIDENCE_FIELDS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_PER_TEAM,
  MATCH_EVIDENCE_MESSAGES as M,
  matchEvidenceFields,
  matchEvidenceSchema,
  removeMatchEvidenceQuery,
} from '@arena/shared/match-evidence';
import { envelopeSchema, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { readImageUploadWithFields } from '../../integrations/storage/image-uploads';
import type { MatchEvidenceService } from './match-evidence.service';

const secured = { security: [{ bearer: [] }], tags: ['brackets'] };

export const matchEvidenceRoutes: FastifyPluginAsyncZod<{ evidence: MatchEvidenceService }> = async (
  app,
  { evidence },
) => {
  const viewerOf = (user: { id: number; role: string }) => ({ id: user.id, role: user.role });

  app.delete(
    '/api/match-evidence',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'removeMatchEvidence',
        description:
          "The captain of the team that attached a screenshot removes it (file and record) while the match can still be reported. Anyone who may not see the match gets 404, as for a screenshot that does not exist; a finished or cancelled tournament's evidence is kept (409).",
        refusals: [404, 409],
        summary: "Remove one of my team's screenshots from a match (its captain only)",
        querystring: removeMatchEvidenceQuery,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await evidence.remove(request.query.evidence_id, viewerOf(request.currentUser()));
      return ok(M.removed);
    },
  );

  // Multipart only here: every other route takes JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    uploads.post(
      '/api/match-evidence',
      {
        onRequest: app.requireUser,
        schema: {
          ...secured,
          operationId: 'addMatchEvidence',
          description: `A captain of the match's two teams attaches a screenshot to the match while it can be reported or is disputed: multipart/form-data with the field \`${EVIDENCE_FIELDS.matchId}\` first, then the JPEG or PNG file in \`${EVIDENCE_FIELDS.file}\` (5 MB at most). The server checks the picture by its content and re-encodes it (metadata dropped); at most ${EVIDENCE_PER_TEAM} per team and match. Both teams and the admins see it; anyone else gets 404. The other team is told.`,
          refusals: [404, 409, 429],
          summary: `Attach a screenshot to a match (captains only; JPEG or PNG in field "${EVIDENCE_FIELDS.file}")`,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema({ data: matchEvidenceSchema }) },
        },
      },
      async (request) => {
        const { upload, fields } = await readImageUploadWithFields(request, EVIDENCE_FIELDS.file, M.noFile);
        const parsed = matchEvidenceFields.safeParse(fields);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => issue.message);
          throw new AppError('invalid', 'INVALID_MATCH_ID', errors[0] ?? M.matchRequired, { errors });
        }
        const added = await evidence.add(parsed.data.match_id, viewerOf(request.currentUser()), upload);
        return ok(M.added, { data: added });
      },
    );
  });
};
