/**
 * Season ladders (issue 27, decision 0048): an organiser's ladder for a game and team size with a season; teams
 * join it, challenge each other and play matches that run as tournament matches; at season end the standings are
 * frozen and the top N enter the playoff tournament free of charge.
 */
import { z } from 'zod';
import { paginationQuery, requiredQueryInt } from './catalogue';
import { BEST_OF_VALUES } from './series-format';

/** Ladder points for a confirmed result (decision 0048): the fixed table, not the rating change. */
export const LADDER_POINTS = { win: 3, loss: 0, forfeit: -1 } as const;

/** At most this many matches between the same two teams on one ladder in any 24 hours (decision 0048). */
export const LADDER_PAIR_MATCHES_PER_DAY = 2;

/** An open challenge's window when none is given: from now, a day long. */
export const DEFAULT_CHALLENGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const LADDER_MESSAGES = {
  created: 'Ladder created',
  updated: 'Ladder updated',
  list: 'Ladders',
  ladder: 'Ladder',
  joined: 'Your team joined the ladder',
  challenged: 'Challenge posted',
  accepted: 'Challenge accepted: the match is ready in your match room',
  seasonOrder: 'The season must end after it starts.',
  gameUnknown: 'The game does not exist.',
  playoffUnusable:
    'The playoff tournament must be a tournament of the same game and team size that has not started yet.',
  notCaptain: 'Only the team captain can do this for the team.',
  teamSize: (size: number, actual: number) =>
    `This ladder is for teams of ${size}; your team has ${actual} player${actual === 1 ? '' : 's'}.`,
  rosterIncomplete: (size: number, actual: number) =>
    `Your team needs ${size} accepted players to join; it has ${actual}.`,
  alreadyJoined: 'Your team is already on this ladder.',
  playerTwice: (name: string) => `${name} already plays on this ladder for another team.`,
  notEnoughCredits: (fee: number, balance: number) =>
    `The entry fee is ${fee} credits and your balance is ${balance}.`,
  seasonOver: 'The season of this ladder is over.',
  seasonNotStarted: 'The season has not started yet: challenges open at the season start.',
  notOnLadder: 'Your team is not on this ladder.',
  opponentNotOnLadder: 'The team you challenge is not on this ladder.',
  selfChallenge: 'A team cannot challenge itself.',
  sharedPlayer: 'These two teams share a player: they cannot play each other.',
  pairLimit:
    'These two teams have already played each other twice on this ladder in the last 24 hours. Try again later.',
  windowOrder: 'The window must end after it starts.',
  windowPast: 'The window must end in the future.',
  challengeGone:
    'This challenge is no longer open: another team accepted it, or it was withdrawn or expired.',
  challengeExpired: 'This challenge has expired.',
  notYourChallenge: 'This challenge is for another team.',
  ownChallenge: 'A team cannot accept its own challenge.',
} as const;

const isoDate = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time (ISO 8601)` });

export const createLadderBody = z.object({
  game_id: z.number().int().positive(),
  team_size: z.number().int().min(1).max(4),
  name: z.string().trim().min(1, { error: 'name is required' }).max(120),
  season_start: isoDate('season_start'),
  season_end: isoDate('season_end'),
  top_n: z.number().int().min(2).max(1024),
  playoff_tournament_id: z.number().int().positive().nullable().optional(),
  entry_fee: z.number().int().min(0).max(1_000_000).default(0),
  rules: z.string().max(10_000).optional(),
});
export type CreateLadderInput = z.infer<typeof createLadderBody>;

export const updateLadderBody = createLadderBody
  .pick({ name: true, season_end: true, top_n: true, playoff_tournament_id: true, rules: true })
  .partial();
export type UpdateLadderInput = z.infer<typeof updateLadderBody>;

export const LADDER_STATES = ['open', 'ended'] as const;

export const ladderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game_id: z.number().int(),
  game_name: z.string(),
  team_size: z.number().int(),
  rules: z.string(),
  season_start: z.string(),
  season_end: z.string(),
  top_n: z.number().int(),
  playoff_tournament_id: z.number().int().nullable(),
  entry_fee: z.number().int(),
  state: z.enum(LADDER_STATES),
  ended_at: z.string().nullable(),
  teams: z.number().int(),
});
export type Ladder = z.infer<typeof ladderSchema>;

export const ladderRowSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  forfeits: z.number().int(),
});
export type LadderRow = z.infer<typeof ladderRowSchema>;

export const LADDER_CHALLENGE_STATUSES = ['open', 'accepted', 'completed', 'cancelled', 'expired'] as const;

export const ladderChallengeSchema = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  /** The named opponent, or null for an open challenge. */
  opponent_team_id: z.number().int().nullable(),
  opponent_team_name: z.string().nullable(),
  accepted_team_id: z.number().int().nullable(),
  accepted_team_name: z.string().nullable(),
  best_of: z.number().int(),
  window_start: z.string(),
  window_end: z.string(),
  status: z.enum(LADDER_CHALLENGE_STATUSES),
  match_id: z.number().int().nullable(),
  /** Once the match is decided: the challenger's and the accepting team's scores (null for a forfeit). */
  team_score: z.number().int().nullable(),
  accepted_team_score: z.number().int().nullable(),
  /** The winner once decided (null before, or for a draw). */
  winner_team_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LadderChallenge = z.infer<typeof ladderChallengeSchema>;

/** A team the signed-in viewer captains that fits the ladder's team size, and whether it is on the ladder. */
export const ladderViewerTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  joined: z.boolean(),
});

export const ladderDetailSchema = ladderSchema.extend({
  rows: z.array(ladderRowSchema),
  /** Standings frozen at season end (ranks are the final ones). */
  frozen: z.boolean(),
  open_challenges: z.array(ladderChallengeSchema),
  /** Accepted and played challenges, newest first (their matches). */
  recent_matches: z.array(ladderChallengeSchema),
  /** The signed-in viewer's captained teams of the right size; empty for a visitor. */
  my_teams: z.array(ladderViewerTeamSchema),
  /** How a result moves points (decision 0048). */
  points: z.object({ win: z.number().int(), loss: z.number().int(), forfeit: z.number().int() }),
});
export type LadderDetail = z.infer<typeof ladderDetailSchema>;

export const laddersListQuery = z.object({
  ...paginationQuery,
  game_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
});
export const ladderQuery = z.object({ id: requiredQueryInt('id') });

export const ladderJoinBody = z.object({
  ladder_id: z.number().int().positive(),
  team_id: z.number().int().positive(),
});
export const ladderJoinResultSchema = z.object({
  ladder_id: z.number().int(),
  team_id: z.number().int(),
  entry_fee_paid: z.number().int(),
});

export const ladderChallengeBody = z.object({
  ladder_id: z.number().int().positive(),
  team_id: z.number().int().positive(),
  opponent_team_id: z.number().int().positive().nullable().optional(),
  best_of: z
    .number()
    .int()
    .refine((v) => (BEST_OF_VALUES as readonly number[]).includes(v), {
      error: 'best_of must be 1, 3, 5 or 7',
    })
    .default(1),
  window_start: isoDate('window_start').optional(),
  window_end: isoDate('window_end').optional(),
});
export type LadderChallengeInput = z.infer<typeof ladderChallengeBody>;

export const ladderChallengeAcceptBody = z.object({
  challenge_id: z.number().int().positive(),
  team_id: z.number().int().positive(),
});
export const ladderChallengeAcceptResultSchema = z.object({
  challenge_id: z.number().int(),
  match_id: z.number().int(),
});
