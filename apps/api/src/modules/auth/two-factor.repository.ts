/** Queries of two-factor sign-in (decision 0049): the user's TOTP columns, recovery codes and login challenges. */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { loginChallenges, twoFactorRecoveryCodes } from '../../db/schema/two-factor';
import { users } from '../../db/schema/users';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

/** Keeps a new sealed secret waiting for its first code; never while two-factor sign-in is on. */
export async function storePendingSecret(db: DbOrTx, userId: number, sealed: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ twoFactorSecret: sealed, twoFactorLastStep: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Turns two-factor sign-in on with the pending secret the first code was checked against: a set-up started
 * meanwhile (another secret) makes it fail. Returns whether this call turned it on.
 */
export async function markTwoFactorEnabled(
  db: DbOrTx,
  input: { userId: number; sealed: string; step: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorEnabledAt: input.now, twoFactorLastStep: input.step, updatedAt: input.now })
    .where(
      and(
        eq(users.id, input.userId),
        isNull(users.twoFactorEnabledAt),
        eq(users.twoFactorSecret, input.sealed),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Accepts a TOTP step once: only a step later than the last one accepted moves it. Conditional, so the same code
 * sent twice at once is accepted once.
 */
export async function acceptTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.twoFactorEnabledAt),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Turns it off: the secret, the recovery codes and any sign-in waiting for a code go. */
export async function clearTwoFactor(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once; conditional, so two requests cannot both use it. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** A new challenge; the user's spent ones (expired or used) are deleted with it, so they do not pile up. */
export async function insertChallenge(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; remember: boolean; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, values.userId),
        or(lte(loginChallenges.expiresAt, values.now), isNotNull(loginChallenges.usedAt)),
      ),
    );
  await db.insert(loginChallenges).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    remember: values.remember,
    expiresAt: values.expiresAt,
  });
}

/** A challenge still usable: not used, not expired, tries left. */
export async function findOpenChallenge(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  maxAttempts: number,
): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedAttempts, maxAttempts),
      ),
    )
    .limit(1);
  return row;
}

export async function recordChallengeFailure(db: DbOrTx, challengeId: number): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(eq(loginChallenges.id, challengeId));
}

/** Uses the challenge for its one sign-in, if it is still open. Returns whether this call won. */
export async function consumeChallenge(db: DbOrTx, challengeId: number, now: Date, maxAttempts: number) {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.id, challengeId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedAttempts, maxAttempts),
      ),
    )
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** This session has just passed a second factor. */
export async function markSessionSecondFactor(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}
