import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive substring match with LIKE's wildcards escaped, so "%" finds a literal percent sign. */
export function containsText(column: AnyPgColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`} ESCAPE '\\'`;
}

/**
 * How many teams are entered (an active entry) in the tournament of the current `tournaments` row: the one
 * definition of "enrolled teams", for lists, details, the console and the enrolment's capacity check.
 * Spelled out: drizzle leaves columns unqualified in single-table selects, which a correlated subquery cannot have.
 */
export const enrolledTeamsCount = sql<number>`(
  SELECT count(*)::int FROM tournament_entries enr_e
  WHERE enr_e.tournament_id = "tournaments"."id" AND enr_e.status = 'active'
)`;
