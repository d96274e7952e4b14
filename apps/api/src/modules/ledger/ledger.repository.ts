/** The ledger's queries: the balance change with its entry (in the caller's transaction), and statements. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerEntries, type LedgerAsset } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';

const COLUMNS = { credits: users.credits, tokens: users.tokens, wallet: users.walletPence } as const;
const KEYS = { credits: 'credits', tokens: 'tokens', wallet: 'walletPence' } as const;

/**
 * Adds `delta` to one balance in one conditional statement that never takes it below zero, nor an increase
 * above `limit` when one is given: the balance after, or undefined when the change is refused (or the user
 * does not exist).
 */
export async function addToBalance(
  tx: Tx,
  userId: number,
  asset: LedgerAsset,
  delta: number,
  limit?: number,
): Promise<number | undefined> {
  const column = COLUMNS[asset];
  const allowed =
    delta < 0 || limit === undefined ? sql`${column} + ${delta} >= 0` : sql`${column} + ${delta} <= ${limit}`;
  const [row] = await tx
    .update(users)
    .set({ [KEYS[asset]]: sql`${column} + ${delta}` })
    .where(and(eq(users.id, userId), allowed))
    .returning({ balance: column });
  return row?.balance;
}

/** Records the entry; false when its reference was used before (the change was already applied). */
export async function insertLedgerEntry(
  tx: Tx,
  entry: Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  const inserted = await tx
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.reference })
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

/** Every entry of a user, oldest first (a statement reads top to bottom like a bank's). */
export function listLedgerOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
