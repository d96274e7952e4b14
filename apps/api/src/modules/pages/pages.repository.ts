import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';

export async function findPage(db: DbOrTx, key: string) {
  const [row] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  return row;
}

export async function listPageEntries(db: DbOrTx, page: string) {
  return db.select().from(pageEntries).where(eq(pageEntries.page, page)).orderBy(asc(pageEntries.position));
}

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row;
}
