/** The Edit Profile form (spec 001 sections 2 and 5; DESIGN section 5 for platform ID uniqueness). */
import { z } from 'zod';
import { emailField } from './validation';

export const PLATFORMS = ['psn', 'xbox', 'activision', 'ubisoft', 'ea', 'discord'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  psn: 'PSN ID',
  xbox: 'Xbox GamerTag',
  activision: 'Activision ID',
  ubisoft: 'Ubisoft ID',
  ea: 'EA ID',
  discord: 'Discord ID',
};

const platformId = (platform: Platform) =>
  z
    .string({ error: `${PLATFORM_LABELS[platform]} must be text` })
    .max(50, { error: `${PLATFORM_LABELS[platform]} cannot exceed 50 characters` })
    .regex(/^\S*$/, { error: 'Spaces are not allowed' })
    .nullable()
    .optional();

const detail = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} cannot exceed ${max} characters` })
    .nullable()
    .optional();

export const updateProfileSchema = z.object({
  email: emailField(),
  psn: platformId('psn'),
  xbox: platformId('xbox'),
  activision: platformId('activision'),
  ubisoft: platformId('ubisoft'),
  ea: platformId('ea'),
  discord: platformId('discord'),
  address: detail('Address', 200),
  country: detail('Country', 60),
  state: detail('State', 60),
  city: detail('City', 60),
  zip_code: detail('Zip code', 20),
  service: detail('Service', 100),
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
