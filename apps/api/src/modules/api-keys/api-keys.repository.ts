/** Queries of organisers' API keys (decision 0059); callers pass their transaction. */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function countActiveApiKeys(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt));
  return row?.n ?? 0;
}

/** Keys not revoked, newest first, with the admin who made each. */
export function listActiveApiKeys(db: DbOrTx) {
  return db
    .select({ key: apiKeys, creatorName: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(isNull(apiKeys.revokedAt))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes a live key; answers it as it was, or undefined (unknown or already revoked). */
export async function revokeApiKey(db: DbOrTx, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** A live key by its hash, with the admin it acts for. */
export async function findLiveApiKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, creator: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Conditional, so several instances touching the same key within the step write once. */
export async function touchApiKey(db: DbOrTx, id: number, now: Date, stepMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - stepMs))),
      ),
    );
}
