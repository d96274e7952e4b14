/** The console dashboard's read model: counts and sums over players, orders, withdrawals and tournaments. */
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders } from '../../db/schema/payments';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { enrolledTeamsCount } from '../../db/sql';

const count = sql<number>`count(*)::int`;

export async function countPlayers(db: DbOrTx, joinedSince: Date) {
  const [[total], [recent], [banned]] = await Promise.all([
    db.select({ n: count }).from(users),
    db.select({ n: count }).from(users).where(gte(users.createdAt, joinedSince)),
    db.select({ n: count }).from(users).where(isNotNull(users.bannedAt)),
  ]);
  return { total: total?.n ?? 0, recent: recent?.n ?? 0, banned: banned?.n ?? 0 };
}

/** Pence taken by completed orders, per kind of product. */
export function revenueByKind(db: DbOrTx) {
  return db
    .select({
      kind: paymentOrders.kind,
      pence: sql`coalesce(sum(${paymentOrders.amountPence}), 0)::bigint`.mapWith(Number),
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.status, 'completed'))
    .groupBy(paymentOrders.kind);
}

/** Withdrawal requests not yet paid or refused: how many, and how much they ask for. */
export async function openWithdrawals(db: DbOrTx) {
  const [row] = await db
    .select({
      n: count,
      pence: sql`coalesce(sum(${withdrawalRequests.amountPence}), 0)::bigint`.mapWith(Number),
    })
    .from(withdrawalRequests)
    .where(inArray(withdrawalRequests.status, ['pending', 'review', 'processing']));
  return { count: row?.n ?? 0, pence: row?.pence ?? 0 };
}

/** The next pending tournaments to start, soonest first. */
export function nextStarts(db: DbOrTx, limit: number) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.tournamentName,
      start: tournaments.tournamentStartDate,
      total: tournaments.totalTeams,
      enrolled: enrolledTeamsCount,
    })
    .from(tournaments)
    .where(and(eq(tournaments.tournamentState, 'pending'), eq(tournaments.kind, 'cup')))
    .orderBy(asc(tournaments.tournamentStartDate))
    .limit(limit);
}
