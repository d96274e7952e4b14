import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';

export const tournamentStates = ['pending', 'underway', 'completed', 'cancelled'] as const;
export type TournamentState = (typeof tournamentStates)[number];

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
    tournamentCategory: text('tournament_category', { enum: ['regular', 'vip'] })
      .notNull()
      .default('regular'),
    /** Credits per team. */
    entryFee: integer('entry_fee').notNull().default(0),
    totalTeams: integer('total_teams').notNull(),
    region: text('region').notNull(),
    teamSize: integer('team_size').notNull(),
    tournamentStartDate: timestamp('tournament_start_date', { withTimezone: true }).notNull(),
    tournamentEndDate: timestamp('tournament_end_date', { withTimezone: true }).notNull(),
    registrationDeadlineDate: timestamp('registration_deadline_date', { withTimezone: true }).notNull(),
    winningPrizePence: integer('winning_prize_pence').notNull().default(0),
    tournamentState: text('tournament_state', { enum: tournamentStates }).notNull().default('pending'),
    /** Sanitised HTML. */
    overviewDescription: text('overview_description').notNull().default(''),
    /** Sanitised HTML. */
    prizeDescription: text('prize_description').notNull().default(''),
    bracketImageUrl: text('bracket_image_url'),
    bracketFormat: text('bracket_format', {
      enum: ['single_elimination', 'double_elimination', 'round_robin'],
    })
      .notNull()
      .default('single_elimination'),
    seeding: text('seeding', { enum: ['random', 'organiser'] })
      .notNull()
      .default('random'),
    /** Percent of the prize pool by placing, first place first; sums to 100. */
    prizeSplit: jsonb('prize_split').$type<number[]>().notNull().default([100]),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled, shown to the enrolled teams (e.g. "Fewer than 2 teams entered"). */
    cancelReason: text('cancel_reason'),
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
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
