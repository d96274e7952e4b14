import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/password-resets';
import { sessions } from '../../db/schema/sessions';
import { users, type UserRow } from '../../db/schema/users';

export async function insertSession(
  db: DbOrTx,
  values: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    lastSeenAt?: Date;
    userAgent: string | null;
    ip: string | null;
    /** Set when the session is opened through a second factor (decision 0049). */
    secondFactorAt?: Date | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session lookup every signed-in request runs, built once per database (see findUserBySessionHash). */
function sessionLookup(db: DbOrTx) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.bannedAt),
      ),
    )
    .limit(1)
    .prepare('arena_session_lookup');
}

const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/**
 * The user behind a live session: not revoked, not expired, and not banned. Every signed-in request asks it
 * first, so the statement is built once per database handle, not per request (decision 0035: the 200 requests of an
 * enrolment rush each ask it).
 */
export async function findUserBySessionHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<
  | {
      user: UserRow;
      sessionId: number;
      expiresAt: Date;
      lastSeenAt: Date | null;
      secondFactorAt: Date | null;
    }
  | undefined
> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash, now });
  return row;
}

/**
 * Revokes the user's live sessions: all of them, only `only`, or all but `except`. Answers the ids it
 * revoked. Call it through session-revocations.ts, which tells the live streams (decision 0031).
 */
export async function revokeSessions(
  db: DbOrTx,
  input: { userId: number; now: Date; only?: number; except?: number },
): Promise<number[]> {
  const conditions = [eq(sessions.userId, input.userId), isNull(sessions.revokedAt)];
  if (input.only !== undefined) conditions.push(eq(sessions.id, input.only));
  if (input.except !== undefined) conditions.push(ne(sessions.id, input.except));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Of these sessions, those still live: not revoked, not expired, their user not banned. */
export async function liveSessionIds(db: DbOrTx, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.bannedAt),
      ),
    );
  return rows.map((row) => row.id);
}

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** Closes every open code of an e-mail, so only the newest one works. */
export async function closeOpenResets(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ closedAt: now })
    .where(and(eq(passwordResets.email, email), isNull(passwordResets.closedAt)));
}

export async function insertReset(db: DbOrTx, values: { email: string; otpHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(values);
}

export async function findOpenReset(db: DbOrTx, email: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.email, email), isNull(passwordResets.closedAt)))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  return row;
}

/** Counts a wrong code; closes it on the last allowed try. Returns the tries used. */
export async function recordFailedAttempt(db: DbOrTx, resetId: number, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({
      failedAttempts: sql`${passwordResets.failedAttempts} + 1`,
      closedAt: sql`CASE WHEN ${passwordResets.failedAttempts} + 1 >= ${maxAttempts} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.closedAt)))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return row?.failedAttempts;
}

export async function markResetVerified(db: DbOrTx, resetId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ verifiedAt: now })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.closedAt)));
}

/**
 * Uses a verified code for its one reset. Conditional, so two concurrent resets cannot both use it.
 * Returns whether this call won.
 */
export async function consumeVerifiedReset(
  db: DbOrTx,
  email: string,
  verifiedSince: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ closedAt: now })
    .where(
      and(
        eq(passwordResets.email, email),
        isNull(passwordResets.closedAt),
        gt(passwordResets.verifiedAt, verifiedSince),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}
