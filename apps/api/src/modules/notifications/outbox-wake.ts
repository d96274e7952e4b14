/**
 * The outbox worker's wake-up (decision 0021): a NOTIFY on one channel, sent in the transaction that queued
 * something to deliver (a domain event, an e-mail), so every instance's worker looks at once when it commits.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The NOTIFY channel the outbox worker of every instance listens on. */
export const OUTBOX_WAKE_CHANNEL = 'arena_outbox';

/** Wakes the outbox worker of every instance when `db`'s transaction commits (at once outside one). */
export async function wakeOutbox(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
}
