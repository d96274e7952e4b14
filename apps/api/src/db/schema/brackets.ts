/** Brackets (brackets-manager's records), the captains' score reports and the audit of every result change. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

export const bracketTables = ['participant', 'stage', 'group', 'round', 'match', 'match_game'] as const;
export type BracketTable = (typeof bracketTables)[number];

/**
 * One row per brackets-manager record (stage, group, round, match, participant, match game). The row id is
 * the record's id, so ids are unique across tables and a match id alone finds its tournament.
 */
export const bracketRecords = pgTable(
  'bracket_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    tableName: text('table_name', { enum: bracketTables }).notNull(),
    /** The record without its id, exactly as brackets-manager wrote it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('bracket_records_tournament_table_idx').on(t.tournamentId, t.tableName, t.id),
    // brackets-manager finds a result's next matches by round (`{ round_id, number }`): without it each such
    // look-up read every match of the bracket (2,047 for 1,024 teams in double elimination).
    index('bracket_records_round_idx').on(t.tournamentId, t.tableName, sql`(${t.data} ->> 'round_id')`),
    check(
      'bracket_records_table_name_known',
      sql`${t.tableName} IN ('participant', 'stage', 'group', 'round', 'match', 'match_game')`,
    ),
  ],
);

/**
 * A tournament's bracket version: renewed by triggers (migration 0019) in every statement that writes its
 * bracket records or score reports, so a cached bracket view built at one version is served only while the
 * database still holds that version, on every instance (decision 0036).
 */
export const bracketVersions = pgTable('bracket_versions', {
  tournamentId: integer('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  /** From bracket_version_seq: never the same number twice, even across a rolled-back change or a reset. */
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const bracketVersionSeq = pgSequence('bracket_version_seq');

/** One game of a series as a captain reports it: the reporting team's score first. */
export interface ReportedGame {
  own_score: number;
  opponent_score: number;
}

/** One game of a decided series, by the bracket's sides. */
export interface SeriesGame {
  opponent1: number;
  opponent2: number;
}

/** A captain's report of a match, changeable until the match is confirmed. */
export const matchReports = pgTable(
  'match_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    ownScore: integer('own_score').notNull(),
    opponentScore: integer('opponent_score').notNull(),
    /** The series game by game, from the reporting team's side (decision 0039); empty when not given. */
    games: jsonb('games').$type<ReportedGame[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_reports_match_team_unique').on(t.matchId, t.teamId),
    index('match_reports_tournament_idx').on(t.tournamentId),
    check('match_reports_own_score_range', sql`${t.ownScore} BETWEEN 0 AND 999`),
    check('match_reports_opponent_score_range', sql`${t.opponentScore} BETWEEN 0 AND 999`),
  ],
);

export const matchAuditActions = [
  'confirmed',
  'admin_set',
  'admin_corrected',
  'reset',
  'auto_confirmed',
  'forfeit',
] as const;
export type MatchAuditAction = (typeof matchAuditActions)[number];

/** A match as the audit keeps it: team ids, not brackets-manager participant ids. */
export interface MatchSnapshot {
  status: number;
  opponent1: { team_id: number | null; score: number | null; result: string | null } | null;
  opponent2: { team_id: number | null; score: number | null; result: string | null } | null;
}

/** Append-only: every confirmation, admin decision, correction and reset of a match result. */
export const matchResultAudit = pgTable(
  'match_result_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => bracketRecords.id),
    /** Null when the system made the change. */
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action', { enum: matchAuditActions }).notNull(),
    before: jsonb('before').$type<MatchSnapshot>().notNull(),
    after: jsonb('after').$type<MatchSnapshot>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_result_audit_tournament_idx').on(t.tournamentId, t.id)],
);

export type BracketRecordRow = typeof bracketRecords.$inferSelect;
export type MatchReportRow = typeof matchReports.$inferSelect;
export type MatchAuditRow = typeof matchResultAudit.$inferSelect;

/** The match room's short thread between the two teams and the admins (decision 0023); plain text, append-only. */
export const matchMessages = pgTable(
  'match_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The team the author wrote for, or null for an admin. */
    teamId: integer('team_id').references(() => teams.id),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_messages_match_idx').on(t.matchId, t.id),
    check('match_messages_length', sql`char_length(${t.message}) BETWEEN 1 AND 500`),
  ],
);

/**
 * Screenshots a captain attached to a match (decision 0024): re-encoded pictures in the upload storage under a random
 * name, which only the match's two teams and the admins are given. Kept when the match is decided (the record
 * of a dispute); a captain may remove the team's own while the match can still be reported.
 */
export const matchEvidence = pgTable(
  'match_evidence',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** The stored file's path under the upload storage, e.g. `match_evidence/<random>.png`. */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_evidence_match_team_idx').on(t.matchId, t.teamId, t.id),
    index('match_evidence_tournament_idx').on(t.tournamentId),
    uniqueIndex('match_evidence_path_unique').on(t.path),
  ],
);

export type MatchEvidenceRow = typeof matchEvidence.$inferSelect;

/**
 * The games of a decided series (decision 0039): written with its result (captains agreeing, the organiser, a
 * deadline), removed when the result is reset. The match record's scores are the game wins.
 */
export const matchGames = pgTable(
  'match_games',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    games: jsonb('games').$type<SeriesGame[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_games_tournament_idx').on(t.tournamentId)],
);

export type MatchGamesRow = typeof matchGames.$inferSelect;

/**
 * A match's map or mode veto (decision 0039): the pool and order it runs by, fixed when the match became ready,
 * and when the captain on turn must act before a random legal action is taken for them.
 */
export const matchVetoes = pgTable(
  'match_vetoes',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => bracketRecords.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    mode: text('mode').notNull(),
    bestOf: integer('best_of').notNull(),
    pool: jsonb('pool').$type<string[]>().notNull(),
    /** The team that acts first (the higher seed) and the other. */
    firstTeamId: integer('first_team_id')
      .notNull()
      .references(() => teams.id),
    secondTeamId: integer('second_team_id')
      .notNull()
      .references(() => teams.id),
    /** When the step on turn times out; null once the veto is complete. */
    turnDueAt: timestamp('turn_due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_vetoes_due_idx').on(t.turnDueAt),
    index('match_vetoes_tournament_idx').on(t.tournamentId),
  ],
);

export const VETO_ACTIONS = ['ban', 'pick', 'side', 'decider'] as const;
export type VetoAction = (typeof VETO_ACTIONS)[number];

/** Each step of a veto, in order: who acted (null: taken at the timeout, or the decider), what and on which map. */
export const matchVetoSteps = pgTable(
  'match_veto_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matchVetoes.matchId),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    step: integer('step').notNull(),
    teamId: integer('team_id').references(() => teams.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action', { enum: VETO_ACTIONS }).notNull(),
    map: text('map').notNull(),
    /** For a side choice: the side the acting team takes on that map. */
    side: text('side'),
    timedOut: boolean('timed_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_veto_steps_match_step_unique').on(t.matchId, t.step),
    index('match_veto_steps_tournament_idx').on(t.tournamentId),
    check('match_veto_steps_action_known', sql`${t.action} IN ('ban', 'pick', 'side', 'decider')`),
  ],
);

export type MatchVetoRow = typeof matchVetoes.$inferSelect;
export type MatchVetoStepRow = typeof matchVetoSteps.$inferSelect;
