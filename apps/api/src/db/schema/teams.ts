import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamName: text('team_name').notNull(),
    slug: text('slug').notNull(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    /** Roster size: 1 to 4 (1v1 to 4v4). */
    totalPlayers: integer('total_players').notNull(),
    description: text('description').notNull().default(''),
    /** The invitation link's secret; regenerating it kills old links. */
    inviteToken: text('invite_token').notNull(),
    /** Soft delete keeps the history of past tournaments. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_captain_idx').on(t.captainId),
    uniqueIndex('teams_invite_token_unique').on(t.inviteToken),
    check('teams_total_players_range', sql`${t.totalPlayers} BETWEEN 1 AND 4`),
  ],
);

/** is_accepted: 0 pending request, 1 accepted player, 2 captain (spec 001 section 3). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isAccepted: integer('is_accepted').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_unique').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
    check('team_members_is_accepted_range', sql`${t.isAccepted} IN (0, 1, 2)`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
