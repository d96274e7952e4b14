/** Entering and leaving tournaments (spec 000 enrolment and leave dialogs; decision 0009). */
import { z } from 'zod';
import { queryInt, requiredQueryInt, tournamentSchema } from './catalogue';

export const enrolBody = z.object({
  tournament_id: requiredQueryInt('tournament_id'),
  team_id: requiredQueryInt('team_id'),
  captain_id: requiredQueryInt('captain_id'),
});
export type EnrolInput = z.input<typeof enrolBody>;

export const leaveBody = z.object({
  tournament_id: requiredQueryInt('tournament_id'),
  captain_id: requiredQueryInt('captain_id'),
});
export type LeaveInput = z.input<typeof leaveBody>;

/** Same body as enrolment: the waitlist checks the same rules and charges at promotion. */
export const waitlistBody = enrolBody;

export const checkInBody = z.object({ tournament_id: requiredQueryInt('tournament_id') });
export type CheckInInput = z.input<typeof checkInBody>;

/** A team waiting for a place, in queue order (the tournament page's waitlist). */
export const waitlistedTeamSchema = z.object({
  position: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  captain_name: z.string(),
  checked_in: z.boolean(),
});
export type WaitlistedTeam = z.infer<typeof waitlistedTeamSchema>;

/** The signed-in viewer's place in a tournament: entered or waitlisted, and checked in or not. */
export const viewerEntrySchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  status: z.enum(['enrolled', 'waitlisted']),
  is_captain: z.boolean(),
  checked_in: z.boolean(),
});
export type ViewerEntry = z.infer<typeof viewerEntrySchema>;

export const enrolledTournamentsQuery = z.object({
  captain_id: queryInt('captain_id', 1, 2_147_483_647),
});

/**
 * A row of My Tournaments: the tournament as the detail page takes it, with the team that entered, or the
 * team waiting for a place (decision 0023) with its place in the queue.
 */
export const enrolledTournamentSchema = tournamentSchema.extend({
  team_id: z.number().int(),
  team_name: z.string(),
  /** Whether the viewer captains the team (only the captain checks in or leaves). */
  is_captain: z.boolean(),
  checked_in: z.boolean(),
  /**
   * enrolled: the team has a place; waitlisted: it waits for one; dropped: it lost its place at the start for
   * not checking in (decision 0028: kept in the list so the team sees what happened).
   */
  entry_status: z.enum(['enrolled', 'waitlisted', 'dropped']),
  /** The team's place in the waitlist (1 = next to get a place); null for an enrolled team. */
  waitlist_position: z.number().int().nullable(),
});
export type EnrolledTournament = z.infer<typeof enrolledTournamentSchema>;

export const ENROLMENT_MESSAGES = {
  enrolled: 'Your team has been enrolled in the tournament',
  left: 'Your team has left the tournament and the entry fee has been refunded',
  notCaptain: 'Only the team captain can enrol the team.',
  registrationClosed: 'Registration for this tournament has closed',
  full: 'This tournament is full.',
  alreadyEnrolled: 'Your team is already enrolled in this tournament.',
  teamSize: (size: number, teamSize: number) =>
    `This tournament is for ${size}v${size} teams; your team is ${teamSize}v${teamSize}.`,
  rosterIncomplete: (size: number, accepted: number) =>
    `Your team needs ${size} players to enrol; it has ${accepted}.`,
  playerTwice: (name: string) => `${name} is already playing in this tournament with another team.`,
  notEnoughCredits: (fee: number, credits: number) =>
    `The entry fee is ${fee} credits and you have ${credits}. Buy credits to enrol.`,
  vipRequired: (name: string) => `${name} needs an active VIP subscription to enter a VIP tournament.`,
  tokenRequired: (name: string) => `${name} needs a VIP token to enter a VIP tournament.`,
  notEnrolled: 'Your team is not enrolled in this tournament.',
  /** A player of an entered team who is not its captain (decision 0028). */
  leaveNotCaptain: 'Only the team captain can take the team out of this tournament.',
  /** Decision 0028: a player may be in several tournaments, never in two whose times overlap. */
  overlap: (name: string, tournament: string) =>
    `${name} already plays in ${tournament}, which runs at the same time as this tournament.`,
  leaveClosed: 'You can only leave a tournament before it starts.',
} as const;
