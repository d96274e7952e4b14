/**
 * What the database holds about one person (GDPR articles 15 and 20; issue 28, decision 0051), found from the
 * schema itself: every column that refers to a user (a foreign key to `users.id`), and the tables keyed by the
 * e-mail address instead (codes and mail sent before an account existed or after it changed).
 */
import { sql } from 'drizzle-orm';
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
