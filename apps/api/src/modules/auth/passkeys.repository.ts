/** Queries of passkeys (WebAuthn, decision 0053): the credentials and the ceremonies' challenges. */
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passkeys, webauthnChallenges } from '../../db/schema/two-factor';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function insertWebauthnChallenge(
  db: DbOrTx,
  input: {
    userId: number | null;
    challenge: string;
    kind: 'registration' | 'authentication';
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  // Spent and expired challenges are of no use: cleared as new ones come.
  await db
    .delete(webauthnChallenges)
    .where(or(lt(webauthnChallenges.expiresAt, input.now), sql`${webauthnChallenges.usedAt} is not null`));
  await db.insert(webauthnChallenges).values({
    userId: input.userId,
    challenge: input.challenge,
    kind: input.kind,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Uses a challenge up: once, within its lifetime, of this kind, for this player (null for a sign-in). Returns
 * whether this call used it.
 */
export async function consumeWebauthnChallenge(
  db: DbOrTx,
  input: { challenge: string; kind: 'registration' | 'authentication'; userId: number | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(webauthnChallenges)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.kind, input.kind),
        input.userId === null
          ? isNull(webauthnChallenges.userId)
          : eq(webauthnChallenges.userId, input.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}

export function listPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(
  db: DbOrTx,
  credentialId: string,
): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/**
 * Records a sign-in with the passkey: its new signature counter, unless another sign-in moved it meanwhile
 * (the counter must still be the one checked). Returns whether the row was updated.
 */
export async function recordPasskeyUse(
  db: DbOrTx,
  input: { id: number; expectedCount: number; newCount: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ signCount: input.newCount, lastUsedAt: input.now })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.signCount, input.expectedCount)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
