/**
 * The platform IDs a player keeps on the profile (spec 001 sections 2, 3 and 5; decision 0038): one row per
 * platform. Everything that lists them derives from this table: the zod schemas (the profile form and every
 * response that carries them), the users table's columns and unique indexes, the API's selects and mappers,
 * the labels and the web's forms and tables. Adding a platform is one row here plus a migration.
 */
import { z } from 'zod';

export interface PlatformRow {
  /**
   * The JSON field wherever the ID travels (the profile form, user_details, the rosters) and the users table's
   * property in the API's schema.
   */
  readonly key: string;
  /** The users table's column; its case-insensitive unique index is `users_<column>_unique`. */
  readonly column: string;
  /** The form's label, the tables' header and the name the validation messages give the ID. */
  readonly label: string;
  /** The prefix of a roster line's IDs (match room, the organiser's participants): "PSN: Nova_PSN". */
  readonly shortLabel: string;
  /** The longest ID the profile accepts. */
  readonly maxLength: number;
  /** Its place in the Edit Profile form, which lists them in an order of its own (spec 001 section 2). */
  readonly profileOrder: number;
}

/** In the order the screens list them: the Players Lobby's columns (spec 001 section 2). */
// prettier-ignore
export const PLATFORMS = [
  { key: 'psn',        column: 'psn',        label: 'PSN ID',        shortLabel: 'PSN',        maxLength: 50, profileOrder: 1 },
  { key: 'activision', column: 'activision', label: 'Activision ID', shortLabel: 'Activision', maxLength: 50, profileOrder: 3 },
  { key: 'xbox',       column: 'xbox',       label: 'Xbox GamerTag', shortLabel: 'Xbox',       maxLength: 50, profileOrder: 2 },
  { key: 'ea',         column: 'ea',         label: 'EA ID',         shortLabel: 'EA',         maxLength: 50, profileOrder: 5 },
  { key: 'ubisoft',    column: 'ubisoft',    label: 'Ubisoft ID',    shortLabel: 'Ubisoft',    maxLength: 50, profileOrder: 4 },
  { key: 'discord',    column: 'discord',    label: 'Discord ID',    shortLabel: 'Discord',    maxLength: 50, profileOrder: 6 },
] as const satisfies readonly PlatformRow[];

export type PlatformSpec = (typeof PLATFORMS)[number];
export type Platform = PlatformSpec['key'];

/** Each platform's ID, null when the player left it blank. */
export type PlatformIds = Record<Platform, string | null>;

/** One value per platform, keyed by the platform's field, in the table's order. */
export function perPlatform<T>(make: (platform: PlatformSpec) => T): Record<Platform, T> {
  const entries = PLATFORMS.map((platform) => [platform.key, make(platform)] as const);
  return Object.fromEntries(entries) as Record<Platform, T>;
}

/** The rows in the Edit Profile form's order: PSN, Xbox, Activision, Ubisoft, EA, Discord. */
export const PROFILE_PLATFORMS: readonly PlatformSpec[] = [...PLATFORMS].sort(
  (a, b) => a.profileOrder - b.profileOrder,
);

export const PLATFORM_KEYS: readonly Platform[] = PLATFORMS.map((platform) => platform.key);

/** The platform fields of a response: each ID a string or null. Spread into the z.object that carries them. */
export function platformIdsShape() {
  return perPlatform(() => z.string().nullable());
}

/** Only the platform IDs of a row that holds them under their fields (a users row, a roster row). */
export function pickPlatformIds(source: PlatformIds): PlatformIds {
  return perPlatform((platform) => source[platform.key]);
}

/** The IDs the player filled in, each as "PSN: Nova_PSN", in the table's order. */
export function platformIdLines(source: PlatformIds): string[] {
  return PLATFORMS.flatMap((platform) => {
    const value = source[platform.key];
    return value ? [`${platform.shortLabel}: ${value}`] : [];
  });
}
