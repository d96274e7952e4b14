/**
 * Discord commands (decision 0060): linking a Discord account to an Arena account with a one-time code shown in
 * My Account, and what the `/arena` commands answer in Discord.
 */
import { z } from 'zod';

/** The one-time link code: 8 characters of an alphabet without 0/O and 1/I, valid 10 minutes, used once. */
export const DISCORD_LINK_CODE_LENGTH = 8;
export const DISCORD_LINK_CODE_MINUTES = 10;
export const DISCORD_LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What the player types in Discord with a code. */
export const discordLinkCommand = (code: string) => `/arena link code:${code}`;

export const DISCORD_MESSAGES = {
  status: 'Discord link',
  codeCreated: `Type the command in Discord within ${DISCORD_LINK_CODE_MINUTES} minutes`,
  unlinked: 'Your Discord account has been unlinked',
  alreadyLinked: 'Your Arena account is already linked to a Discord account. Unlink it first.',
  notLinked: 'No Discord account is linked to your Arena account.',
  notConfigured: 'Discord commands are not set up on this server.',
  badSignature: 'The request signature is not valid.',
  // Answers in Discord.
  linked: (arenaName: string) => `Your Discord account is now linked to the Arena account **${arenaName}**.`,
  codeInvalid:
    'This code is not valid or has expired. In My Account on Arena, press "Link Discord" for a new one.',
  discordTaken:
    'This Discord account is already linked to another Arena account. Unlink it there (My Account) first.',
  linkFirst:
    'Link your Arena account first: in My Account on Arena, press "Link Discord" and type the command it shows here.',
  suspended: 'Your Arena account is suspended.',
  unknownCommand: 'Arena does not know this command.',
  noCheckIn: 'None of your teams is in a tournament whose check-in is open.',
  noOpenMatches: 'You have no open matches.',
  noMatchToReport: 'You have no match to report now.',
  chooseMatch: 'You have several matches to report: add `match:<id>` to the command.',
  scoreFormat: "Write the score as your score, a dash and your opponent's score, e.g. `2-1`.",
  gamesFormat: 'Write the games as scores separated by commas, your score first, e.g. `13-7, 9-13, 13-10`.',
  nameTournament: 'Name a tournament: `/arena standings tournament:<id or name>`.',
  noSuchTournament: 'No tournament has that id or name.',
  severalTournaments: 'Several tournaments match; use one of these ids:',
  notStarted: 'has not started yet.',
} as const;

export const discordLinkSchema = z.object({
  discord_user_id: z.string(),
  discord_username: z.string(),
  linked_at: z.string(),
});
export type DiscordLink = z.infer<typeof discordLinkSchema>;

/** GET /api/discord-link: whether the server takes Discord commands, and the account's link. */
export const discordLinkStatusSchema = z.object({
  enabled: z.boolean(),
  link: discordLinkSchema.nullable(),
});
export type DiscordLinkStatus = z.infer<typeof discordLinkStatusSchema>;

/** POST /api/discord-link/code: the code, shown once (only its hash is kept). */
export const discordLinkCodeSchema = z.object({
  code: z.string(),
  command: z.string(),
  expires_at: z.string(),
});
export type DiscordLinkCode = z.infer<typeof discordLinkCodeSchema>;
