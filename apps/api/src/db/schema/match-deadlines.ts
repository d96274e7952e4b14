/** Match deadlines (decision 0024): when each ready match must be reported, and what the sweep did. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bracketRecords } from './brackets';
import { tournaments } from './tournaments';

/**
 * open: ready, waiting for reports; auto_confirmed: the single report was confirmed at the deadline;
 * no_show: nobody reported by the deadline, in the admin's queue; disputed: two different reports at the
 * deadline (the admin's dispute list has it); closed: decided otherwise, or no longer ready (a correction
 * reset it; it opens again with a new deadline when both teams are known again).
 */
export const MATCH_DEADLINE_STATES = ['open', 'auto_confirmed', 'no_show', 'disputed', 'closed'] as const;
export type MatchDeadlineState = (typeof MATCH_DEADLINE_STATES)[number];

export const matchDeadlines = pgTable(
  'match_deadlines',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    /** Null when the tournament sets no deadline: the row still dates the match for the control room. */
    reportDeadline: timestamp('report_deadline', { withTimezone: true }),
    /** When the captains are told the deadline is near (null: no deadline). */
    warnAt: timestamp('warn_at', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    state: text('state', { enum: MATCH_DEADLINE_STATES }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('match_deadlines_due_idx').on(t.state, t.reportDeadline),
    index('match_deadlines_tournament_idx').on(t.tournamentId),
    check(
      'match_deadlines_state_known',
      sql`${t.state} IN ('open', 'auto_confirmed', 'no_show', 'disputed', 'closed')`,
    ),
  ],
);

export type MatchDeadlineRow = typeof matchDeadlines.$inferSelect;
