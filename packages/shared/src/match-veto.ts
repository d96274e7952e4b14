/**
 * A match's map or mode veto (issue 26, decision 0041): what `GET /api/match-veto` answers and what
 * `POST /api/match-veto` takes, shared by the API and the match room.
 */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';

/** Actions a captain takes; `decider` is a map the rules set (the last one left, a draw or the schedule). */
export const VETO_STEP_ACTIONS = ['ban', 'pick', 'side', 'decider'] as const;
export type VetoStepAction = (typeof VETO_STEP_ACTIONS)[number];
export const VETO_CAPTAIN_ACTIONS = ['ban', 'pick', 'side'] as const;
export type VetoCaptainAction = (typeof VETO_CAPTAIN_ACTIONS)[number];

/** The side a team starts a game on. */
export const VETO_SIDES = ['attack', 'defence'] as const;
export type VetoSide = (typeof VETO_SIDES)[number];

export const VETO_SIDE_LABELS: Record<VetoSide, string> = { attack: 'Attack', defence: 'Defence' };

export const MATCH_VETO_MESSAGES = {
  state: 'Match veto',
  acted: 'Veto step taken',
  noVeto: 'This match has no veto.',
  notReady: 'The veto opens when the match is ready with both teams known.',
  complete: 'The veto is complete.',
  notCaptain: "Only a captain of one of this match's teams can act in its veto.",
  notYourTurn: "It is not your team's turn in the veto.",
  wrongAction: (expected: string) => `This step of the veto is a ${expected}.`,
  sideRequired: 'Choose a side: attack or defence.',
  sideMap: (map: string) => `The side is chosen on ${map}.`,
  mapNotInPool: 'That map or mode is not in the match pool.',
  mapUsed: 'That map or mode has already been banned or picked.',
  matchDecided: 'The match has a result: the veto is closed.',
} as const;

export const matchVetoQuery = z.object({ match_id: requiredQueryInt('match_id') });

export const matchVetoBody = z.object({
  match_id: requiredQueryInt('match_id'),
  action: z.enum(VETO_CAPTAIN_ACTIONS, { error: 'action must be ban, pick or side' }),
  map: z
    .string({ error: 'map is required' })
    .trim()
    .min(1, { error: 'map is required' })
    .max(100, { error: 'map is too long' }),
  side: z.enum(VETO_SIDES, { error: 'side must be attack or defence' }).optional(),
});
export type MatchVetoInput = z.input<typeof matchVetoBody>;

const stepSchema = z.object({
  step: z.number().int(),
  /** Null for a decider (the rules set it, not a team). */
  team_id: z.number().int().nullable(),
  action: z.enum(VETO_STEP_ACTIONS),
  map: z.string(),
  /** A side choice: the side `team_id` takes; a ban-pick decider: the side the higher seed starts on. */
  side: z.enum(VETO_SIDES).nullable(),
  /** Taken at random because the captain on turn did not act in time. */
  timed_out: z.boolean(),
});

const legalActionSchema = z.object({
  action: z.enum(VETO_CAPTAIN_ACTIONS),
  map: z.string(),
  side: z.enum(VETO_SIDES).nullable(),
});

const gameSchema = z.object({
  number: z.number().int(),
  map: z.string(),
  /** The higher seed hosts game 1, then the teams alternate. */
  host_team_id: z.number().int(),
  /** The team that picked the map; null for a decider. */
  picked_by_team_id: z.number().int().nullable(),
  /** The team that starts on attack, when the veto chose sides (ban_pick); otherwise null. */
  attack_team_id: z.number().int().nullable(),
});

export const matchVetoSchema = z.object({
  match_id: z.number().int(),
  mode: z.enum(['bans', 'ban_pick', 'schedule']),
  best_of: z.number().int(),
  pool: z.array(z.string()),
  /** The higher seed: acts first and hosts game 1. */
  first_team_id: z.number().int(),
  second_team_id: z.number().int(),
  steps: z.array(stepSchema),
  /** The team on turn and what it must do; null once complete (or closed by a result). */
  turn: z
    .object({ team_id: z.number().int(), action: z.enum(VETO_CAPTAIN_ACTIONS), map: z.string().nullable() })
    .nullable(),
  /** Every action the team on turn may take now. */
  legal_actions: z.array(legalActionSchema),
  /** When a random legal action is taken for the captain on turn. */
  turn_due_at: z.string().nullable(),
  step_seconds: z.number().int(),
  completed_at: z.string().nullable(),
  /** The viewer captains the team on turn. */
  my_turn: z.boolean(),
  /** Once complete: each game's map and host. */
  games: z.array(gameSchema),
});
export type MatchVeto = z.infer<typeof matchVetoSchema>;
export type MatchVetoStep = MatchVeto['steps'][number];
export type MatchVetoGame = MatchVeto['games'][number];
