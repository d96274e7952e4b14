/** The deletes of the credential retention sweep (credential-retention.ts): one batch of one table each. */
import { and, asc, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerifications } from '../../db/schema/email-verifications';
import { passwordResets } from '../../db/schema/password-resets';
import { sessions } from '../../db/schema/sessions';
import { loginChallenges, webauthnChallenges } from '../../db/schema/two-factor';

type Batch = { before: Date; limit: number };

/** Sessions that expired, or were ended, before `before`: up to `limit` of them; answers how many went. */
export async function pruneEndedSessions(db: DbOrTx, { before, limit }: Batch): Promise<number> {
  const ids = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))),
    )
    .orderBy(asc(sessions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await db.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id })).length;
}

/** Verification links that expired before `before` (used or not). */
export async function pruneEmailVerifications(db: DbOrTx, { before, limit }: Batch): Promise<number> {
  const ids = db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .orderBy(asc(emailVerifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    await db
      .delete(emailVerifications)
      .where(inArray(emailVerifications.id, ids))
      .returning({ id: emailVerifications.id })
  ).length;
}

/** Password-reset codes that expired before `before`. */
export async function prunePasswordResets(db: DbOrTx, { before, limit }: Batch): Promise<number> {
  const ids = db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(lt(passwordResets.expiresAt, before))
    .orderBy(asc(passwordResets.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    await db
      .delete(passwordResets)
      .where(inArray(passwordResets.id, ids))
      .returning({ id: passwordResets.id })
  ).length;
}

/** Second-factor sign-in challenges (after the password, before the code) that expired before `before`. */
export async function pruneLoginChallenges(db: DbOrTx, { before, limit }: Batch): Promise<number> {
  const ids = db
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(lt(loginChallenges.expiresAt, before))
    .orderBy(asc(loginChallenges.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    await db
      .delete(loginChallenges)
      .where(inArray(loginChallenges.id, ids))
      .returning({ id: loginChallenges.id })
  ).length;
}

/** Passkey registration and sign-in challenges that expired before `before`. */
export async function pruneWebauthnChallenges(db: DbOrTx, { before, limit }: Batch): Promise<number> {
  const ids = db
    .select({ id: webauthnChallenges.id })
    .from(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, before))
    .orderBy(asc(webauthnChallenges.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    await db
      .delete(webauthnChallenges)
      .where(inArray(webauthnChallenges.id, ids))
      .returning({ id: webauthnChallenges.id })
  ).length;
}
