/** Team forms and calls (spec 001 sections 2, 5 and 7; decision 0006). */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';
import { WHITE_SPACES_NOT_ALLOWED } from './validation';

export const TEAM_SIZES = [1, 2, 3, 4] as const;

/** A team membership's state, `is_accepted` on the wire: asked to join, accepted player, or captain. */
export const MEMBER = { pending: 0, accepted: 1, captain: 2 } as const;
export type MemberState = (typeof MEMBER)[keyof typeof MEMBER];
/** The states that make a player part of the roster (the captain counts). */
export const ROSTER_STATES = [MEMBER.accepted, MEMBER.captain] as const;

/** The create and edit forms differ in two messages (spec 001 section 5). */
function teamNameField(label: 'Team name' | 'Team Name') {
  return z
    .string({ error: (i) => (i.input == null ? 'Team name is required' : 'Team name must be text') })
    .min(1, { error: 'Team name is required', abort: true })
    .min(2, { error: `${label} must be at least 2 characters long` })
    .max(50, { error: 'Team name cannot exceed 50 characters' })
    .refine((value) => value.trim() === value, { error: WHITE_SPACES_NOT_ALLOWED });
}

function totalPlayersField(requiredMessage: string) {
  return z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: (i) => (i.input === undefined ? requiredMessage : 'Total player must be a number') })
      .int({ error: 'Total player must be a whole number' })
      .min(1, { error: 'Total player must be at least 1' })
      .max(4, { error: 'Total player cannot exceed 4 number' }),
  );
}

export const TEAM_ID = requiredQueryInt('team_id');

export const createTeamSchema = z.object({
  team_name: teamNameField('Team name'),
  total_players: totalPlayersField('This field is required'),
  description: z.string().max(300, { error: 'Description cannot exceed 300 characters' }).optional(),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

export const updateTeamSchema = z.object({
  id: requiredQueryInt('id'),
  team_name: teamNameField('Team Name'),
  total_players: totalPlayersField('Total player is required'),
  description: z.string().max(300, { error: 'Description cannot exceed 300 characters' }).optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const teamIdBody = z.object({ id: requiredQueryInt('id') });
export const teamPlayerBody = z.object({
  team_id: requiredQueryInt('team_id'),
  player_id: requiredQueryInt('player_id'),
});
export const leaveTeamBody = z.object({ team_id: requiredQueryInt('team_id') });

export const invitationSchema = z.object({
  user_id: requiredQueryInt('user_id'),
  team_id: requiredQueryInt('team_id'),
  /**
   * The team's name in the link, for people reading it; ignored by the server (the token proves the link, and a
   * team renamed after the link was sent must not break it).
   */
  team_slug: z.string({ error: 'team_slug must be text' }).max(120).optional(),
  team_token: z
    .string({
      error: (i) => (i.input == null ? 'This invitation link is not valid.' : 'team_token must be text'),
    })
    .min(1, { error: 'This invitation link is not valid.' })
    .max(100, { error: 'This invitation link is not valid.' }),
});
export type Invitation = z.input<typeof invitationSchema>;

/** A team as the account panels list it. status 'lock' while it is in a pending or underway tournament. */
export const teamSchema = z.object({
  id: z.number().int(),
  team_name: z.string(),
  slug: z.string(),
  captain_id: z.number().int(),
  captain_name: z.string(),
  total_players: z.number().int(),
  accepted_players: z.number().int(),
  description: z.string(),
  status: z.enum(['lock', 'unlock']),
  role: z.enum(['captain', 'player']),
});
export type Team = z.infer<typeof teamSchema>;

/** Live teams one player may captain (docs/product.md): enough for every game and format, not a flood. */
export const MAX_TEAMS_PER_CAPTAIN = 20;

export const TEAM_MESSAGES = {
  created: 'Team created successfully',
  tooManyTeams: `You already captain ${MAX_TEAMS_PER_CAPTAIN} teams. Delete one you no longer use to create another.`,
  updated: 'Team updated successfully',
  deleted: 'Team deleted successfully',
  locked: 'This team is locked while it is in a tournament.',
  notCaptain: 'Only the team captain can do this.',
  tooMany: (n: number) => `You have already ${n} Players`,
  full: 'This team is already full.',
  invalidLink: 'This invitation link is not valid.',
  captainJoin: 'You are the captain on this team.',
  alreadyMember: 'You are already in this team.',
  alreadyRequested: 'You have already asked to join this team.',
  requestSent: 'Your request to join the team has been sent to the captain.',
  accepted: 'Player accepted',
  rejected: 'Request rejected',
  removed: 'Player removed from the team',
  left: 'You have left the team',
  captainCannotLeave: 'The captain cannot leave the team; delete it instead.',
  playerNotFound: 'The player was not found in this team.',
  notPending: 'This player has no pending request.',
} as const;
