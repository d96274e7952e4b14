import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { LanguageCode } from '@arena/shared/language';
import type { Platform } from '@arena/shared/platforms';
import type { DbOrTx } from '../../db/client';
import { userPlatformIds, users, type UserRow } from '../../db/schema/users';

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function isNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined;
}

/**
 * A new account. `emailVerifiedAt` is asked of every caller (decision 0054): null for a sign-up, whose address
 * is unproved; a time for an account whose address someone vouches for (the operator's ADMIN_EMAIL).
 */
export async function insertUser(
  db: DbOrTx,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    playerId: string;
    role?: 'player' | 'admin';
    emailVerifiedAt: Date | null;
    /** The interface language; null (the default) until one is chosen. */
    language?: LanguageCode | null;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function setUserRole(db: DbOrTx, userId: number, role: 'player' | 'admin'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/**
 * Marks the account's e-mail verified at `now`, only while it is still `email` and not verified yet; whether it
 * was marked now.
 */
export async function markEmailVerified(db: DbOrTx, userId: number, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether another user holds this e-mail or platform ID (case-insensitive). */
export async function isTakenByOther(
  db: DbOrTx,
  field: 'email' | Platform,
  value: string,
  userId: number,
): Promise<boolean> {
  const column = field === 'email' ? users.email : userPlatformIds[field];
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The zone the account's e-mails give times in; written only when it changes. */
export async function updateTimeZone(db: DbOrTx, userId: number, timeZone: string): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), or(isNull(users.timeZone), ne(users.timeZone, timeZone))));
}

/** The profile's fields (e-mail, platform IDs, address, picture); the row after, or undefined without one. */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'email'
      | Platform
      | 'address'
      | 'country'
      | 'state'
      | 'city'
      | 'zipCode'
      | 'service'
      | 'dateOfBirth'
      | 'residenceCountry'
      | 'profilePicture'
      | 'platformIdsPublic'
      | 'winningsPublic'
      | 'language'
    >
  > & { updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** The user's display name, as notices name them ("A player" for one that is gone). */
export async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'A player';
}
