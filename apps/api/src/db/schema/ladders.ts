/**
 * Season ladders (issue 27): teams join a ladder for a game and team size, challenge each other, and play
 * matches that run like tournament matches (their brackets live in the ladder's own tournament, `kind`
 * 'ladder', hidden from the tournament lists). At season end the top N enter the playoff tournament.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bracketRecords } from './brackets';
import { games } from './games';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

export const LADDER_STATES = ['open', 'ended'] as const;
export type LadderState = (typeof LADDER_STATES)[number];

export const ladders = pgTable(
  'ladders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    teamSize: integer('team_size').notNull(),
    name: text('name').notNull(),
    /** Plain text shown on the ladder page. */
    rules: text('rules').notNull().default(''),
    seasonStart: timestamp('season_start', { withTimezone: true }).notNull(),
    seasonEnd: timestamp('season_end', { withTimezone: true }).notNull(),
    /** How many of the top teams enter the playoff at season end. */
    topN: integer('top_n').notNull(),
    /** The playoff the organiser prepared; its top N entries are made free of charge at season end. */
    playoffTournamentId: integer('playoff_tournament_id').references(() => tournaments.id),
    /** Credits per team to join; 0 = free. */
    entryFee: bigint('entry_fee', { mode: 'number' }).notNull().default(0),
    /** The hidden tournament (kind 'ladder') whose brackets hold the ladder's matches. */
    matchTournamentId: integer('match_tournament_id')
      .notNull()
      .references(() => tournaments.id),
    state: text('state', { enum: LADDER_STATES }).notNull().default('open'),
    /** Set once, by whichever instance ended the season: standings frozen, playoff entries made. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ladders_match_tournament_unique').on(t.matchTournamentId),
    index('ladders_state_end_idx').on(t.state, t.seasonEnd),
    index('ladders_game_idx').on(t.gameId, t.teamSize),
    check('ladders_team_size_range', sql`${t.teamSize} BETWEEN 1 AND 4`),
    check('ladders_top_n_range', sql`${t.topN} BETWEEN 2 AND 1024`),
    check('ladders_entry_fee_non_negative', sql`${t.entryFee} >= 0`),
    check('ladders_season_order', sql`${t.seasonEnd} > ${t.seasonStart}`),
    check('ladders_state_known', sql`${t.state} IN ('open', 'ended')`),
  ],
);

/** A team on a ladder, with its points and record; `finalRank` is the frozen standing at season end. */
export const ladderTeams = pgTable(
  'ladder_teams',
  {
    ladderId: integer('ladder_id')
      .notNull()
      .references(() => ladders.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    joinedBy: integer('joined_by')
      .notNull()
      .references(() => users.id),
    entryFeePaid: bigint('entry_fee_paid', { mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    forfeits: integer('forfeits').notNull().default(0),
    finalRank: integer('final_rank'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ladderId, t.teamId] }),
    index('ladder_teams_standings_idx').on(t.ladderId, t.points.desc(), t.wins.desc(), t.teamId),
    index('ladder_teams_team_idx').on(t.teamId),
  ],
);

export const LADDER_CHALLENGE_STATES = ['open', 'accepted', 'completed', 'cancelled', 'expired'] as const;
export type LadderChallengeState = (typeof LADDER_CHALLENGE_STATES)[number];

/** A team's challenge: open to any team on the ladder, or to one named team; accepted, it becomes a match. */
export const ladderChallenges = pgTable(
  'ladder_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ladderId: integer('ladder_id')
      .notNull()
      .references(() => ladders.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** The named opponent, or null for an open challenge. */
    opponentTeamId: integer('opponent_team_id').references(() => teams.id),
    /** The team that accepted (the named opponent, or whoever took the open challenge). */
    acceptedTeamId: integer('accepted_team_id').references(() => teams.id),
    bestOf: integer('best_of').notNull().default(1),
    /** When the challenger can play. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: LADDER_CHALLENGE_STATES }).notNull().default('open'),
    matchId: integer('match_id').references(() => bracketRecords.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    acceptedBy: integer('accepted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('ladder_challenges_ladder_idx').on(t.ladderId, t.status, t.id),
    index('ladder_challenges_team_idx').on(t.teamId, t.status),
    index('ladder_challenges_opponent_idx').on(t.opponentTeamId, t.status),
    uniqueIndex('ladder_challenges_match_unique').on(t.matchId),
    check('ladder_challenges_best_of_known', sql`${t.bestOf} IN (1, 3, 5, 7)`),
    check('ladder_challenges_window_order', sql`${t.windowEnd} > ${t.windowStart}`),
    check(
      'ladder_challenges_status_known',
      sql`${t.status} IN ('open', 'accepted', 'completed', 'cancelled', 'expired')`,
    ),
  ],
);

export type LadderRow = typeof ladders.$inferSelect;
export type LadderTeamRow = typeof ladderTeams.$inferSelect;
export type LadderChallengeRow = typeof ladderChallenges.$inferSelect;
