/**
 * My data (GDPR articles 15 and 20; issue 28, decision 0051): `GET /api/my-data` gives the signed-in player a
 * JSON copy of everything Arena holds about them. The tables come from the schema (every foreign key to a user,
 * and the tables keyed by e-mail), so a table added later is in the export without a change here; credentials
 * (password and code hashes, secrets, tokens) are left out, and one-time codes in mails are masked as the
 * console shows them.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/local-storage';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { rateLimited } from '../../http/errors';
import { EMAIL_KEYED, rowsWhere, userColumns, type UserColumn } from './account-data.repository';

/** Columns never exported: what signs in or proves a code, not information about the person. */
export const CREDENTIAL_COLUMN = /(^|_)(hash|secret|token)$|password|secret/;

/** Per table: columns replaced before the export (the mail's text as the console shows it, codes masked). */
const REPLACED: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = {
  outbox_emails: ({ masked_text: masked, text, html: _html, ...rest }) => ({
    ...rest,
    text: masked ?? text,
  }),
};

export interface AccountDataExport {
  generated_at: string;
  account: Record<string, unknown>;
  /** Every other table holding rows about the player, by table name (columns as stored). */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** A value as JSON carries it: 64-bit integers (the embedded database's BigInt) as numbers, times as ISO text. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

function clean(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const replaced = REPLACED[table]?.(row) ?? row;
  return Object.fromEntries(
    Object.entries(replaced)
      .filter(([column]) => !CREDENTIAL_COLUMN.test(column))
      .map(([column, value]) => [column, plain(value)]),
  );
}

/** The stored paths of the pictures the player uploaded: the profile picture and match evidence. */
export function uploadedPictures(data: AccountDataExport): string[] {
  const paths = [data.account.profile_picture, ...(data.tables.match_evidence ?? []).map((row) => row.path)];
  return [...new Set(paths.filter((path): path is string => typeof path === 'string' && path !== ''))];
}

export function createAccountDataService(deps: {
  db: Db;
  storage: Pick<FileStorage, 'read'>;
  clock: Clock;
  limiter: RateLimiter;
  exportsPerUser: RateLimitRule;
}) {
  const { db } = deps;
  let columns: Promise<UserColumn[]> | undefined;

  /** Everything held about the user (the console's export on a player's request goes through this too). */
  async function collect(user: { id: number; email: string }): Promise<AccountDataExport> {
    // The schema changes only with a migration, i.e. a new server: read once.
    columns ??= userColumns(db);
    const sources: Array<[UserColumn, number | string]> = [
      ...(await columns).map((column): [UserColumn, number | string] => [column, user.id]),
      ...EMAIL_KEYED.map((column): [UserColumn, number | string] => [column, user.email]),
    ];
    // One snapshot: the export is consistent even while the player plays on.
    return db.transaction(
      async (tx) => {
        const [account] = await rowsWhere(tx, { table: 'users', column: 'id' }, user.id);
        const tables: Record<string, Array<Record<string, unknown>>> = {};
        for (const [source, value] of sources) {
          const rows = await rowsWhere(tx, source, value);
          if (rows.length === 0) continue;
          const list = (tables[source.table] ??= []);
          // A row that names the player in two columns (e.g. reporter and confirmer) once.
          const seen = new Set(list.map((row) => JSON.stringify(row)));
          for (const row of rows.map((r) => clean(source.table, r))) {
            const key = JSON.stringify(row);
            if (!seen.has(key)) {
              seen.add(key);
              list.push(row);
            }
          }
        }
        return {
          generated_at: deps.clock.now().toISOString(),
          account: clean('users', account ?? {}),
          tables,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /** The player's own export (`GET /api/my-data`): limited per account. */
    async exportFor(user: { id: number; email: string }): Promise<AccountDataExport> {
      const allowed = await deps.limiter.consume(`my-data:user:${user.id}`, deps.exportsPerUser);
      if (!allowed.allowed) throw rateLimited(allowed.retryAfterMs);
      return collect(user);
    },

    collect,

    /**
     * The export as a ZIP: `my-data.json` (the same data) and each uploaded picture at `pictures/<stored path>`,
     * as stored (already compressed, so kept as it is). A picture whose file is gone is left out; the JSON still
     * names its path.
     */
    async zip(data: AccountDataExport): Promise<Buffer> {
      const files: Zippable = { 'my-data.json': strToU8(JSON.stringify(data, null, 2)) };
      for (const path of uploadedPictures(data)) {
        const content = await deps.storage.read(path);
        if (content) files[`pictures/${path}`] = [new Uint8Array(content), { level: 0 }];
      }
      return Buffer.from(zipSync(files, { level: 6, mtime: new Date(data.generated_at) }));
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
