/**
 * The organiser's side of match day (decision 0024): forfeits, the no-show queue and the control
 * room of an underway tournament.
 */
import { z } from 'zod';
import { myMatchStatuses, reportedGameSchema, sideGameSchema } from './brackets';
import { matchEvidenceSchema } from './match-evidence';
import { REASON_MESSAGES, organiserReason } from './organiser-reason';

export const MATCH_CONTROL_MESSAGES = {
  forfeitSaved: 'Forfeit recorded; the other team goes through',
  teamNotInMatch: 'This team does not play in this match.',
  ...REASON_MESSAGES,
  teamRequired: 'Choose the team that forfeits',
  controlRoom: 'Control room',
  noShows: 'Matches nobody reported by the deadline',
  sweepDone: 'Match deadlines swept',
} as const;

const M = MATCH_CONTROL_MESSAGES;

export const forfeitBody = z.object({
  team_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: M.teamRequired }).int({ error: M.teamRequired }).positive({ error: M.teamRequired }),
  ),
  reason: organiserReason(),
});
export type ForfeitInput = z.infer<typeof forfeitBody>;

export const forfeitResultSchema = z.object({
  match_id: z.number().int(),
  forfeiting_team_id: z.number().int(),
  /** Later matches whose results were reset because they followed the old result. */
  reset_match_ids: z.array(z.number().int()),
});
export type ForfeitResult = z.infer<typeof forfeitResultSchema>;

/** Where a match stands against its report deadline (none: the match never became ready). */
export const deadlineStates = ['none', 'open', 'auto_confirmed', 'no_show', 'disputed', 'closed'] as const;
export type DeadlineState = (typeof deadlineStates)[number];

/** The states a player's own matches show (My Matches), seen from the console. */
export const controlMatchStates = myMatchStatuses;
export type ControlMatchState = (typeof controlMatchStates)[number];

const controlSideSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  /** The result's score once decided. */
  score: z.number().int().nullable(),
  forfeit: z.boolean(),
  report: z
    .object({
      own_score: z.number().int(),
      opponent_score: z.number().int(),
      /** A series' games from this team's side; empty when the captain reported the score alone (decision 0040). */
      games: z.array(reportedGameSchema),
      reported_at: z.string(),
    })
    .nullable(),
  /** The screenshots this team's captain attached, oldest first. */
  evidence: z.array(matchEvidenceSchema),
});

export const controlMatchSchema = z.object({
  match_id: z.number().int(),
  round_label: z.string(),
  /** The series length the match is played as (1, 3, 5 or 7; decision 0040). */
  best_of: z.number().int(),
  /** A decided series' games in the match's order of sides; empty before, for a forfeit and without games. */
  games: z.array(sideGameSchema),
  state: z.enum(controlMatchStates),
  /** Null for a side still to be decided or a bye. */
  opponent1: controlSideSchema.nullable(),
  opponent2: controlSideSchema.nullable(),
  ready_at: z.string().nullable(),
  report_deadline: z.string().nullable(),
  deadline_state: z.enum(deadlineStates),
});
export type ControlMatch = z.infer<typeof controlMatchSchema>;

export const controlRoomSchema = z.object({
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  tournament_state: z.string(),
  match_report_minutes: z.number().int(),
  /** The server's clock, so "time since ready" and countdowns do not depend on the browser's. */
  now: z.string(),
  no_show_count: z.number().int(),
  dispute_count: z.number().int(),
  matches: z.array(controlMatchSchema),
});
export type ControlRoom = z.infer<typeof controlRoomSchema>;

export const sweepResultSchema = z.object({
  warned: z.number().int(),
  auto_confirmed: z.number().int(),
  no_shows: z.number().int(),
  disputed: z.number().int(),
});
