import { and, asc, count, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games, type GameRow } from '../../db/schema/games';
import { containsText } from '../../db/sql';

export async function listActiveGames(
  db: DbOrTx,
  options: { search?: string; limit?: number; offset?: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const conditions: SQL[] = [isNull(games.archivedAt)];
  if (options.search) conditions.push(containsText(games.gameName, options.search));
  const where = and(...conditions);
  const query = db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(sql`lower(${games.gameName})`), asc(games.id));
  const rows = await (options.limit === undefined
    ? query
    : query.limit(options.limit).offset(options.offset ?? 0));
  const total =
    options.limit === undefined
      ? rows.length
      : ((await db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0);
  return { rows, total };
}
