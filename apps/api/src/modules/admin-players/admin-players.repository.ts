/** Queries for the players section of the console. */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';
import { users, type UserRow } from '../../db/schema/users';
import { playerRatings } from '../../db/schema/ratings';
import { containsText } from '../../db/sql';

export async function listPlayers(
  db: DbOrTx,
  search: string | undefined,
  page: { limit?: number; offset?: number },
) {
  const where = search
    ? or(
        containsText(users.name, search),
        containsText(users.email, search),
        containsText(users.playerId, search),
      )
    : undefined;
  let query = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockUser(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Changes the player's ban or role (on the row the caller's transaction locked); answers the row after. */
/** A ban takes the player's ratings off the leaderboards; lifting it puts them back (decision 0047). */
export async function setRatingsListed(db: DbOrTx, userId: number, listed: boolean): Promise<void> {
  await db.update(playerRatings).set({ listed }).where(eq(playerRatings.userId, userId));
}

export async function updatePlayer(
  db: DbOrTx,
  userId: number,
  changes: { bannedAt?: Date | null; role?: UserRow['role']; emailVerifiedAt?: Date; updatedAt: Date },
): Promise<UserRow> {
  const [after] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!after) throw new Error(`player ${userId} vanished while locked`);
  return after;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function playerLedger(db: DbOrTx, userId: number, page: { limit?: number; offset?: number }) {
  const where = eq(ledgerEntries.userId, userId);
  let query = db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
