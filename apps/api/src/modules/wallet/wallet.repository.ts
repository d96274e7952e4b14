/** Queries for withdrawal requests; every status change is one conditional UPDATE. */
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
export type WithdrawalStatusValue = WithdrawalRow['status'];

/** The address payouts go to; the user's row after, or undefined without one. */
export async function setPaypalEmail(db: DbOrTx, userId: number, paypalEmail: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ paypalEmail, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function insertWithdrawal(db: DbOrTx, values: typeof withdrawalRequests.$inferInsert) {
  const [row] = await db.insert(withdrawalRequests).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).limit(1);
  return row;
}

export async function listWithdrawals(
  db: DbOrTx,
  filter: { userId?: number; status?: WithdrawalStatusValue },
  page: { limit?: number; offset?: number },
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(withdrawalRequests.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(withdrawalRequests.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  let query = db
    .select({ request: withdrawalRequests, userName: users.name, userEmail: users.email })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .where(where)
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(withdrawalRequests)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Claims a request for a payout: pending → processing, or a retry of a processing one whose last call
 * failed ambiguously. Only one caller can hold the claim, so at most one payout call runs at a time.
 */
export async function claimForPayout(db: DbOrTx, id: number, adminId: number, now: Date) {
  const [row] = await db
    .update(withdrawalRequests)
    .set({ status: 'processing', processedBy: adminId, lastError: null, updatedAt: now })
    .where(
      and(
        eq(withdrawalRequests.id, id),
        // Another admin must pay an admin's own withdrawal.
        ne(withdrawalRequests.userId, adminId),
        or(
          eq(withdrawalRequests.status, 'pending'),
          and(eq(withdrawalRequests.status, 'processing'), isNotNull(withdrawalRequests.lastError)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function finishWithdrawal(
  db: DbOrTx,
  id: number,
  from: WithdrawalStatusValue[],
  values: Partial<typeof withdrawalRequests.$inferInsert> & { status: WithdrawalStatusValue },
) {
  const [row] = await db
    .update(withdrawalRequests)
    .set(values)
    .where(and(eq(withdrawalRequests.id, id), inArray(withdrawalRequests.status, from)))
    .returning();
  return row;
}

export async function findWithdrawalByBatch(db: DbOrTx, batchId: string) {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.payoutBatchId, batchId))
    .limit(1);
  return row;
}

/**
 * Claims payouts still processing (sent, outcome unknown) for one sweep round: SKIP LOCKED and the
 * checked_at stamp keep two instances from asking about the same payouts at once.
 */
export async function claimProcessingWithdrawals(
  tx: Tx,
  input: { before: Date; checkedBefore: Date; now: Date; limit: number },
) {
  const candidates = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.status, 'processing'),
        isNotNull(withdrawalRequests.payoutBatchId),
        lte(withdrawalRequests.updatedAt, input.before),
        or(
          isNull(withdrawalRequests.checkedAt),
          and(
            lte(withdrawalRequests.checkedAt, input.checkedBefore),
            // Back off like orders: an item PayPal keeps pending for days is not asked about every minute.
            sql`${withdrawalRequests.checkedAt} - ${withdrawalRequests.updatedAt} <= ${input.now}::timestamptz - ${withdrawalRequests.checkedAt}`,
          ),
        ),
      ),
    )
    .orderBy(sql`${withdrawalRequests.checkedAt} ASC NULLS FIRST`, asc(withdrawalRequests.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (candidates.length === 0) return [];
  return tx
    .update(withdrawalRequests)
    .set({ checkedAt: input.now })
    .where(
      inArray(
        withdrawalRequests.id,
        candidates.map((c) => c.id),
      ),
    )
    .returning();
}

/** Statuses whose amount went back to the wallet: they do not count towards the identity check. */
const GIVEN_BACK: WithdrawalStatusValue[] = ['failed', 'returned', 'unclaimed', 'rejected'];

/**
 * The player's withdrawals counted for the identity check (decision 0056): every request not given back, in pence.
 * The user row is locked first, in a statement of its own, so that two requests of one player are counted one
 * after the other and the second sees the first (the ledger's debit takes the same row afterwards).
 */
export async function lockAndCountWithdrawals(tx: Tx, userId: number): Promise<number> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  return countedWithdrawalsPence(tx, userId);
}

export async function countedWithdrawalsPence(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({
      pence: sql`coalesce(sum(${withdrawalRequests.amountPence}), 0)::bigint`.mapWith(Number),
    })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), notInArray(withdrawalRequests.status, GIVEN_BACK)));
  return row?.pence ?? 0;
}

/**
 * Decides a held request's identity check, once, by another admin than the player: approved goes back to pending
 * (the usual payout path), refused is rejected with the note as its reason (the caller gives the amount back in
 * the same transaction). Answers nothing when the request is not (or no longer) waiting, or is the admin's own.
 */
export async function decideReview(
  db: DbOrTx,
  input: { id: number; adminId: number; note: string; now: Date; decision: 'approved' | 'refused' },
) {
  const review = {
    reviewDecision: input.decision,
    reviewedBy: input.adminId,
    reviewedAt: input.now,
    reviewNote: input.note,
  };
  const [row] = await db
    .update(withdrawalRequests)
    .set(
      input.decision === 'approved'
        ? { ...review, status: 'pending' }
        : {
            ...review,
            status: 'rejected',
            processedBy: input.adminId,
            note: input.note,
            updatedAt: input.now,
          },
    )
    .where(
      and(
        eq(withdrawalRequests.id, input.id),
        eq(withdrawalRequests.status, 'review'),
        ne(withdrawalRequests.userId, input.adminId),
      ),
    )
    .returning();
  return row;
}

/** What the console's player page shows of the identity check: counts and the latest review. */
export async function identityCheckOf(db: DbOrTx, userId: number) {
  const [counts] = await db
    .select({
      waiting: sql`count(*) FILTER (WHERE ${withdrawalRequests.status} = 'review')::int`.mapWith(Number),
      approved: sql`count(*) FILTER (WHERE ${withdrawalRequests.reviewDecision} = 'approved')::int`.mapWith(
        Number,
      ),
      refused: sql`count(*) FILTER (WHERE ${withdrawalRequests.reviewDecision} = 'refused')::int`.mapWith(
        Number,
      ),
    })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.userId, userId));
  const [last] = await db
    .select({ request: withdrawalRequests, reviewerName: users.name })
    .from(withdrawalRequests)
    .leftJoin(users, eq(users.id, withdrawalRequests.reviewedBy))
    .where(and(eq(withdrawalRequests.userId, userId), isNotNull(withdrawalRequests.reviewedAt)))
    .orderBy(desc(withdrawalRequests.reviewedAt), desc(withdrawalRequests.id))
    .limit(1);
  return {
    counted: await countedWithdrawalsPence(db, userId),
    waiting: counts?.waiting ?? 0,
    approved: counts?.approved ?? 0,
    refused: counts?.refused ?? 0,
    last,
  };
}
