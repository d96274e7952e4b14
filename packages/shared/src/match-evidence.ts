/**
 * Evidence of a match (decision 0024): screenshots a captain attaches to the match's report, checked and re-encoded
 * like profile pictures, seen by the match's two teams and the admins only (decision 0024).
 */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, PROFILE_MESSAGES } from './profile';

/** Screenshots one team may attach to one match (remove one to add another). */
export const EVIDENCE_PER_TEAM = 4;
/** The profile picture's limit, per file. */
export const EVIDENCE_MAX_BYTES = PICTURE_MAX_BYTES;
export const EVIDENCE_TYPES = PICTURE_TYPES;
/** The multipart field names of `POST /api/match-evidence`: the match first, then the file. */
export const EVIDENCE_FIELDS = { matchId: 'match_id', file: 'screenshot' } as const;

export const MATCH_EVIDENCE_MESSAGES = {
  added: 'Screenshot added',
  removed: 'Screenshot removed',
  notCaptain: 'Only the captains of the two teams can add screenshots to this match.',
  notYours: "Only your team's captain can remove this screenshot.",
  limit: `A team can attach at most ${EVIDENCE_PER_TEAM} screenshots to a match; remove one to add another.`,
  matchRequired: 'match_id is required',
  onlyImages: PROFILE_MESSAGES.onlyImages,
  noFile: PROFILE_MESSAGES.noFile,
  tooLarge: 'The screenshot must be 5 MB or smaller.',
  tooManyPixels: 'The screenshot is too large; use one under 40 megapixels.',
} as const;

/** The match of an upload, from the multipart field that precedes the file. */
export const matchEvidenceFields = z.object({ match_id: requiredQueryInt('match_id') });

export const removeMatchEvidenceQuery = z.object({ evidence_id: requiredQueryInt('evidence_id') });

export const matchEvidenceSchema = z.object({
  id: z.number().int(),
  match_id: z.number().int(),
  /** The team whose captain attached it. */
  team_id: z.number().int(),
  /** The re-encoded picture's path under /storage/ (a random name: only those who may see the match get it). */
  image: z.string(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
});
export type MatchEvidence = z.infer<typeof matchEvidenceSchema>;
