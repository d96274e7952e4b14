/** My data (GDPR articles 15 and 20; issue 28, decision 0051): `GET /api/my-data`. */
import { z } from 'zod';
import { stepUpFields } from './two-factor';
export const MY_DATA_MESSAGES = {
  exported: 'Your data export',
} as const;

/**
 * `GET /api/my-data` (and the console's copy) as `json` (the default: the envelope) or `zip`: an
 * `application/zip` holding `my-data.json` (the same `data`) and the uploaded pictures under `pictures/`.
 */
export const dataExportQuerySchema = z.object({
  format: z.enum(['json', 'zip'], { error: 'format is json or zip' }).optional(),
});

/** Delete my account (GDPR article 17; issue 28, decision 0052): `POST /api/delete-account`. */
export const DELETE_ACCOUNT_MESSAGES = {
  deleted: 'Your account has been deleted.',
  wrongPassword: 'The password is not correct.',
  gone: 'This account has already been deleted.',
  inTournament:
    'You captain a team in a tournament that has not finished. Leave it, or wait until it is over, then delete your account.',
  withdrawalInFlight:
    'A withdrawal of yours is still being paid. Wait until it is settled, then delete your account.',
  walletNotEmpty: 'Your wallet still holds money. Withdraw it first, then delete your account.',
  pseudonym: (userId: number) => `Deleted player #${userId}`,
} as const;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'The password is required' })
    .min(1, { error: 'The password is required' })
    .max(128, { error: 'The password is not correct.' }),
  /** With a second factor on the account: the app's code, a recovery code or a passkey (decision 0057). */
  ...stepUpFields,
});
