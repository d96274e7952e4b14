/** Queries of the console's catalogue (games, tournaments, seeds, pages, contact inbox); callers pass their transaction. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games, type GameRow } from '../../db/schema/games';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';
import { teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { tournaments, type TournamentState } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { containsText } from '../../db/sql';
import type { TournamentWithGame } from '../tournaments/tournaments.repository';

type Page = { limit?: number; offset?: number };

/* Games */

// Spelled out: drizzle leaves columns unqualified in single-table selects, which a correlated subquery cannot have.
const tournamentCount = sql<number>`(
  SELECT count(*)::int FROM tournaments gc_t WHERE gc_t.game_id = "games"."id"
)`;
const openTournamentCount = sql<number>`(
  SELECT count(*)::int FROM tournaments gc_t
  WHERE gc_t.game_id = "games"."id" AND gc_t.tournament_state IN ('pending', 'underway')
)`;

export type GameWithCounts = { game: GameRow; tournamentCount: number; openTournamentCount: number };

export async function listGamesForAdmin(
  db: DbOrTx,
  filter: { search?: string; status: 'all' | 'active' | 'archived' },
  page: Page,
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status === 'active') conditions.push(isNull(games.archivedAt));
  if (filter.status === 'archived') conditions.push(isNotNull(games.archivedAt));
  if (filter.search) conditions.push(containsText(games.gameName, filter.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ game: games, tournamentCount, openTournamentCount })
    .from(games)
    .where(where)
    .orderBy(asc(sql`lower(${games.gameName})`), asc(games.id))
    .limit(page.limit ?? 100_000)
    .offset(page.offset ?? 0);
  const [counted] = await db.select({ n: count() }).from(games).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findGameWithCounts(db: DbOrTx, id: number): Promise<GameWithCounts | undefined> {
  const [row] = await db
    .select({ game: games, tournamentCount, openTournamentCount })
    .from(games)
    .where(eq(games.id, id))
    .limit(1);
  return row;
}

/** The game's row, locked until the transaction ends (edits, archive and banner swaps do not interleave). */
export async function lockGame(db: DbOrTx, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

/** Another game with this name, whatever its case. */
export async function findGameNamed(db: DbOrTx, name: string, exceptId?: number) {
  const conditions: SQL[] = [sql`lower(${games.gameName}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(sql`${games.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: games.id, gameName: games.gameName })
    .from(games)
    .where(and(...conditions))
    .limit(1);
  return row;
}

export async function insertGameRow(db: DbOrTx, gameName: string, now: Date): Promise<GameRow> {
  const [row] = await db.insert(games).values({ gameName, createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function updateGameRow(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<GameRow, 'gameName' | 'gameBanner' | 'archivedAt'>> & { updatedAt: Date },
): Promise<GameRow> {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning();
  return row!;
}

export async function countOpenTournamentsOfGame(db: DbOrTx, gameId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tournaments)
    .where(
      and(eq(tournaments.gameId, gameId), inArray(tournaments.tournamentState, ['pending', 'underway'])),
    );
  return row?.n ?? 0;
}

/* Tournaments */

const enrolledTeams = sql<number>`(
  SELECT count(*)::int FROM tournament_entries enr_e
  WHERE enr_e.tournament_id = "tournaments"."id" AND enr_e.status = 'active'
)`;

export async function listTournamentsForAdmin(
  db: DbOrTx,
  filter: { search?: string; state: 'all' | TournamentState; gameId?: number },
  page: Page,
): Promise<{ rows: TournamentWithGame[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state !== 'all') conditions.push(eq(tournaments.tournamentState, filter.state));
  if (filter.gameId !== undefined) conditions.push(eq(tournaments.gameId, filter.gameId));
  if (filter.search) conditions.push(containsText(tournaments.tournamentName, filter.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(where)
    .orderBy(desc(tournaments.tournamentStartDate), desc(tournaments.id))
    .limit(page.limit ?? 100_000)
    .offset(page.offset ?? 0);
  const [counted] = await db.select({ n: count() }).from(tournaments).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertTournamentRow(
  db: DbOrTx,
  values: typeof tournaments.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(tournaments).values(values).returning({ id: tournaments.id });
  return row!.id;
}

export async function updateTournamentRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof tournaments.$inferInsert> & { updatedAt: Date },
): Promise<void> {
  await db.update(tournaments).set(values).where(eq(tournaments.id, id));
}

export type EntryWithCaptain = {
  entryId: number;
  teamId: number;
  teamName: string;
  status: 'active' | 'left' | 'refunded';
  seed: number | null;
  entryFeePaid: number;
  createdAt: Date;
  captainId: number;
  captainName: string;
  captainPlayerId: string;
};

/** Every entry of a tournament: active first (by seed, then by time of entry), then the closed ones. */
export async function listEntriesForAdmin(db: DbOrTx, tournamentId: number): Promise<EntryWithCaptain[]> {
  return db
    .select({
      entryId: tournamentEntries.id,
      teamId: tournamentEntries.teamId,
      teamName: teams.teamName,
      status: tournamentEntries.status,
      seed: tournamentEntries.seed,
      entryFeePaid: tournamentEntries.entryFeePaid,
      createdAt: tournamentEntries.createdAt,
      captainId: tournamentEntries.captainId,
      captainName: users.name,
      captainPlayerId: users.playerId,
    })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(users, eq(users.id, tournamentEntries.captainId))
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(
      sql`CASE WHEN ${tournamentEntries.status} = 'active' THEN 0 ELSE 1 END`,
      sql`${tournamentEntries.seed} ASC NULLS LAST`,
      asc(tournamentEntries.createdAt),
      asc(tournamentEntries.id),
    );
}

export type RosterPlayerRow = {
  entryId: number;
  userId: number;
  name: string;
  playerId: string;
  tokensPaid: number;
  psn: string | null;
  xbox: string | null;
  activision: string | null;
  ea: string | null;
  ubisoft: string | null;
  discord: string | null;
};

/** The rosters the entries were made with (not the teams' current members), with platform IDs. */
export async function rostersOfEntries(db: DbOrTx, entryIds: number[]): Promise<RosterPlayerRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select({
      entryId: tournamentEntryPlayers.entryId,
      userId: users.id,
      name: users.name,
      playerId: users.playerId,
      tokensPaid: tournamentEntryPlayers.tokensPaid,
      psn: users.psn,
      xbox: users.xbox,
      activision: users.activision,
      ea: users.ea,
      ubisoft: users.ubisoft,
      discord: users.discord,
    })
    .from(tournamentEntryPlayers)
    .innerJoin(users, eq(users.id, tournamentEntryPlayers.userId))
    .where(inArray(tournamentEntryPlayers.entryId, entryIds))
    .orderBy(asc(tournamentEntryPlayers.entryId), asc(tournamentEntryPlayers.id));
}

/** Replaces the seeds of the active entries: the listed teams get theirs, every other entry none. */
export async function setActiveEntrySeeds(
  db: DbOrTx,
  tournamentId: number,
  seeds: Array<{ teamId: number; seed: number }>,
  now: Date,
): Promise<void> {
  const active = and(
    eq(tournamentEntries.tournamentId, tournamentId),
    eq(tournamentEntries.status, 'active'),
  );
  await db.update(tournamentEntries).set({ seed: null, updatedAt: now }).where(active);
  for (const { teamId, seed } of seeds) {
    await db
      .update(tournamentEntries)
      .set({ seed, updatedAt: now })
      .where(and(active, eq(tournamentEntries.teamId, teamId)));
  }
}

/* Content pages */

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
