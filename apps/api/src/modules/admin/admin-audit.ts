/** The admin audit log: one entry per admin action, written in the action's own transaction. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema/admin-audit';
import { users } from '../../db/schema/users';

export interface AdminAction {
  adminId: number;
  /** `<target>.<verb>`, e.g. `game.create`, `player.adjust`. */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  /** Plain JSON: the record as it was, and as it is now (null when created or removed). */
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/** Dates become ISO strings and undefined disappears, so what is stored reads back the same. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

export async function recordAdminAction(db: DbOrTx, entry: AdminAction): Promise<void> {
  await db.insert(adminAudit).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    note: entry.note ?? null,
  });
}

export async function listAdminActions(
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
    .select({ entry: adminAudit, adminName: users.name })
    .from(adminAudit)
    .innerJoin(users, eq(users.id, adminAudit.adminId))
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
