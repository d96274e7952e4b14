/**
 * The admin audit log: one entry per admin action, written in the action's own transaction (every module's
 * console service calls recordAdminAction with its transaction), and read back for the console.
 */
import type { AuditEntry } from '@arena/shared/admin';
import type { Db, DbOrTx } from '../../db/client';
import { actingApiKey, apiKeyActorName } from '../../http/acting-api-key';
import { insertAuditEntry, listAuditEntries } from './audit.repository';

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

export async function recordAdminAction(tx: DbOrTx, entry: AdminAction): Promise<void> {
  await insertAuditEntry(tx, {
    adminId: entry.adminId,
    // An API key acting (decision 0059) is told apart from its admin signed in.
    apiKeyId: actingApiKey()?.id ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    note: entry.note ?? null,
  });
}

export function createAuditService(deps: { db: Db }) {
  return {
    list: (filter: AuditFilter, page: { limit?: number; offset?: number }) =>
      listAdminActions(deps.db, filter, page),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

type AuditFilter = { action?: string; targetType?: string; targetId?: string; adminId?: number };

/** The log newest first, filtered by action, target or admin; one page, or everything without a limit. */
async function listAdminActions(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit?: number; offset?: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditEntries(db, filter, page);
  return {
    total,
    entries: rows.map(({ entry, adminName, apiKeyName }) => {
      const apiKey = entry.apiKeyId === null ? null : { id: entry.apiKeyId, name: apiKeyName ?? '' };
      return {
        id: entry.id,
        admin_id: entry.adminId,
        admin_name: adminName,
        api_key: apiKey,
        actor: apiKey ? apiKeyActorName(apiKey) : adminName,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        before: entry.before,
        after: entry.after,
        note: entry.note,
        created_at: entry.createdAt.toISOString(),
      };
    }),
  };
}
