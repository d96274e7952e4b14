/**
 * What the database holds about one person (GDPR articles 15 and 20; issue 28, decision 0051), found from the
 * schema itself: every column that refers to a user (a foreign key to `users.id`), and the tables keyed by the
 * e-mail address instead (codes and mail sent before an account existed or after it changed).
 */
import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@arena/shared/platforms';
import type { DbOrTx } from '../../db/client';

export interface UserColumn {
  table: string;
  column: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every column of the schema with a foreign key to `users.id`, by table and column name. */
export async function userColumns(db: DbOrTx): Promise<UserColumn[]> {
  return rowsOf<UserColumn>(
    await db.execute(sql`
      SELECT cls.relname AS "table", att.attname AS "column"
      FROM pg_constraint con
      JOIN pg_class cls ON cls.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = cls.relnamespace AND ns.nspname = 'public'
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
      WHERE con.contype = 'f' AND con.confrelid = 'public.users'::regclass
      ORDER BY 1, 2`),
  );
}

/** The tables that name a person by e-mail address rather than by account, and their address column. */
export const EMAIL_KEYED: readonly UserColumn[] = [
  { table: 'password_resets', column: 'email' },
  { table: 'outbox_emails', column: 'to' },
];

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The rows of `table` whose `column` is `value` (compared without case for an e-mail), oldest first. */
export async function rowsWhere(
  db: DbOrTx,
  { table, column }: UserColumn,
  value: number | string,
): Promise<Array<Record<string, unknown>>> {
  const match =
    typeof value === 'string'
      ? sql`lower(${sql.raw(identifier(column))}) = lower(${value})`
      : sql`${sql.raw(identifier(column))} = ${value}`;
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT * FROM ${sql.raw(identifier(table))} WHERE ${match} ORDER BY 1`),
  );
}

/**
 * What keeps an account from being deleted now (decision 0052), as counts and the wallet balance. The user row is
 * locked first, in a statement of its own, so the counts are read after any withdrawal or entry that held it.
 */
export async function deletionBlockers(db: DbOrTx, userId: number) {
  const locked = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`),
  );
  if (locked.length === 0) return undefined;
  const [row] = rowsOf<{ wallet: string | number; withdrawals: number; entries: number }>(
    await db.execute(sql`
      SELECT
        u.wallet_pence AS wallet,
        (SELECT count(*)::int FROM withdrawal_requests w
          WHERE w.user_id = u.id AND w.status IN ('pending', 'review', 'processing')) AS withdrawals,
        (SELECT count(*)::int FROM tournament_entries e
          JOIN tournaments t ON t.id = e.tournament_id
          JOIN teams tm ON tm.id = e.team_id
          WHERE e.status = 'active' AND t.tournament_state IN ('pending', 'underway')
            AND (e.captain_id = u.id OR tm.captain_id = u.id)) AS entries
      FROM users u WHERE u.id = ${userId}`),
  );
  return row ? { wallet: Number(row.wallet), withdrawals: row.withdrawals, entries: row.entries } : undefined;
}

/**
 * Erases the account's personal fields, leaving the row as a pseudonym for the records that must be kept
 * (decision 0052); `passwordHash` is a hash of a random secret nobody holds.
 */
export async function eraseAccount(
  db: DbOrTx,
  input: { userId: number; pseudonym: string; email: string; passwordHash: string; now: Date },
): Promise<void> {
  await db.execute(sql`
    UPDATE users SET
      name = ${input.pseudonym}, email = ${input.email}, password_hash = ${input.passwordHash},
      address = NULL, country = NULL, state = NULL, city = NULL, zip_code = NULL, service = NULL,
      date_of_birth = NULL, residence_country = NULL,
      ${sql.raw(PLATFORMS.map((platform) => `${identifier(platform.column)} = NULL`).join(', '))},
      profile_picture = NULL, paypal_email = NULL, time_zone = NULL,
      platform_ids_public = false, winnings_public = false,
      two_factor_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL,
      deleted_at = ${input.now}, updated_at = ${input.now}
    WHERE id = ${input.userId}`);
}

/**
 * Removes what is only about the person and kept for nobody else: their notifications and preferences, codes and
 * e-mail changes and verification links, mail to the address, second-factor rows and passkeys, the Discord link; their team memberships; the teams they
 * captain (no open entry is left, checked before) are deleted as a captain's delete does; their ratings leave the
 * boards.
 */
export async function removePersonalRows(
  db: DbOrTx,
  input: { userId: number; oldEmail: string; now: Date },
): Promise<void> {
  const { userId, oldEmail, now } = input;
  await db.execute(sql`DELETE FROM notifications WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM notification_preferences WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM password_resets WHERE lower(email) = lower(${oldEmail})`);
  await db.execute(sql`DELETE FROM email_changes WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM email_verifications WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM outbox_emails WHERE lower("to") = lower(${oldEmail})`);
  await db.execute(sql`DELETE FROM two_factor_recovery_codes WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM login_challenges WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM passkeys WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM webauthn_challenges WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM discord_links WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM discord_link_codes WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM team_members WHERE user_id = ${userId}`);
  await db.execute(
    sql`UPDATE teams SET deleted_at = ${now} WHERE captain_id = ${userId} AND deleted_at IS NULL`,
  );
  await db.execute(sql`UPDATE player_ratings SET listed = false WHERE user_id = ${userId}`);
}

export interface TextColumn extends UserColumn {
  /** `text`, `character varying`, `json` or `jsonb`. */
  type: string;
}

/** Every text and JSON column of the schema but `users`, for the scrub of names and addresses. */
export async function textColumns(db: DbOrTx): Promise<TextColumn[]> {
  return rowsOf<TextColumn>(
    await db.execute(sql`
      SELECT table_name AS "table", column_name AS "column", data_type AS "type"
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'users'
        AND data_type IN ('text', 'character varying', 'json', 'jsonb')
      ORDER BY 1, 2`),
  );
}

/**
 * Replaces `pattern` (a PostgreSQL regular expression, matched without case) by `replacement` in one column,
 * where it occurs: other players' notifications, mail and audit entries that named the deleted player. A JSON
 * column is rewritten as text and read back as JSON (the replacement holds nothing JSON would escape).
 */
export async function scrubColumn(
  db: DbOrTx,
  column: TextColumn,
  pattern: string,
  replacement: string,
): Promise<void> {
  const target = sql.raw(identifier(column.column));
  const json = column.type === 'json' || column.type === 'jsonb';
  const asText = json ? sql`${target}::text` : target;
  const replaced = sql`regexp_replace(${asText}, ${pattern}, ${replacement}, 'gi')`;
  await db.execute(sql`
    UPDATE ${sql.raw(identifier(column.table))}
    SET ${target} = ${json ? sql`(${replaced})::${sql.raw(column.type)}` : replaced}
    WHERE ${asText} ~* ${pattern}`);
}
