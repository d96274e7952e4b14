import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChanges, type EmailChangeRow } from '../../db/schema/email-changes';
import { users } from '../../db/schema/users';

/** Voids every change of the user still waiting for its confirmation. */
export async function cancelPendingEmailChanges(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
      ),
    );
}

export async function insertEmailChange(
  db: DbOrTx,
  values: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    sessionId: number | null;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** The change a confirmation link names, claimed once: open, unexpired, and now marked confirmed. */
export async function claimConfirmation(
  db: DbOrTx,
  confirmTokenHash: string,
  values: { now: Date; undoTokenHash: string; undoExpiresAt: Date },
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({
      confirmedAt: values.now,
      undoTokenHash: values.undoTokenHash,
      undoExpiresAt: values.undoExpiresAt,
    })
    .where(
      and(
        eq(emailChanges.confirmTokenHash, confirmTokenHash),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.confirmExpiresAt, values.now),
      ),
    )
    .returning();
  return row;
}

/** The change an undo link names, claimed once: confirmed, not undone, within its 7 days. */
export async function claimUndo(
  db: DbOrTx,
  undoTokenHash: string,
  now: Date,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ undoneAt: now })
    .where(
      and(
        eq(emailChanges.undoTokenHash, undoTokenHash),
        isNotNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.undoExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The newest change of the user still waiting for its confirmation (shown on My Account). */
export async function findPendingEmailChange(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.confirmExpiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.createdAt), desc(emailChanges.id))
    .limit(1);
  return row;
}

/**
 * Moves the login e-mail from `from` to `to`, only while the account still has `from`; `to` opened its link, so
 * it is verified (decision 0054).
 */
export async function moveUserEmail(db: DbOrTx, userId: number, from: string, to: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ email: to, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, from)))
    .returning();
  return row;
}

/**
 * Sets the login e-mail whatever it is now (an undo: the address opened its link, so it is verified); the e-mail it
 * replaced, or undefined when there is no such user.
 */
export async function setUserEmail(db: DbOrTx, userId: number, email: string, now: Date) {
  const [before] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  return before.email;
}
