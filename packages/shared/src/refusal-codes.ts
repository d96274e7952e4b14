/**
 * Stable codes of refusals the web app reacts to (the envelope's `code`), in a module without zod so that the
 * app's first script (the query client) can read them.
 */

/** A purchase, a paid entry, a withdrawal or a PayPal e-mail met with an unverified e-mail (decision 0054). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** The console's refusals (decision 0057): no second factor on the admin account; a payout needing a fresh check. */
export const ADMIN_SECOND_FACTOR_REQUIRED = 'ADMIN_SECOND_FACTOR_REQUIRED';
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

/** The stable codes of the refusals: the web app links `AGE_AND_COUNTRY_REQUIRED` to the profile form. */
export const AGE_AND_COUNTRY_CODES = {
  required: 'AGE_AND_COUNTRY_REQUIRED',
  underAge: 'UNDER_AGE',
  paidEntryOff: 'PAID_ENTRY_OFF_IN_COUNTRY',
} as const;
