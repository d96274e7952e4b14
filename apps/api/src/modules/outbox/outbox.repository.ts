import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number; offset: number }) {
  const where = options.to ? eq(outboxEmails.to, options.to.toLowerCase()) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
