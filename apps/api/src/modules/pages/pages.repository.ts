/** Queries of the content pages and the contact inbox, public and the console's; callers pass their transaction. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';

type Page = { limit?: number; offset?: number };

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

/* The console */

export async function findContentPages(db: DbOrTx, keys: readonly string[]) {
  return db
    .select()
    .from(pages)
    .where(inArray(pages.key, [...keys]));
}

export async function upsertContentPage(
  db: DbOrTx,
  values: { key: string; title: string; content: string; updatedAt: Date },
) {
  const [row] = await db
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({
      target: pages.key,
      set: { title: values.title, content: values.content, updatedAt: values.updatedAt },
    })
    .returning();
  return row!;
}

/**
 * The page's entries, after taking a transaction lock on the page: two saves of the ordered list never
 * interleave, even the first one, when there is no row yet to lock.
 */
export async function lockPageEntries(db: DbOrTx, page: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page_entries:${page}`}))`);
  return db.select().from(pageEntries).where(eq(pageEntries.page, page)).orderBy(asc(pageEntries.position));
}

export async function replacePageEntries(
  db: DbOrTx,
  page: string,
  contents: string[],
  now: Date,
): Promise<void> {
  await db.delete(pageEntries).where(eq(pageEntries.page, page));
  if (contents.length === 0) return;
  await db
    .insert(pageEntries)
    .values(contents.map((keyValue, position) => ({ page, position, keyValue, updatedAt: now })));
}

/* Contact inbox */

export async function listContactMessagesForAdmin(
  db: DbOrTx,
  status: 'all' | 'handled' | 'unhandled',
  page: Page,
) {
  const where =
    status === 'handled'
      ? isNotNull(contactMessages.handledAt)
      : status === 'unhandled'
        ? isNull(contactMessages.handledAt)
        : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit ?? 100_000)
    .offset(page.offset ?? 0);
  const [counted] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findContactMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** Sets handled_at once: answers the row when this call handled it, undefined when it already was. */
export async function markContactMessageHandled(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: now })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning();
  return row;
}
