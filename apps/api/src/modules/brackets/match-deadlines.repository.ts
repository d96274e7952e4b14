/** Queries of match deadlines (decision 0024); each runs in the transaction (or database) it is given. */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchDeadlines, type MatchDeadlineState } from '../../db/schema/match-deadlines';
import { tournaments } from '../../db/schema/tournaments';

/** States in which a match still waits for someone (captains or the admin). */
export const WAITING_DEADLINE_STATES: MatchDeadlineState[] = ['open', 'no_show', 'disputed'];

export async function findReportMinutes(db: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: tournaments.matchReportMinutes })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row?.minutes ?? 0;
}

export async function listTournamentDeadlines(db: DbOrTx, tournamentId: number) {
  return db.select().from(matchDeadlines).where(eq(matchDeadlines.tournamentId, tournamentId));
}

/** The deadlines of these matches of the tournament. */
export async function listDeadlinesOf(db: DbOrTx, tournamentId: number, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(matchDeadlines)
    .where(and(eq(matchDeadlines.tournamentId, tournamentId), inArray(matchDeadlines.matchId, matchIds)));
}

/** Where the match stands with its deadline (undefined: the match never had both teams). */
export async function findDeadlineState(
  db: DbOrTx,
  matchId: number,
): Promise<MatchDeadlineState | undefined> {
  const [row] = await db
    .select({ state: matchDeadlines.state })
    .from(matchDeadlines)
    .where(eq(matchDeadlines.matchId, matchId));
  return row?.state;
}

export async function findReportDeadline(db: DbOrTx, matchId: number): Promise<Date | null> {
  const [row] = await db
    .select({ reportDeadline: matchDeadlines.reportDeadline })
    .from(matchDeadlines)
    .where(eq(matchDeadlines.matchId, matchId));
  return row?.reportDeadline ?? null;
}

export async function insertDeadlines(
  tx: DbOrTx,
  rows: Array<{
    matchId: number;
    tournamentId: number;
    readyAt: Date;
    reportDeadline: Date | null;
    warnAt: Date | null;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(matchDeadlines)
    .values(rows.map((row) => ({ ...row, state: 'open' as const })))
    .onConflictDoNothing();
}

/** A match ready again after a correction reset it: a fresh deadline from now. */
export async function reopenDeadline(
  tx: DbOrTx,
  matchId: number,
  times: { readyAt: Date; reportDeadline: Date | null; warnAt: Date | null },
): Promise<void> {
  await tx
    .update(matchDeadlines)
    .set({ ...times, state: 'open', warnedAt: null, resolvedAt: null })
    .where(eq(matchDeadlines.matchId, matchId));
}

export async function closeDeadlines(tx: DbOrTx, matchIds: number[], now: Date): Promise<void> {
  if (matchIds.length === 0) return;
  await tx
    .update(matchDeadlines)
    .set({ state: 'closed', resolvedAt: now })
    .where(
      and(inArray(matchDeadlines.matchId, matchIds), inArray(matchDeadlines.state, WAITING_DEADLINE_STATES)),
    );
}

/** Open matches past their deadline, oldest first (read without locks: each is then settled under its own). */
export async function listDueDeadlines(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ matchId: matchDeadlines.matchId, tournamentId: matchDeadlines.tournamentId })
    .from(matchDeadlines)
    .where(and(eq(matchDeadlines.state, 'open'), lte(matchDeadlines.reportDeadline, now)))
    .orderBy(asc(matchDeadlines.reportDeadline), asc(matchDeadlines.matchId))
    .limit(limit);
}

/** Open matches whose "deadline near" notice is due and not yet sent. */
export async function listDueWarnings(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ matchId: matchDeadlines.matchId, tournamentId: matchDeadlines.tournamentId })
    .from(matchDeadlines)
    .where(
      and(
        eq(matchDeadlines.state, 'open'),
        isNotNull(matchDeadlines.warnAt),
        lte(matchDeadlines.warnAt, now),
        isNull(matchDeadlines.warnedAt),
      ),
    )
    .orderBy(asc(matchDeadlines.warnAt), asc(matchDeadlines.matchId))
    .limit(limit);
}

/**
 * Takes an open, due match out of 'open' in one conditional update: of several instances (or an admin's
 * concurrent decision) exactly one gets the row back and acts.
 */
export async function claimDueDeadline(
  tx: DbOrTx,
  matchId: number,
  now: Date,
  state: Exclude<MatchDeadlineState, 'open'>,
) {
  const [row] = await tx
    .update(matchDeadlines)
    .set({ state, resolvedAt: now })
    .where(
      and(
        eq(matchDeadlines.matchId, matchId),
        eq(matchDeadlines.state, 'open'),
        lte(matchDeadlines.reportDeadline, now),
      ),
    )
    .returning({ matchId: matchDeadlines.matchId, reportDeadline: matchDeadlines.reportDeadline });
  return row;
}

/** Marks the warning sent; answers the row only to the one caller that marked it. */
export async function claimWarning(tx: DbOrTx, matchId: number, now: Date) {
  const [row] = await tx
    .update(matchDeadlines)
    .set({ warnedAt: now })
    .where(
      and(
        eq(matchDeadlines.matchId, matchId),
        eq(matchDeadlines.state, 'open'),
        isNull(matchDeadlines.warnedAt),
        lte(matchDeadlines.warnAt, now),
      ),
    )
    .returning({ matchId: matchDeadlines.matchId, reportDeadline: matchDeadlines.reportDeadline });
  return row;
}

export async function setDeadlineState(
  tx: DbOrTx,
  matchId: number,
  state: MatchDeadlineState,
  now: Date,
): Promise<void> {
  await tx.update(matchDeadlines).set({ state, resolvedAt: now }).where(eq(matchDeadlines.matchId, matchId));
}
