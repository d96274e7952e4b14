import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerifications, type EmailVerificationRow } from '../../db/schema/email-verifications';

export async function insertEmailVerification(
  db: DbOrTx,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** The link a token names, claimed once: unused, unexpired, and now marked used. */
export async function claimEmailVerification(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<EmailVerificationRow | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
