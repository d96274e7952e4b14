import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

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
    entryFeePaid: integer('entry_fee_paid').notNull().default(0),
    /** active, left (before start) or refunded (tournament cancelled). */
    status: text('status', { enum: ['active', 'left', 'refunded'] })
      .notNull()
      .default('active'),
    seed: integer('seed'),
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
