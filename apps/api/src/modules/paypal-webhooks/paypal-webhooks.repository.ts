/** Stored PayPal webhook events: one row per event id, so a replay is recognised and does nothing. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paypalWebhookEvents } from '../../db/schema/payments';

export type WebhookEventRow = typeof paypalWebhookEvents.$inferSelect;

/** Stores the event unless it is known; answers the stored row either way and whether it is new. */
export async function storeEvent(
  db: DbOrTx,
  values: { id: string; eventType: string; resourceId: string | null; body: string },
): Promise<{ row: WebhookEventRow; isNew: boolean }> {
  const [inserted] = await db.insert(paypalWebhookEvents).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(paypalWebhookEvents)
    .where(eq(paypalWebhookEvents.id, values.id))
    .limit(1);
  return { row: existing!, isNew: false };
}

export async function markProcessed(db: DbOrTx, id: string, outcome: string, at: Date) {
  await db
    .update(paypalWebhookEvents)
    .set({ processedAt: at, outcome: outcome.slice(0, 500) })
    .where(eq(paypalWebhookEvents.id, id));
}
