/** Queries of match vetoes (decision 0041); each runs in the transaction (or database) it is given. */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchVetoSteps, matchVetoes, type MatchVetoRow } from '../../db/schema/brackets';
import { teams } from '../../db/schema/teams';

export async function findVeto(db: DbOrTx, matchId: number): Promise<MatchVetoRow | undefined> {
  const [row] = await db.select().from(matchVetoes).where(eq(matchVetoes.matchId, matchId));
  return row;
}

export async function listVetoesOf(db: DbOrTx, matchIds: number[]): Promise<MatchVetoRow[]> {
  if (matchIds.length === 0) return [];
  return db.select().from(matchVetoes).where(inArray(matchVetoes.matchId, matchIds));
}

export async function listVetoesOfTournament(db: DbOrTx, tournamentId: number): Promise<MatchVetoRow[]> {
  return db.select().from(matchVetoes).where(eq(matchVetoes.tournamentId, tournamentId));
}

export async function listSteps(db: DbOrTx, matchId: number) {
  return db
    .select()
    .from(matchVetoSteps)
    .where(eq(matchVetoSteps.matchId, matchId))
    .orderBy(asc(matchVetoSteps.step));
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1_000;

export async function insertVetoes(db: DbOrTx, rows: Array<typeof matchVetoes.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(matchVetoes).values(rows.slice(i, i + CHUNK));
}

export async function insertSteps(
  db: DbOrTx,
  rows: Array<typeof matchVetoSteps.$inferInsert>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(matchVetoSteps).values(rows.slice(i, i + CHUNK));
}

export async function updateVetoTurn(
  db: DbOrTx,
  matchId: number,
  values: { turnDueAt: Date | null; completedAt: Date | null },
): Promise<void> {
  await db.update(matchVetoes).set(values).where(eq(matchVetoes.matchId, matchId));
}

/** A veto whose match changed teams (a correction): its steps and itself go, a fresh one opens. */
export async function deleteVeto(db: DbOrTx, matchId: number): Promise<void> {
  await db.delete(matchVetoSteps).where(eq(matchVetoSteps.matchId, matchId));
  await db.delete(matchVetoes).where(eq(matchVetoes.matchId, matchId));
}

/** Vetoes whose step on turn is past its time, oldest first (read without locks; each is then taken under one). */
export async function listDueVetoes(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ matchId: matchVetoes.matchId, tournamentId: matchVetoes.tournamentId })
    .from(matchVetoes)
    .where(
      and(isNull(matchVetoes.completedAt), isNotNull(matchVetoes.turnDueAt), lte(matchVetoes.turnDueAt, now)),
    )
    .orderBy(asc(matchVetoes.turnDueAt), asc(matchVetoes.matchId))
    .limit(limit);
}

/** The teams' captains now (who act in their vetoes and are told it is their turn), by team id. */
export async function findCaptainIds(db: DbOrTx, teamIds: number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, captainId: teams.captainId })
    .from(teams)
    .where(inArray(teams.id, [...new Set(teamIds)]));
  return new Map(rows.map((row) => [row.id, row.captainId]));
}
