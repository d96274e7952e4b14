import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

export const entryStatuses = ['active', 'left', 'refunded', 'no_show', 'removed'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** A team's place in a tournament. Only one active entry per team and tournament. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    /** Credits debited for this entry, refunded exactly on leave or cancel. */
    entryFeePaid: bigint('entry_fee_paid', { mode: 'number' }).notNull().default(0),
    /**
     * active, left (before start), refunded (tournament cancelled), no_show (not checked in; fee kept, unless
     * an early start dropped it: decision 0028) or removed (by the organiser, with or without a refund).
     */
    status: text('status', { enum: entryStatuses }).notNull().default('active'),
    seed: integer('seed'),
    /** When the captain checked the team in (tournaments with check-in only). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_entries_active_unique')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.status} = 'active'`),
    index('tournament_entries_tournament_idx').on(t.tournamentId, t.status),
    index('tournament_entries_team_idx').on(t.teamId, t.status),
  ],
);

/**
 * The roster an entry was made with, one row per player: what each paid in VIP tokens (refunded to the
 * same player) and, while active, the guarantee that nobody plays twice in one tournament.
 */
export const tournamentEntryPlayers = pgTable(
  'tournament_entry_players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokensPaid: bigint('tokens_paid', { mode: 'number' }).notNull().default(0),
    active: integer('active').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tournament_entry_players_active_unique')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.active} = 1`),
    index('tournament_entry_players_entry_idx').on(t.entryId),
    index('tournament_entry_players_user_idx').on(t.userId),
  ],
);

export const waitlistStatuses = ['waiting', 'promoted', 'skipped', 'left', 'closed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * Teams queued for a full tournament (decision 0023), first come first served. Nothing is charged while
 * waiting; a promotion enrols the team (and charges it) in the transaction that freed the place.
 */
export const tournamentWaitlist = pgTable(
  'tournament_waitlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    /** waiting; promoted (now an entry); skipped (could not enter when its turn came); left; closed (start or cancel). */
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Why a team was skipped: the sentence enrolment would have answered. */
    note: text('note'),
    entryId: integer('entry_id').references(() => tournamentEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_waitlist_waiting_unique')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.status} = 'waiting'`),
    index('tournament_waitlist_queue_idx').on(t.tournamentId, t.status, t.id),
    index('tournament_waitlist_captain_idx').on(t.captainId, t.status),
  ],
);
