/**
 * Player ratings (issue 27): one OpenSkill (Weng-Lin) rating per player, game and team size, moved only by
 * rated match results, with each match's change kept so a correction can re-rate exactly what it affects.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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

/** A player's current rating for one game and team size. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    teamSize: integer('team_size').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    /** The shown number: the ordinal (mu - 3 sigma) on the friendly scale, rounded. */
    rating: integer('rating').notNull(),
    matches: integer('matches').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    /** The rating's change over the player's last rated match (the leaderboard's trend). */
    lastChange: integer('last_change').notNull().default(0),
    /** The region of the tournament of the player's latest rated match (the leaderboard's region filter). */
    region: text('region'),
    /** False while the player is banned: off the leaderboard (the board's partial indexes hold listed rows only). */
    listed: boolean('listed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId, t.teamSize] }),
    // The leaderboard (decision 0047): listed players by rating, per game and team size, the established ones
    // (PROVISIONAL_MATCHES or more) and the provisional ones in indexes of their own, so a page, a rank and a count
    // are index-only scans. A query must spell the predicates with the same constants to use them.
    index('player_ratings_ranked_idx')
      .on(t.gameId, t.teamSize, t.rating.desc(), t.userId)
      .where(sql`${t.listed} AND ${t.matches} >= 10`),
    index('player_ratings_ranked_region_idx')
      .on(t.gameId, t.teamSize, t.region, t.rating.desc(), t.userId)
      .where(sql`${t.listed} AND ${t.matches} >= 10`),
    index('player_ratings_provisional_idx')
      .on(t.gameId, t.teamSize, t.rating.desc(), t.userId)
      .where(sql`${t.listed} AND ${t.matches} < 10`),
    index('player_ratings_provisional_region_idx')
      .on(t.gameId, t.teamSize, t.region, t.rating.desc(), t.userId)
      .where(sql`${t.listed} AND ${t.matches} < 10`),
    // The regions a board offers as a filter (a loose index scan).
    index('player_ratings_regions_idx').on(t.gameId, t.teamSize, t.region),
    check('player_ratings_team_size_range', sql`${t.teamSize} BETWEEN 1 AND 4`),
  ],
);

export const ratedOutcomes = ['opponent1', 'opponent2', 'draw'] as const;
export type RatedOutcome = (typeof ratedOutcomes)[number];

/**
 * A match result that counts for ratings, once per match: `seq` is the order results are rated in, kept
 * through corrections so a re-rating replays the same order. `rated` is false when an anti-abuse rule
 * (decision) kept the match from moving ratings; such a match still counts in nobody's rating.
 */
export const ratedMatches = pgTable(
  'rated_matches',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => bracketRecords.id),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    teamSize: integer('team_size').notNull(),
    opponent1TeamId: integer('opponent1_team_id')
      .notNull()
      .references(() => teams.id),
    opponent2TeamId: integer('opponent2_team_id')
      .notNull()
      .references(() => teams.id),
    outcome: text('outcome', { enum: ratedOutcomes }).notNull(),
    opponent1Score: integer('opponent1_score'),
    opponent2Score: integer('opponent2_score'),
    rated: integer('rated').notNull().default(1),
    /** Why the match moves no rating (e.g. 'same_player', 'shared_platform_id'); null when rated. */
    unratedReason: text('unrated_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rated_matches_seq_unique').on(t.seq),
    index('rated_matches_game_size_seq_idx').on(t.gameId, t.teamSize, t.seq),
    index('rated_matches_team1_idx').on(t.opponent1TeamId, t.seq),
    index('rated_matches_team2_idx').on(t.opponent2TeamId, t.seq),
    check('rated_matches_outcome_known', sql`${t.outcome} IN ('opponent1', 'opponent2', 'draw')`),
  ],
);

/** One player's rating change from one rated match: the history chart and the re-rating's starting points. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => ratedMatches.matchId),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    teamSize: integer('team_size').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    result: text('result', { enum: ['win', 'loss', 'draw'] }).notNull(),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    ratingBefore: integer('rating_before').notNull(),
    ratingAfter: integer('rating_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rating_changes_match_user_unique').on(t.matchId, t.userId),
    index('rating_changes_player_idx').on(t.userId, t.gameId, t.teamSize, t.seq),
  ],
);

export type PlayerRatingRow = typeof playerRatings.$inferSelect;
export type RatedMatchRow = typeof ratedMatches.$inferSelect;
export type RatingChangeRow = typeof ratingChanges.$inferSelect;
