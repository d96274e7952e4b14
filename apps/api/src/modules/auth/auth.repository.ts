import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/password-resets';
import { sessions } from '../../db/schema/sessions';
import { users, type UserRow } from '../../db/schema/users';

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The user behind a live session: not revoked, not expired, and not banned. */
export async function findUserBySessionHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; sessionId: number } | undefined> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.bannedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
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
