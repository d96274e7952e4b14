/** The user as the API sends it and the web app stores it (spec 000 section 3, 001 section 3). */
import { z } from 'zod';
import { languageField } from './language';
import { platformIdsShape } from './platforms';

export const userDetailsSchema = z.object({
  player_id: z.string(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  service: z.string().nullable(),
  /**
   * Age and country (decision 0055): YYYY-MM-DD and an ISO 3166 alpha-2 code, null until given (asked before the
   * first purchase, paid entry or withdrawal). Optional: a user stored by the web app before they existed lacks them.
   */
  date_of_birth: z.string().nullable().optional(),
  residence_country: z.string().nullable().optional(),
  ...platformIdsShape(),
  /** Relative path under the public storage location, or null for the default picture. */
  profile_picture: z.string().nullable(),
  credits: z.number().int(),
  /** VIP token count. */
  token: z.number().int(),
  /** Wallet balance in pounds (stored as pence). */
  wallet: z.number(),
  paypal_email: z.string().nullable(),
  /** 0 means not a VIP subscriber. */
  subscription: z.number().int(),
  /** Privacy (decision 0046): whether visitors see the platform IDs and total winnings on the player page. */
  platform_ids_public: z.boolean(),
  winnings_public: z.boolean(),
  /** The interface language chosen (decision 0062); null: not chosen, English. */
  language: languageField().nullable().optional(),
});

export const userRoles = ['player', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  /** A new login e-mail waiting for its confirmation link (My Account shows it); absent or null when none. */
  pending_email: z.string().nullable().optional(),
  /** Whether the login e-mail is verified (decision 0054): purchases, paid entries and withdrawals need it. */
  email_verified: z.boolean(),
  user_details: userDetailsSchema,
});
export type User = z.infer<typeof userSchema>;
export type UserDetails = z.infer<typeof userDetailsSchema>;
