/** The verified login e-mail (decision 0054): the link's body, its lifetime and every sentence the player reads. */
import { z } from 'zod';

/** Hours a verification link works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 48;

export { EMAIL_NOT_VERIFIED } from './refusal-codes';

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is verified. Thank you!',
  linkInvalid: 'This verification link is invalid, has expired or was already used.',
  sent: (email: string) =>
    `We sent a new verification link to ${email}. It works for ${EMAIL_VERIFICATION_LINK_HOURS} hours.`,
  alreadyVerified: 'Your e-mail address is already verified.',
  required:
    'Please verify your e-mail address first: open the link we e-mailed you, or send a new one from My Account.',
  banner: (email: string) =>
    `Please verify your e-mail address (${email}): purchases, paid entries and withdrawals need it.`,
} as const;

export const verifyEmailBody = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
    .min(1, { error: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
    .max(200, { error: EMAIL_VERIFICATION_MESSAGES.linkInvalid }),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
