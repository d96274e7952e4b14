/** Queries of the admin audit log; callers pass their transaction. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema/admin-audit';
import { apiKeys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';

export type AuditEntryValues = typeof adminAudit.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, values: AuditEntryValues): Promise<void> {
  await db.insert(adminAudit).values(values);
}

export async function listAuditEntries(
  db: DbOrTx,
  filter: { action?: string; targetType?: string; targetId?: string; adminId?: number },
  page: { limit?: number; offset?: number },
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAudit.action, filter.action));
  if (filter.targetType) conditions.push(eq(adminAudit.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminAudit.targetId, filter.targetId));
  if (filter.adminId !== undefined) conditions.push(eq(adminAudit.adminId, filter.adminId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  let query = db
    .select({ entry: adminAudit, adminName: users.name, apiKeyName: apiKeys.name })
    .from(adminAudit)
    .innerJoin(users, eq(users.id, adminAudit.adminId))
    .leftJoin(apiKeys, eq(apiKeys.id, adminAudit.apiKeyId))
    .where(where)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAudit)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
