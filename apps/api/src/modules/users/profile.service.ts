/** The player's own profile: details, platform IDs (unique per platform) and the profile picture. */
import { PLATFORMS, type Platform, type PlatformIds } from '@arena/shared/platforms';
import { AGE_AND_COUNTRY_MESSAGES, isUnderAge } from '@arena/shared/age-and-country';
import type { LanguageCode } from '@arena/shared/language';
import { PROFILE_MESSAGES } from '@arena/shared/profile';
import type { Db, DbOrTx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { platformUniqueIndex, type UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound } from '../../http/errors';
import type { FileStorage } from '../../integrations/storage/local-storage';
import { removeWithVariants } from '../../integrations/storage/image-variants';
import type { Clock } from '../../lib/clock';
import { reencodeImage } from '../../lib/images';
import { randomToken } from '../../lib/tokens';
import { findUserById, isTakenByOther, updateProfile } from './users.repository';

const PICTURE_SIZE = 512;

/**
 * What the profile asks of the login e-mail's change (the auth module's email-change.service, which services.ts
 * hands in): the users module does not import the auth module, which builds on it (decision 0017).
 */
export interface EmailChangeSteps {
  checkPassword(user: UserRow, password: string | undefined): Promise<void>;
  request(tx: DbOrTx, user: UserRow, newEmail: string, sessionId: number | null): Promise<void>;
  pendingEmail(userId: number): Promise<string | null>;
}

export interface ProfileInput extends Partial<PlatformIds> {
  email: string;
  current_password?: string;
  address?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  zip_code?: string | null;
  service?: string | null;
  /** Decision 0055: blank or null leaves them as they are; the date of birth is fixed once given. */
  date_of_birth?: string | null;
  residence_country?: string | null;
  /** Privacy (decision 0046): left as they are when not sent. */
  platform_ids_public?: boolean;
  winnings_public?: boolean;
  language?: LanguageCode;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

export function createProfileService(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  emailChange: EmailChangeSteps;
}) {
  const { db } = deps;

  return {
    /**
     * Saves the details. A new e-mail is not applied here: with the current password it becomes a pending change
     * the new address confirms (decision 0029); `pendingEmail` names it.
     */
    async update(
      session: { userId: number; sessionId: number | null },
      input: ProfileInput,
    ): Promise<{
      row: UserRow;
      pendingEmail: string | null;
      requestedEmail: string | null;
      underAge: boolean;
    }> {
      const { userId } = session;
      const current = await findUserById(db, userId);
      if (!current) throw notFound('The user');
      const email = input.email.toLowerCase();
      const changesEmail = email !== current.email;
      if (changesEmail) await deps.emailChange.checkPassword(current, input.current_password);
      const errors: string[] = [];
      if (changesEmail && (await isTakenByOther(db, 'email', email, userId)))
        errors.push(PROFILE_MESSAGES.emailTaken);
      const platformValues: Partial<Record<Platform, string | null>> = {};
      for (const { key, label } of PLATFORMS) {
        const value = blankToNull(input[key]);
        if (value === undefined) continue;
        platformValues[key] = value;
        if (value && (await isTakenByOther(db, key, value, userId))) {
          errors.push(PROFILE_MESSAGES.platformTaken(label));
        }
      }
      if (errors.length > 0) throw new AppError('invalid', 'PROFILE_TAKEN', errors[0]!, { errors });
      const dateOfBirth = blankToNull(input.date_of_birth) ?? undefined;
      // Fixed once given, so that a refused player cannot simply type another year (decision 0055).
      if (dateOfBirth && current.dateOfBirth && dateOfBirth !== current.dateOfBirth)
        throw invalid('DATE_OF_BIRTH_FIXED', AGE_AND_COUNTRY_MESSAGES.dateOfBirthFixed);
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await updateProfile(tx, userId, {
            ...platformValues,
            address: blankToNull(input.address),
            country: blankToNull(input.country),
            state: blankToNull(input.state),
            city: blankToNull(input.city),
            zipCode: blankToNull(input.zip_code),
            service: blankToNull(input.service),
            dateOfBirth,
            residenceCountry: blankToNull(input.residence_country) ?? undefined,
            platformIdsPublic: input.platform_ids_public,
            winningsPublic: input.winnings_public,
            language: input.language,
            updatedAt: deps.clock.now(),
          });
          if (!updated) throw notFound('The user');
          if (changesEmail) await deps.emailChange.request(tx, updated, email, session.sessionId);
          return updated;
        });
        return {
          row,
          pendingEmail: await deps.emailChange.pendingEmail(userId),
          requestedEmail: changesEmail ? email : null,
          underAge: row.dateOfBirth !== null && isUnderAge(row.dateOfBirth, deps.clock.now()),
        };
      } catch (error) {
        // Another player took the same ID between the check and the update.
        const constraint = violatedUniqueConstraint(error);
        const platform = PLATFORMS.find((p) => constraint === platformUniqueIndex(p));
        if (platform) throw invalid('PROFILE_TAKEN', PROFILE_MESSAGES.platformTaken(platform.label));
        throw error;
      }
    },

    /** The new e-mail waiting for its confirmation link, if any. */
    pendingEmail(userId: number): Promise<string | null> {
      return deps.emailChange.pendingEmail(userId);
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
      const row = await updateProfile(db, userId, { profilePicture: path, updatedAt: deps.clock.now() });
      if (before.profilePicture?.startsWith('profile_pictures/'))
        await removeWithVariants(deps.storage, before.profilePicture);
      return row!;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
