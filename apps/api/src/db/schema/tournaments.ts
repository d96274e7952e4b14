import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TOURNAMENT_CATEGORIES, TOURNAMENT_STATES } from '@arena/shared/catalogue';
import { BRACKET_FORMATS, SEEDING_MODES } from '@arena/shared/admin-catalogue';
import { LANGUAGE_CODES } from '@arena/shared/language';
import { GRAND_FINAL_MODES, VETO_MODES, type GroupStage } from '@arena/shared/series-format';
import { games } from './games';

export const TOURNAMENT_KINDS = ['cup', 'ladder'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    tournamentName: text('tournament_name').notNull(),
    description: text('description').notNull().default(''),
    tournamentBanner: text('tournament_banner'),
    tournamentCategory: text('tournament_category', { enum: TOURNAMENT_CATEGORIES })
      .notNull()
      .default('regular'),
    /** Credits per team. */
    entryFee: bigint('entry_fee', { mode: 'number' }).notNull().default(0),
    totalTeams: integer('total_teams').notNull(),
    region: text('region').notNull(),
    teamSize: integer('team_size').notNull(),
    tournamentStartDate: timestamp('tournament_start_date', { withTimezone: true }).notNull(),
    tournamentEndDate: timestamp('tournament_end_date', { withTimezone: true }).notNull(),
    registrationDeadlineDate: timestamp('registration_deadline_date', { withTimezone: true }).notNull(),
    winningPrizePence: bigint('winning_prize_pence', { mode: 'number' }).notNull().default(0),
    /** 'ladder': the hidden tournament that holds a season ladder's matches (issue 27), in no tournament list. */
    kind: text('kind', { enum: TOURNAMENT_KINDS }).notNull().default('cup'),
    tournamentState: text('tournament_state', { enum: TOURNAMENT_STATES }).notNull().default('pending'),
    /** Sanitised HTML. */
    overviewDescription: text('overview_description').notNull().default(''),
    /** Sanitised HTML. */
    prizeDescription: text('prize_description').notNull().default(''),
    bracketImageUrl: text('bracket_image_url'),
    bracketFormat: text('bracket_format', { enum: BRACKET_FORMATS }).notNull().default('single_elimination'),
    seeding: text('seeding', { enum: SEEDING_MODES }).notNull().default('random'),
    /** Percent of the prize pool by placing, first place first; sums to 100. */
    prizeSplit: jsonb('prize_split').$type<number[]>().notNull().default([100]),
    /** Games in each series (decision 0039): 1, 3, 5 or 7. */
    bestOf: integer('best_of').notNull().default(1),
    /** Games in the final(s): the SE final and third-place match, the DE grand final. */
    finalBestOf: integer('final_best_of').notNull().default(1),
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    grandFinal: text('grand_final', { enum: GRAND_FINAL_MODES }).notNull().default('simple'),
    /** Swiss: a fixed number of rounds, or (Major style) the wins that advance and the losses that eliminate. */
    swissRounds: integer('swiss_rounds'),
    swissAdvanceWins: integer('swiss_advance_wins'),
    swissEliminateLosses: integer('swiss_eliminate_losses'),
    /** Major style: the series length of a match that decides advancement or elimination. */
    swissDeciderBestOf: integer('swiss_decider_best_of'),
    /** A group stage before the playoff (bracket_format), or null. */
    groupStage: jsonb('group_stage').$type<GroupStage | null>(),
    /** Map or mode names; with veto 'schedule', in game order. */
    mapPool: jsonb('map_pool').$type<string[]>().notNull().default([]),
    veto: text('veto', { enum: VETO_MODES }).notNull().default('none'),
    vetoStepSeconds: integer('veto_step_seconds').notNull().default(60),
    /** Minutes before the start during which captains check in; 0 = no check-in (decision 0023). */
    checkInMinutes: integer('check_in_minutes').notNull().default(0),
    /** Minutes captains have to report a match once it is ready; 0 = no deadline (decision 0024). */
    matchReportMinutes: integer('match_report_minutes').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled, shown to the enrolled teams (e.g. "Fewer than 2 teams entered"). */
    cancelReason: text('cancel_reason'),
    /** The organiser's Discord webhook: started, results, completed and cancelled are posted there. */
    discordWebhookUrl: text('discord_webhook_url'),
    /** The language those posts are written in (decision 0062): a channel's readers share no account. */
    discordLanguage: text('discord_language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_state_start_idx').on(t.tournamentState, t.tournamentStartDate),
    index('tournaments_game_state_idx').on(t.gameId, t.tournamentState, t.tournamentStartDate),
    index('tournaments_region_idx').on(t.region),
    check('tournaments_team_size_range', sql`${t.teamSize} BETWEEN 1 AND 4`),
    check('tournaments_total_teams_range', sql`${t.totalTeams} BETWEEN 2 AND 1024`),
    check('tournaments_entry_fee_non_negative', sql`${t.entryFee} >= 0`),
    check('tournaments_prize_non_negative', sql`${t.winningPrizePence} >= 0`),
    check('tournaments_check_in_minutes_range', sql`${t.checkInMinutes} BETWEEN 0 AND 1440`),
    check('tournaments_match_report_minutes_range', sql`${t.matchReportMinutes} BETWEEN 0 AND 10080`),
    check('tournaments_best_of_known', sql`${t.bestOf} IN (1, 3, 5, 7) AND ${t.finalBestOf} IN (1, 3, 5, 7)`),
    check('tournaments_grand_final_known', sql`${t.grandFinal} IN ('simple', 'double')`),
    check('tournaments_veto_known', sql`${t.veto} IN ('none', 'bans', 'ban_pick', 'schedule')`),
    check('tournaments_kind_known', sql`${t.kind} IN ('cup', 'ladder')`),
    check('tournaments_veto_step_range', sql`${t.vetoStepSeconds} BETWEEN 10 AND 600`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
