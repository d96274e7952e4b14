/**
 * The organiser console's catalogue (decision 0011): games, tournaments, content pages and the contact inbox.
 * The console's forms and the admin API validate with these same schemas; every message names its field.
 */
import { z } from 'zod';
import { entryCountsSchema } from './organiser-entries';
import {
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_STATES,
  paginationQuery,
  queryInt,
  tournamentSchema,
} from './catalogue';
import { CONTENT_PAGE_KEYS } from './pages';
import { LANGUAGE_CODES } from './language';
import { BRACKET_FORMAT_NAMES, bracketFormats } from './bracket-rounds';
import { platformIdsShape } from './platforms';
import { checkSeriesFormat, seriesFormatShape } from './series-format-schema';

export const GAME_NAME_LIMITS = { min: 2, max: 60 } as const;

export const TOURNAMENT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 1000,
  htmlMax: 20_000,
  regionMin: 2,
  regionMax: 60,
  entryFeeMax: 100_000,
  totalTeamsMin: 2,
  totalTeamsMax: 1024,
  teamSizeMin: 1,
  teamSizeMax: 4,
  /** Pounds. */
  winningPrizeMax: 1_000_000,
  prizeSplitPlacesMax: 16,
  /** A day at most: check-in opens at most 24 hours before the start. */
  checkInMinutesMax: 1440,
  /** A week: the longest a match may wait for its reports (decision 0024). */
  matchReportMinutesMax: 10080,
} as const;

export const PAGE_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  contentMax: 100_000,
  aboutEntriesMax: 50,
  aboutEntryMax: 5000,
} as const;

/** Banners and bracket images: the profile picture's rules (JPEG or PNG, 5 MB, 40 megapixels). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FIELDS = {
  gameBanner: 'banner',
  tournamentBanner: 'banner',
  bracketImage: 'image',
} as const;

/** One list with the drawn bracket's (bracket-rounds.ts), which a phone reads without these schemas. */
export const BRACKET_FORMATS = bracketFormats;
/** random; organiser (the console's seeds); rating (the teams' average player rating, decision 0045). */
export const SEEDING_MODES = ['random', 'organiser', 'rating'] as const;

export const BRACKET_FORMAT_LABELS = BRACKET_FORMAT_NAMES;

export const ADMIN_CATALOGUE_MESSAGES = {
  discordWebhookInvalid:
    'Discord webhook URL must be a Discord webhook address (https://discord.com/api/webhooks/...)',
  games: 'Games',
  gameCreated: 'The game has been created',
  gameUpdated: 'The game has been updated',
  gameArchived: 'The game has been archived and no longer shows in the catalogue',
  gameUnarchived: 'The game is back in the catalogue',
  gameBannerUpdated: 'The game banner has been updated',
  gameNameTaken: (name: string) => `A game called "${name}" already exists.`,
  gameAlreadyArchived: 'This game is already archived.',
  gameNotArchived: 'This game is not archived.',
  gameHasOpenTournaments: (count: number) =>
    `This game has ${count} tournament${count === 1 ? '' : 's'} open or underway; finish or cancel ${
      count === 1 ? 'it' : 'them'
    } before archiving the game.`,

  tournaments: 'Tournaments',
  tournament: 'Tournament',
  tournamentCreated: 'The tournament has been created',
  tournamentUpdated: 'The tournament has been updated',
  tournamentBannerUpdated: 'The tournament banner has been updated',
  bracketImageUpdated: 'The bracket image has been updated',
  seedsSaved: 'The seeds have been saved',
  seedsSavedOverRating:
    'The seeds have been saved: this tournament is now seeded by the organiser, in your order instead of by rating',
  unknownGame: 'The selected game does not exist.',
  archivedGame: 'The selected game is archived; choose a game that is in the catalogue.',
  notEditable: 'Only a tournament that has not started can be edited.',
  lockedOnceEntered: (label: string) => `${label} cannot change once teams have entered.`,
  totalTeamsBelowEntered: (entered: number) =>
    `Total teams cannot be lower than the ${entered} team${entered === 1 ? '' : 's'} already entered.`,
  startInPast: 'The start date must be in the future.',
  deadlineAfterStart: 'The registration deadline cannot be after the start date.',
  endNotAfterStart: 'The end date must be after the start date.',
  splitSum: 'The prize split must add up to exactly 100%.',
  splitMorePlacesThanTeams: 'The prize split cannot pay more places than the tournament has teams.',
  seedsNotPending: 'Seeds can be changed only before the tournament starts.',
  seedsNeedOrganiserSeeding: 'Seeds can be set only when seeding is set to organiser or rating.',
  seedsMustCoverEveryTeam: (entered: number) =>
    `Give each of the ${entered} entered team${entered === 1 ? '' : 's'} one seed.`,
  seedOutOfRange: (entered: number) => `Seeds must run from 1 to ${entered}, the number of teams entered.`,
  seedTwice: 'Each seed can be given to one team only.',
  teamSeededTwice: 'Each team can be seeded once only.',
  teamNotEntered: 'Every seeded team must be entered in this tournament.',

  pages: 'Pages',
  pageUpdated: 'The page has been updated',
  aboutEntries: 'About-us entries',
  aboutUpdated: 'The about-us content has been updated',

  contactMessages: 'Contact messages',
  contactHandled: 'The message has been marked as handled',
  contactAlreadyHandled: 'This message is already marked as handled.',

  noFile: 'Please select a file.',
  onlyImages: 'Only JPEG, JPG, and PNG files are allowed.',
  tooManyPixels: 'The image is too large; use one under 40 megapixels.',
} as const;

