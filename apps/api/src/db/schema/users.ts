import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLATFORMS, perPlatform, type PlatformSpec } from '@arena/shared/platforms';

/** The name of the index that keeps a platform's IDs unique: a save that breaks it names the platform. */
export function platformUniqueIndex(platform: PlatformSpec): string {
  return `users_${platform.column}_unique`;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Public identifier shown to players; never the database id. */
    playerId: text('player_id').notNull(),
    role: text('role', { enum: ['player', 'admin'] })
      .notNull()
      .default('player'),
    address: text('address'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    zipCode: text('zip_code'),
    service: text('service'),
    /**
     * Age and country (decision 0055): asked before the first purchase, paid entry or withdrawal. The date of
     * birth as YYYY-MM-DD (fixed once given); the country of residence as an ISO 3166 alpha-2 code, apart from the
     * free-text address `country`.
     */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    residenceCountry: text('residence_country'),
    /** One nullable text column per platform (PLATFORMS: the property is its key, the column its column). */
    ...perPlatform((platform) => text(platform.column)),
    profilePicture: text('profile_picture'),
    paypalEmail: text('paypal_email'),
    /** Balances change only through the ledger (docs/product.md, Payments and refunds). */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    walletPence: bigint('wallet_pence', { mode: 'number' }).notNull().default(0),
    /** End of the VIP subscription; null when never subscribed. Extended by each purchase. */
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    /** The IANA zone the account's e-mails give times in, as its browser last reported it; null: the default. */
    timeZone: text('time_zone'),
    /** The interface language chosen (decision 0062): en, de, fr, es, it or pl; null: not chosen (English). */
    language: text('language'),
    /** Privacy (issue 27): whether visitors see the platform IDs and total winnings on the public player page. */
    platformIdsPublic: boolean('platform_ids_public').notNull().default(false),
    winningsPublic: boolean('winnings_public').notNull().default(false),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /**
     * Two-factor sign-in by TOTP (issue 28): the shared secret, sealed (never stored as given to the
     * authenticator app); set by a setup, in force once `twoFactorEnabledAt` is set by a first right code.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is accepted once, and never an older one. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /**
     * When the player deleted the account (issue 28, decision 0052): the row stays as a pseudonym ("Deleted player
     * #n") for the ledger, payments and audit that must be kept; every personal field is erased.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the login e-mail was last proved to be the player's (decision 0054): its verification link, the link of an
     * e-mail change, or a password reset code. Null: unverified, and purchases, paid entries, withdrawals and the
     * PayPal e-mail are refused. The default marked every account that existed when the column was added as
     * verified; the sign-up sets null explicitly, and `insertUser` makes every caller choose.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('users_player_id_unique').on(t.playerId),
    // A platform ID belongs to one player, whatever its case (docs/product.md, Accounts and sessions).
    ...PLATFORMS.map((platform) =>
      uniqueIndex(platformUniqueIndex(platform)).on(sql`lower(${t[platform.key]})`),
    ),
    index('users_created_at_idx').on(t.createdAt),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_tokens_non_negative', sql`${t.tokens} >= 0`),
    check('users_wallet_non_negative', sql`${t.walletPence} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The platform IDs of a select, each under its field: `db.select({ ...userPlatformIds, ... }).from(users)`. */
export const userPlatformIds = perPlatform((platform) => users[platform.key]);
