import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive substring match with LIKE's wildcards escaped, so "%" finds a literal percent sign. */
export function containsText(column: AnyPgColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`} ESCAPE '\\'`;
}
