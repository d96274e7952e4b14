/** The lifecycle's queries: a tournament's state changes (on the row the caller's transaction locked) and the due starts. */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';

export async function markCancelled(tx: Tx, tournamentId: number, reason: string, now: Date): Promise<void> {
  await tx
    .update(tournaments)
    .set({ tournamentState: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(tournaments.id, tournamentId));
}

export async function markUnderway(tx: Tx, tournamentId: number, now: Date): Promise<void> {
  await tx
    .update(tournaments)
    .set({ tournamentState: 'underway', startedAt: now, updatedAt: now })
    .where(eq(tournaments.id, tournamentId));
}

/** Underway to completed in one conditional statement: the tournament, or undefined when it was not underway. */
export async function markCompleted(
  tx: Tx,
  tournamentId: number,
  now: Date,
): Promise<TournamentRow | undefined> {
  const [tournament] = await tx
    .update(tournaments)
    .set({ tournamentState: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.tournamentState, 'underway')))
    .returning();
  return tournament;
}

/** Pending tournaments whose start time has come, the earliest first. */
export async function listDueToStart(db: Db, now: Date, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.tournamentState, 'pending'), lte(tournaments.tournamentStartDate, now)))
    .orderBy(asc(tournaments.tournamentStartDate))
    .limit(limit);
}
