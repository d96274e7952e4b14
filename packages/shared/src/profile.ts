/** The Edit Profile form (spec 001 sections 2 and 5; decision 0007 for platform ID uniqueness). */
import { z } from 'zod';
import { languageField } from './language';
import { perPlatform } from './platforms';
import { dateOfBirthField, residenceCountryField } from './age-and-country';
import { emailField } from './validation';

/** One field per PLATFORMS row: no spaces, at most its maxLength, blank or null to clear it. */
const platformIdFields = () =>
  perPlatform(({ label, maxLength }) =>
    z
      .string({ error: `${label} must be text` })
      .max(maxLength, { error: `${label} cannot exceed ${maxLength} characters` })
      .regex(/^\S*$/, { error: 'Spaces are not allowed' })
      .nullable()
      .optional(),
  );

const detail = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} cannot exceed ${max} characters` })
    .nullable()
    .optional();

export const updateProfileSchema = z.object({
  email: emailField(),
  ...platformIdFields(),
  address: detail('Address', 200),
  country: detail('Country', 60),
  state: detail('State', 60),
  city: detail('City', 60),
  zip_code: detail('Zip code', 20),
  service: detail('Service', 100),
  /** Age and country (decision 0055): YYYY-MM-DD and an ISO 3166 alpha-2 code; blank or null leaves them as they are. */
  date_of_birth: dateOfBirthField(),
  residence_country: residenceCountryField(),
  /** Privacy (issue 27, decision 0046): whether visitors see the platform IDs and the total winnings. */
  platform_ids_public: z.boolean({ error: 'platform_ids_public must be true or false' }).optional(),
  winnings_public: z.boolean({ error: 'winnings_public must be true or false' }).optional(),
  /** The interface language (decision 0062); left as it is when not sent. */
  language: languageField().optional(),
  /** Required only when `email` differs from the account's: the e-mail change asks for the password. */
  current_password: z.string({ error: 'The current password must be text' }).max(128).optional(),
  /** Sent by the form but not editable: ignored by the server. */
  player_id: z.unknown().optional(),
  name: z.unknown().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  pictureUpdated: 'Profile picture updated successfully',
  onlyImages: 'Only JPEG, JPG, and PNG files are allowed.',
  noFile: 'Please select a file.',
  tooLarge: 'The picture must be 5 MB or smaller.',
  tooManyPixels: 'The picture is too large; use one under 40 megapixels.',
  emailTaken: 'The email has already been taken.',
  platformTaken: (label: string) => `This ${label} is already used by another player.`,
} as const;

/** The login e-mail's change (decision 0029): password, a link to the new address, an undo link to the old. */
export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to change your e-mail.',
  currentPasswordWrong: 'The current password is incorrect.',
  linkSent: (email: string) =>
    `Profile updated. We sent a link to ${email}: your e-mail changes when you open it (within 24 hours).`,
  pending: (email: string) => `Waiting for confirmation: ${email}. Open the link we sent there.`,
  confirmed: 'Your e-mail has been changed. Every other session was signed out.',
  undone: (email: string) =>
    `Your e-mail is back to ${email}. Every session was signed out; reset your password if you need to.`,
  linkInvalid: 'This link is invalid, has expired or was already used.',
} as const;

/** Hours the new address has to confirm, and days the old one may undo. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const emailChangeTokenBody = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MESSAGES.linkInvalid })
    .min(1, { error: EMAIL_CHANGE_MESSAGES.linkInvalid })
    .max(200, { error: EMAIL_CHANGE_MESSAGES.linkInvalid }),
});
export type EmailChangeTokenBody = z.infer<typeof emailChangeTokenBody>;