const M = ADMIN_CATALOGUE_MESSAGES;

const isMissing = (input: unknown) => input === undefined || input === null;

/** Trimmed text between min and max characters; `min` 1 means only "is required". */
function text(label: string, min: number, max: number) {
  return z
    .string({ error: (i) => (isMissing(i.input) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(min, {
      error: min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters long`,
    })
    .max(max, { error: `${label} cannot exceed ${max} characters` });
}

/** Organiser-written HTML: bounded here, sanitised by the server before it is stored. */
function html(label: string, max: number) {
  return z
    .string({ error: (i) => (isMissing(i.input) ? `${label} is required` : `${label} must be text`) })
    .max(max, { error: `${label} cannot exceed ${max} characters` });
}

function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: (i) => (isMissing(i.input) ? `${label} is required` : `${label} must be a number`) })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: range })
    .max(max, { error: range });
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An instant with its offset (e.g. 2026-05-01T18:00:00Z): a time without a zone is ambiguous. */
function instant(label: string) {
  return z.iso.datetime({
    offset: true,
    error: (i) =>
      isMissing(i.input)
        ? `${label} is required`
        : `${label} must be a date and time with its time zone, e.g. 2026-05-01T18:00:00Z`,
  });
}

const startDate = instant('Start date');
const endDate = instant('End date');
const deadlineDate = instant('Registration deadline');

/** Milliseconds of a valid instant, or undefined when the field itself is already refused. */
function millisOf(schema: z.ZodType, value: unknown): number | undefined {
  return schema.safeParse(value).success ? Date.parse(value as string) : undefined;
}

export const prizeSplitSchema = z
  .array(
    z
      .number({ error: 'Each prize split share must be a number' })
      .positive({ error: 'Each prize split share must be more than 0' })
      .max(100, { error: 'A prize split share cannot exceed 100' })
      .refine(hasAtMostTwoDecimals, { error: 'A prize split share can have at most 2 decimal places' }),
    {
      error: (i) =>
        isMissing(i.input) ? 'Prize split is required' : 'Prize split must be a list of numbers',
    },
  )
  .min(1, { error: 'Prize split needs at least one place' })
  .max(TOURNAMENT_LIMITS.prizeSplitPlacesMax, {
    error: `Prize split cannot have more than ${TOURNAMENT_LIMITS.prizeSplitPlacesMax} places`,
  })
  .refine(
    (shares) =>
      // Element errors are reported on their own; the sum is judged in hundredths to avoid float drift.
      !shares.every((s) => typeof s === 'number' && Number.isFinite(s)) ||
      shares.reduce((sum, s) => sum + Math.round(s * 100), 0) === 10_000,
    { error: M.splitSum },
  );

export const tournamentInputSchema = z
  .object({
    game_id: wholeNumber('Game', 1, 2_147_483_647),
    tournament_name: text('Tournament name', TOURNAMENT_LIMITS.nameMin, TOURNAMENT_LIMITS.nameMax),
    description: text('Description', 0, TOURNAMENT_LIMITS.descriptionMax).default(''),
    tournament_category: z
      .enum(TOURNAMENT_CATEGORIES, { error: 'Category must be regular or vip' })
      .default('regular'),
    /** Credits per team. */
    entry_fee: wholeNumber('Entry fee', 0, TOURNAMENT_LIMITS.entryFeeMax),
    total_teams: wholeNumber('Total teams', TOURNAMENT_LIMITS.totalTeamsMin, TOURNAMENT_LIMITS.totalTeamsMax),
    region: text('Region', TOURNAMENT_LIMITS.regionMin, TOURNAMENT_LIMITS.regionMax),
    team_size: wholeNumber('Team size', TOURNAMENT_LIMITS.teamSizeMin, TOURNAMENT_LIMITS.teamSizeMax),
    tournament_start_date: startDate,
    tournament_end_date: endDate,
    registration_deadline_date: deadlineDate,
    /** Pounds, at most 2 decimals (stored as pence). */
    winning_prize: z
      .number({
        error: (i) => (isMissing(i.input) ? 'Winning prize is required' : 'Winning prize must be a number'),
      })
      .min(0, { error: 'Winning prize cannot be negative' })
      .max(TOURNAMENT_LIMITS.winningPrizeMax, {
        error: `Winning prize cannot exceed £${TOURNAMENT_LIMITS.winningPrizeMax.toLocaleString('en-GB')}`,
      })
      .refine(hasAtMostTwoDecimals, { error: 'Winning prize can have at most 2 decimal places' }),
    overview_description: html('Overview', TOURNAMENT_LIMITS.htmlMax).default(''),
    prize_description: html('Prize description', TOURNAMENT_LIMITS.htmlMax).default(''),
    /** Percent of the prize pool by placing, first place first. */
    prize_split: prizeSplitSchema.default([100]),
    bracket_format: z
      .enum(BRACKET_FORMATS, {
        error: 'Bracket format must be single_elimination, double_elimination, round_robin or swiss',
      })
      .default('single_elimination'),
    seeding: z
      .enum(SEEDING_MODES, { error: 'Seeding must be random, organiser or rating' })
      .default('random'),
    ...seriesFormatShape,
    /**
     * Minutes before the start when check-in opens; 0 = no check-in (decision 0023). Left out: 0 when
     * creating, the stored value when editing.
     */
    check_in_minutes: wholeNumber('Check-in minutes', 0, TOURNAMENT_LIMITS.checkInMinutesMax).optional(),
    /**
     * Minutes captains have to report a ready match; 0 = no deadline (decision 0024). Left out: 0 when
     * creating, the stored value when editing.
     */
    match_report_minutes: wholeNumber(
      'Match report minutes',
      0,
      TOURNAMENT_LIMITS.matchReportMinutesMax,
    ).optional(),
    /**
     * Where tournament events are posted (decision 0021); blank or null removes it, leaving it out keeps it. The
     * server also checks it points at Discord's webhooks (DISCORD_WEBHOOK_BASES).
     */
    discord_webhook_url: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string({ error: 'Discord webhook URL must be text' })
        .trim()
        .max(500, { error: 'Discord webhook URL cannot exceed 500 characters' })
        .regex(/^https?:\/\/[^\s/]+\/\S+$/, { error: M.discordWebhookInvalid })
        .nullable()
        .optional(),
    ),
    /**
     * The language of the posts to that webhook (decision 0062): a channel is read by a scene, not by one account.
     * Left out: English when creating, the stored one when editing.
     */
    discord_language: z
      .enum(LANGUAGE_CODES, {
        error: `Discord post language must be one of ${LANGUAGE_CODES.join(', ')}`,
      })
      .optional()
      // The API's document says what the codes change (developers' English, not a sentence the product shows).
      .meta({
        description:
          "The language of the tournament's posts to its Discord webhook. Left out: en when creating, unchanged when editing.",
      }),
  })
  .superRefine((value, ctx) => {
    const start = millisOf(startDate, value.tournament_start_date);
    const end = millisOf(endDate, value.tournament_end_date);
    const deadline = millisOf(deadlineDate, value.registration_deadline_date);
    if (deadline !== undefined && start !== undefined && deadline > start) {
      ctx.addIssue({ code: 'custom', path: ['registration_deadline_date'], message: M.deadlineAfterStart });
    }
    if (start !== undefined && end !== undefined && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['tournament_end_date'], message: M.endNotAfterStart });
    }
    if (
      Array.isArray(value.prize_split) &&
      Number.isInteger(value.total_teams) &&
      value.prize_split.length > value.total_teams
    ) {
      ctx.addIssue({ code: 'custom', path: ['prize_split'], message: M.splitMorePlacesThanTeams });
    }
    checkSeriesFormat(value, ctx);
  });
/** What the console's tournament form holds. */
export type TournamentInput = z.input<typeof tournamentInputSchema>;
export type TournamentValues = z.output<typeof tournamentInputSchema>;

export const gameInputSchema = z.object({
  game_name: text('Game name', GAME_NAME_LIMITS.min, GAME_NAME_LIMITS.max),
});
export type GameInput = z.input<typeof gameInputSchema>;

export const seedsInputSchema = z
  .object({
    seeds: z
      .array(
        z.object({
          team_id: wholeNumber('team_id', 1, 2_147_483_647),
          seed: wholeNumber('Seed', 1, TOURNAMENT_LIMITS.totalTeamsMax),
        }),
        { error: (i) => (isMissing(i.input) ? 'Seeds are required' : 'Seeds must be a list') },
      )
      .max(TOURNAMENT_LIMITS.totalTeamsMax, {
        error: `Seeds cannot list more than ${TOURNAMENT_LIMITS.totalTeamsMax} teams`,
      }),
  })
  .superRefine(({ seeds }, ctx) => {
    if (!Array.isArray(seeds)) return;
    const seedNumbers = seeds.map((s) => s?.seed);
    const teamIds = seeds.map((s) => s?.team_id);
    if (new Set(seedNumbers).size !== seedNumbers.length) {
      ctx.addIssue({ code: 'custom', path: ['seeds'], message: M.seedTwice });
    }
    if (new Set(teamIds).size !== teamIds.length) {
      ctx.addIssue({ code: 'custom', path: ['seeds'], message: M.teamSeededTwice });
    }
  });
export type SeedsInput = z.input<typeof seedsInputSchema>;

export const contentPageKeySchema = z.enum(CONTENT_PAGE_KEYS);

export const contentPageInputSchema = z.object({
  title: text('Title', PAGE_LIMITS.titleMin, PAGE_LIMITS.titleMax),
  content: html('Content', PAGE_LIMITS.contentMax).refine((value) => value.trim().length > 0, {
    error: 'Content is required',
  }),
});
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

export const aboutEntriesInputSchema = z.object({
  entries: z
    .array(html('Each about-us entry', PAGE_LIMITS.aboutEntryMax), {
      error: (i) => (isMissing(i.input) ? 'Entries are required' : 'Entries must be a list of texts'),
    })
    .min(1, { error: 'Give at least one about-us entry' })
    .max(PAGE_LIMITS.aboutEntriesMax, {
      error: `There can be at most ${PAGE_LIMITS.aboutEntriesMax} about-us entries`,
    }),
});
export type AboutEntriesInput = z.input<typeof aboutEntriesInputSchema>;

/* Queries: admin lists are always paged (page 1 and 20 a page unless asked). */

export const adminGamesQuery = z.object({
  ...paginationQuery,
  status: z
    .enum(['all', 'active', 'archived'], { error: 'status must be one of: all, active, archived' })
    .default('all'),
});
export type AdminGamesQuery = z.input<typeof adminGamesQuery>;

export const adminTournamentsQuery = z.object({
  ...paginationQuery,
  state: z
    .enum(['all', ...TOURNAMENT_STATES], {
      error: 'state must be one of: all, pending, underway, completed, cancelled',
    })
    .default('all'),
  game_id: queryInt('game_id', 1, 2_147_483_647),
});
export type AdminTournamentsQuery = z.input<typeof adminTournamentsQuery>;

export const contactMessagesQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
  status: z
    .enum(['all', 'handled', 'unhandled'], { error: 'status must be one of: all, handled, unhandled' })
    .default('all'),
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;

/* Answers. */

export const adminGameSchema = z.object({
  id: z.number().int(),
  game_name: z.string(),
  /** Relative to /storage/, or null for the default banner. */
  game_banner: z.string().nullable(),
  archived_at: z.string().nullable(),
  /** Every tournament of the game, cancelled ones included. */
  tournament_count: z.number().int(),
  /** Pending or underway: archiving waits until there are none. */
  open_tournament_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

/**
 * The organiser's view of a tournament: the public one (less the viewer's `participate`), every stored field
 * besides. HTML texts are shown as stored, so the editor round-trips exactly what was saved.
 */
export const adminTournamentSchema = tournamentSchema.omit({ participate: true }).extend({
  prize_split: z.array(z.number()),
  // The format and series settings (bracket_format, best_of ... veto_step_seconds) come with the public shape.
  seeding: z.enum(SEEDING_MODES),
  match_report_minutes: z.number().int(),
  discord_webhook_url: z.string().nullable(),
  discord_language: z
    .enum(LANGUAGE_CODES)
    .meta({ description: "The language of the tournament's posts to its Discord webhook" }),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

/** A list row: the tournament without its long HTML texts. */
export const adminTournamentSummarySchema = adminTournamentSchema.omit({
  overview_description: true,
  prize_description: true,
});
export type AdminTournamentSummary = z.infer<typeof adminTournamentSummarySchema>;

export const adminRosterPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public player ID (never the database id elsewhere). */
  player_id: z.string(),
  is_captain: z.boolean(),
  /** VIP tokens this player paid for the entry. */
  tokens_paid: z.number().int(),
  ...platformIdsShape(),
});
export type AdminRosterPlayer = z.infer<typeof adminRosterPlayerSchema>;

export const adminParticipantSchema = z.object({
  entry_id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  /**
   * active; left (before the start, refunded); refunded (tournament cancelled); no_show (not checked in);
   * removed (by the organiser, with or without a refund).
   */
  status: z.enum(['active', 'left', 'refunded', 'no_show', 'removed']),
  /** Whether the team checked in (by its captain or the organiser). */
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  seed: z.number().int().nullable(),
  /**
   * The team's rating for seeding (decision 0045): the average of its roster's ratings for the tournament's game
   * and team size, over the players who have one (one decimal); null when none has (unrated).
   */
  rating: z.number().nullable(),
  /** How many of the roster's players have a rating for the game and team size. */
  rated_players: z.number().int(),
  /**
   * An active entry's seed by rating now (1 the highest average, unrated teams last); null for other entries.
   * Teams with equal averages take the next seeds in entry order here and are drawn in random order at the start.
   */
  rating_seed: z.number().int().nullable(),
  /** Another active team has the same average (or both are unrated): the start draws lots between them. */
  rating_tied: z.boolean(),
  /** Credits the captain paid for this entry. */
  entry_fee_paid: z.number().int(),
  enrolled_at: z.string(),
  captain: z.object({ id: z.number().int(), name: z.string(), player_id: z.string() }),
  /** The roster the entry was made with, captain first. */
  players: z.array(adminRosterPlayerSchema),
});
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;

export const adminTournamentDetailSchema = z.object({
  tournament: adminTournamentSchema,
  /** Active entries first (by seed, then by time of entry), then those that left or were refunded. */
  participants: z.array(adminParticipantSchema),
  /** How the entries stand: entered, checked in, not checked in, dropped, removed, left. */
  counts: entryCountsSchema,
});
export type AdminTournamentDetail = z.infer<typeof adminTournamentDetailSchema>;

export const adminSeedSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  seed: z.number().int().nullable(),
});
export type AdminSeed = z.infer<typeof adminSeedSchema>;

export const adminContentPageSchema = z.object({
  key: contentPageKeySchema,
  title: z.string(),
  /** Sanitised HTML; empty when the page has no content yet. */
  content: z.string(),
  /** Null when the page has never been saved. */
  updated_at: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

export const adminAboutEntriesSchema = z.object({
  /** Sanitised HTML by index: the about-us page reads position i (see ABOUT_ENTRY). */
  entries: z.array(z.string()),
});
export type AdminAboutEntries = z.infer<typeof adminAboutEntriesSchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  contact_number: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** The audit log's action names for this part of the console. */
export const ADMIN_CATALOGUE_ACTIONS = [
  'game.create',
  'game.update',
  'game.archive',
  'game.unarchive',
  'game.banner',
  'tournament.create',
  'tournament.update',
  'tournament.bracket_image',
  'tournament.banner',
  'tournament.seeds',
  'page.update',
  'about.update',
  'contact.handled',
] as const;
export type AdminCatalogueAction = (typeof ADMIN_CATALOGUE_ACTIONS)[number];
