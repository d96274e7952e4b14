/** The player's own profile: details, platform IDs (unique per platform) and the profile picture. */
import { and, ne, sql } from 'drizzle-orm';
import { PLATFORMS, PLATFORM_LABELS, PROFILE_MESSAGES, type Platform } from '@arena/shared/profile';
import type { Db } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { users, type UserRow } from '../../db/schema/users';
import { AppError, notFound } from '../../http/errors';
import type { FileStorage } from '../../integrations/storage/local-storage';
import type { Clock } from '../../lib/clock';
import { reencodeImage } from '../../lib/images';
import { randomToken } from '../../lib/tokens';
import { findUserById } from './users.repository';

const PICTURE_SIZE = 512;

const PLATFORM_COLUMNS = {
  psn: users.psn,
  xbox: users.xbox,
  activision: users.activision,
  ubisoft: users.ubisoft,
  ea: users.ea,
  discord: users.discord,
} as const;

export interface ProfileInput {
  email: string;
  psn?: string | null;
  xbox?: string | null;
  activision?: string | null;
  ubisoft?: string | null;
  ea?: string | null;
  discord?: string | null;
  address?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  zip_code?: string | null;
  service?: string | null;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;
const refuse = (code: string, message: string) => new AppError('invalid', code, message);

export function createProfileService(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const { db } = deps;

  async function takenBy(
    column: typeof users.email | (typeof PLATFORM_COLUMNS)[Platform],
    value: string,
    userId: number,
  ) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${column}) = lower(${value})`, ne(users.id, userId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async update(userId: number, input: ProfileInput): Promise<UserRow> {
      const email = input.email.toLowerCase();
      const errors: string[] = [];
      if (await takenBy(users.email, email, userId)) errors.push(PROFILE_MESSAGES.emailTaken);
      const platformValues: Partial<Record<Platform, string | null>> = {};
      for (const platform of PLATFORMS) {
        const value = blankToNull(input[platform]);
        if (value === undefined) continue;
        platformValues[platform] = value;
        if (value && (await takenBy(PLATFORM_COLUMNS[platform], value, userId))) {
          errors.push(PROFILE_MESSAGES.platformTaken(PLATFORM_LABELS[platform]));
        }
      }
      if (errors.length > 0) throw new AppError('invalid', 'PROFILE_TAKEN', errors[0]!, { errors });
      try {
        const [row] = await db
          .update(users)
          .set({
            email,
            ...platformValues,
            address: blankToNull(input.address),
            country: blankToNull(input.country),
            state: blankToNull(input.state),
            city: blankToNull(input.city),
            zipCode: blankToNull(input.zip_code),
            service: blankToNull(input.service),
            updatedAt: deps.clock.now(),
          })
          .where(sql`${users.id} = ${userId}`)
          .returning();
        if (!row) throw notFound('The user');
        return row;
      } catch (error) {
        // Another player took the same ID between the check and the update.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'users_email_unique') throw refuse('PROFILE_TAKEN', PROFILE_MESSAGES.emailTaken);
        const platform = PLATFORMS.find((p) => constraint === `users_${p}_unique`);
        if (platform)
          throw refuse('PROFILE_TAKEN', PROFILE_MESSAGES.platformTaken(PLATFORM_LABELS[platform]));
        throw error;
      }
    },

    /** Checks the upload by its content, re-encodes it (no metadata, bounded size) and swaps the stored file. */
    async replacePicture(userId: number, upload: Buffer): Promise<UserRow> {
      const picture = await reencodeImage(
        upload,
        { width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'cover' },
        PROFILE_MESSAGES,
      );
      const before = await findUserById(db, userId);
      if (!before) throw notFound('The user');
      const path = await deps.storage.put(
        `profile_pictures/${randomToken(12)}.${picture.extension}`,
        picture.content,
      );
      const [row] = await db
        .update(users)
        .set({ profilePicture: path, updatedAt: deps.clock.now() })
        .where(sql`${users.id} = ${userId}`)
        .returning();
      if (before.profilePicture?.startsWith('profile_pictures/'))
        await deps.storage.remove(before.profilePicture);
      return row!;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
