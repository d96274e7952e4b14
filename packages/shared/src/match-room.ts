/** The match room (decision 0023): a match's two teams and the admin, its rosters and a short message thread. */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';
import { forfeitOutcomes } from './bracket-rounds';
import { matchEvidenceSchema } from './match-evidence';
import { platformIdsShape } from './platforms';

export const MATCH_MESSAGE_MAX = 500;

export const MATCH_ROOM_MESSAGES = {
  posted: 'Message sent',
  messages: 'Match messages',
  room: 'Match room',
  empty: 'Write a message',
  tooLong: `A message can be at most ${MATCH_MESSAGE_MAX} characters long`,
  controlCharacters: 'A message cannot contain control characters',
} as const;

export const matchRoomQuery = z.object({ match_id: requiredQueryInt('match_id') });

// Tabs and new lines are fine; NUL and the other control characters are refused rather than stored.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const matchMessageBody = z.object({
  match_id: requiredQueryInt('match_id'),
  message: z
    .string({ error: (i) => (i.input === undefined ? MATCH_ROOM_MESSAGES.empty : 'message must be text') })
    .max(MATCH_MESSAGE_MAX * 4, { error: MATCH_ROOM_MESSAGES.tooLong })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: MATCH_ROOM_MESSAGES.controlCharacters })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: MATCH_ROOM_MESSAGES.empty })
    .refine((value) => [...value].length <= MATCH_MESSAGE_MAX, { error: MATCH_ROOM_MESSAGES.tooLong }),
});
export type MatchMessageInput = z.input<typeof matchMessageBody>;

export const matchMessageSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  /** The team the author plays for in this match, or null for an admin. */
  team_id: z.number().int().nullable(),
  is_admin: z.boolean(),
  /** Plain text: clients show it as text, never as HTML. */
  message: z.string(),
  created_at: z.string(),
});
export type MatchMessage = z.infer<typeof matchMessageSchema>;

export const matchRoomPlayerSchema = z.object({
  /** The player's user id: their public page is /player?id= (decision 0046). */
  user_id: z.number().int(),
  name: z.string(),
  player_id: z.string(),
  is_captain: z.boolean(),
  ...platformIdsShape(),
});

export const matchRoomTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  score: z.number().int().nullable(),
  result: z.enum(['win', 'draw', 'loss']).nullable(),
  /** 'lost' when this team forfeited the match, 'won' when the other team did; null otherwise. */
  forfeit: z.enum(forfeitOutcomes).nullable(),
  players: z.array(matchRoomPlayerSchema),
  /** The screenshots this team's captain attached, oldest first. */
  evidence: z.array(matchEvidenceSchema),
});
export type MatchRoomTeam = z.infer<typeof matchRoomTeamSchema>;

export const matchRoomSchema = z.object({
  match_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  round_label: z.string(),
  /** brackets-manager's status: 0 locked … 4 completed, 5 archived. */
  status: z.number().int(),
  /**
   * When the match must be reported by (ISO), while it can be reported; null when the tournament sets no
   * deadline, and once the match is decided or with the organiser (`no_show`).
   */
  report_deadline: z.string().nullable(),
  /** True when the deadline passed with no report: the match is in the organiser's no-show queue (decision 0024). */
  no_show: z.boolean(),
  /** The viewer's team in this match, or null for an admin. */
  my_team_id: z.number().int().nullable(),
  /** True for a captain of the two teams while the match can be reported (or is disputed). */
  can_add_evidence: z.boolean(),
  /** The series length the match is played as (decision 0040): 1, 3, 5 or 7. */
  best_of: z.number().int(),
  /**
   * A decided series' games, each team's score in the order of `teams` (the match's order of sides); empty
   * before the result, for a forfeit, and when the result was given without games.
   */
  games: z.array(z.object({ opponent1_score: z.number().int(), opponent2_score: z.number().int() })),
  teams: z.array(matchRoomTeamSchema),
});
export type MatchRoom = z.infer<typeof matchRoomSchema>;
