import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number; offset: number }) {
  const query = db.select().from(outboxEmails);
  const filtered = options.to ? query.where(eq(outboxEmails.to, options.to.toLowerCase())) : query;
  return filtered
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(options.limit)
    .offset(options.offset);
}
