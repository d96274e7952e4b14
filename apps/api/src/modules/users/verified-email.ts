/**
 * The verified login e-mail rule (decision 0054), the first check of every purchase, paid entry, withdrawal and
 * PayPal e-mail change: one function, so each of those places calls the same rule with the same refusal.
 */
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import type { UserRow } from '../../db/schema/users';
import { invalid } from '../../http/errors';

/** Throws the refusal (400, code EMAIL_NOT_VERIFIED) unless the account's login e-mail is verified. */
export function requireVerifiedEmail(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (user.emailVerifiedAt === null) throw invalid(EMAIL_NOT_VERIFIED, EMAIL_VERIFICATION_MESSAGES.required);
}
