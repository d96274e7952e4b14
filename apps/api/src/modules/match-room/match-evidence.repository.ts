/** Queries of match evidence (screenshots attached to a match); each runs in the transaction it is given. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchEvidence } from '../../db/schema/brackets';
import { teams } from '../../db/schema/teams';

export async function insertEvidence(db: DbOrTx, values: typeof matchEvidence.$inferInsert) {
  const [row] = await db.insert(matchEvidence).values(values).returning();
  return row!;
}

export async function countTeamEvidence(db: DbOrTx, matchId: number, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchEvidence)
    .where(and(eq(matchEvidence.matchId, matchId), eq(matchEvidence.teamId, teamId)));
  return Number(row?.n ?? 0);
}

export async function findEvidence(db: DbOrTx, evidenceId: number) {
  const [row] = await db.select().from(matchEvidence).where(eq(matchEvidence.id, evidenceId));
  return row;
}

export async function deleteEvidence(db: DbOrTx, evidenceId: number) {
  const [row] = await db.delete(matchEvidence).where(eq(matchEvidence.id, evidenceId)).returning();
  return row;
}

/** Which of `teamIds` the user captains. */
export async function captainedTeams(db: DbOrTx, userId: number, teamIds: number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, teamIds), eq(teams.captainId, userId)));
  return rows.map((row) => row.id);
}
