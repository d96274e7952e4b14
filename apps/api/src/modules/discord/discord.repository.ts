/** Queries of the Discord commands (decision 0060): links, link codes, and what a linked player's commands read. */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discordLinkCodes, discordLinks } from '../../db/schema/discord';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type DiscordLinkRow = typeof discordLinks.$inferSelect;

export async function findLinkOfUser(db: DbOrTx, userId: number): Promise<DiscordLinkRow | undefined> {
  const [row] = await db.select().from(discordLinks).where(eq(discordLinks.userId, userId));
  return row;
}

/** The Arena account a Discord user is linked to, with what decides whether it may act. */
export async function findLinkedAccount(db: DbOrTx, discordUserId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      language: users.language,
      bannedAt: users.bannedAt,
      deletedAt: users.deletedAt,
    })
    .from(discordLinks)
    .innerJoin(users, eq(users.id, discordLinks.userId))
    .where(eq(discordLinks.discordUserId, discordUserId));
  return row;
}

/** The account's one code: a new one replaces the last (which stops working); expired codes of anyone go. */
export async function replaceLinkCode(
  db: DbOrTx,
  input: { userId: number; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(discordLinkCodes).where(lt(discordLinkCodes.expiresAt, input.now));
  await db
    .insert(discordLinkCodes)
    .values({
      userId: input.userId,
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: discordLinkCodes.userId,
      set: { codeHash: input.codeHash, expiresAt: input.expiresAt, createdAt: input.now },
    });
}

/** Uses a code up (once, while valid): the account it was made for, or undefined. */
export async function consumeLinkCode(db: DbOrTx, codeHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .delete(discordLinkCodes)
    .where(and(eq(discordLinkCodes.codeHash, codeHash), gt(discordLinkCodes.expiresAt, now)))
    .returning({ userId: discordLinkCodes.userId });
  return row?.userId;
}

export async function insertLink(
  db: DbOrTx,
  input: { userId: number; discordUserId: string; discordUsername: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(discordLinks)
    .values({
      userId: input.userId,
      discordUserId: input.discordUserId,
      discordUsername: input.discordUsername,
      linkedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ userId: discordLinks.userId });
  return rows.length > 0;
}

export async function deleteLink(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .delete(discordLinks)
    .where(eq(discordLinks.userId, userId))
    .returning({ userId: discordLinks.userId });
  await db.delete(discordLinkCodes).where(eq(discordLinkCodes.userId, userId));
  return rows.length > 0;
}

/**
 * The tournaments whose check-in is open now in which the player is on an entered roster or captains a waiting
 * team: the ones `/arena checkin` checks in to (the check-in itself decides, with its own refusals).
 */
export async function openCheckIns(db: DbOrTx, userId: number, now: Date) {
  return rowsOf<{ tournament_id: number; tournament_name: string; team_name: string }>(
    await db.execute(sql`
      SELECT t.id AS tournament_id, t.tournament_name, tm.team_name
      FROM tournaments t
      JOIN tournament_entries e ON e.tournament_id = t.id AND e.status = 'active'
      JOIN tournament_entry_players p ON p.entry_id = e.id AND p.active = 1 AND p.user_id = ${userId}
      JOIN teams tm ON tm.id = e.team_id
      WHERE t.tournament_state = 'pending' AND t.check_in_minutes > 0
        AND t.tournament_start_date > ${now}
        AND t.tournament_start_date - make_interval(mins => t.check_in_minutes) <= ${now}
      UNION
      SELECT t.id, t.tournament_name, tm.team_name
      FROM tournaments t
      JOIN tournament_waitlist w ON w.tournament_id = t.id AND w.status = 'waiting' AND w.captain_id = ${userId}
      JOIN teams tm ON tm.id = w.team_id
      WHERE t.tournament_state = 'pending' AND t.check_in_minutes > 0
        AND t.tournament_start_date > ${now}
        AND t.tournament_start_date - make_interval(mins => t.check_in_minutes) <= ${now}
      ORDER BY 1`),
  );
}

/** The underway tournaments the player plays in (an active entry's roster), for their open matches. */
export async function underwayTournamentsOf(db: DbOrTx, userId: number) {
  return rowsOf<{ id: number; tournament_name: string }>(
    await db.execute(sql`
      SELECT DISTINCT t.id, t.tournament_name
      FROM tournaments t
      JOIN tournament_entry_players p ON p.tournament_id = t.id AND p.active = 1 AND p.user_id = ${userId}
      JOIN tournament_entries e ON e.id = p.entry_id AND e.status = 'active'
      WHERE t.tournament_state = 'underway'
      ORDER BY t.id`),
  );
}

/** The player's latest cup that is underway, else completed: what `/arena standings` shows by default. */
export async function latestTournamentOf(db: DbOrTx, userId: number) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT t.id
      FROM tournaments t
      JOIN tournament_entry_players p ON p.tournament_id = t.id AND p.user_id = ${userId}
      WHERE t.kind = 'cup' AND t.tournament_state IN ('underway', 'completed')
      ORDER BY (t.tournament_state = 'underway') DESC, t.tournament_start_date DESC
      LIMIT 1`),
  );
  return row?.id;
}

const tournamentBrief = {
  id: tournaments.id,
  name: tournaments.tournamentName,
  state: tournaments.tournamentState,
} as const;

export async function findCup(db: DbOrTx, id: number) {
  const [row] = await db
    .select(tournamentBrief)
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.kind, 'cup')));
  return row;
}

/** Cups whose name holds `text` (without case), the exact name first, then the latest; at most `limit`. */
export async function findCupsByName(db: DbOrTx, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(tournamentBrief)
    .from(tournaments)
    .where(
      and(
        eq(tournaments.kind, 'cup'),
        sql`${tournaments.tournamentState} <> 'cancelled'`,
        sql`${tournaments.tournamentName} ILIKE ${pattern}`,
      ),
    )
    .orderBy(
      sql`lower(${tournaments.tournamentName}) = lower(${text}) DESC`,
      desc(tournaments.tournamentStartDate),
    )
    .limit(limit);
}
