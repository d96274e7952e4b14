/** Reads of the ledger for statements. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';

/** Every entry of a user, oldest first (a statement reads top to bottom like a bank's). */
export function listLedgerOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
