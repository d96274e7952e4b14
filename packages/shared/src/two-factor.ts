/** Two-factor sign-in by authenticator app (TOTP; decision 0049): the forms' and the routes' schemas and texts. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { passkeyAssertionSchema } from './passkeys';
import { requiredString } from './validation';

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Authentication code is required',
  codeInvalid: `Authentication code must be ${TWO_FACTOR_CODE_LENGTH} digits`,
  recoveryCodeRequired: 'Recovery code is required',
  recoveryCodeTooLong: 'Recovery code cannot exceed 40 characters',
  codeOrRecoveryCode: 'Enter the 6-digit code from your authenticator app or a recovery code',
  challengeRequired: 'The sign-in attempt is missing, please log in again',
  passwordRequired: 'Password is required',
  // Answers.
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe',
  disabled: 'Two-factor sign-in is off',
  required: 'Enter the 6-digit code from your authenticator app',
  passkeyRequired: 'Confirm with your passkey',
  status: 'Two-factor sign-in',
  // Refusals.
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on for this account',
  noSetup: 'Start the set-up again: there is no key waiting to be confirmed',
  wrongCode: 'The code is not correct. Check the time on your phone and try the newest code',
  wrongPassword: 'The password is incorrect.',
  challengeExpired: 'This sign-in has expired or was already used, please log in again',
  // The step-up (decision 0057).
  stepUpPassed: 'Confirmed. You can go on',
  stepUpMissing: 'Confirm with your authenticator app, a recovery code or a passkey',
  noSecondFactor:
    'Your account has no second factor. Set up two-factor sign-in or add a passkey in My Account, Security',
  adminSecondFactorRequired:
    'The admin console needs a second factor on your account. Set up two-factor sign-in or add a passkey in My Account, Security, then come back',
  stepUpRequired:
    'Payouts and refunds need a fresh check of your second factor. Confirm with your authenticator app, a recovery code or a passkey, then try again',
} as const;

/**
 * How long a session's last second-factor check covers the console's payouts and refunds (decision 0057); older,
 * the API answers STEP_UP_REQUIRED and the console asks again.
 */
export const STEP_UP_MAX_AGE_MS = 15 * 60_000;

export { ADMIN_SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED } from './refusal-codes';

/** Six digits; spaces (as some apps group the code "123 456") are dropped. */
export const twoFactorCodeField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? TWO_FACTOR_MESSAGES.codeRequired
        : TWO_FACTOR_MESSAGES.codeInvalid,
  })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired, abort: true })
      .regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeInvalid }),
  );

/** A recovery code as shown (XXXX-XXXX-XXXX-XXXX); the server ignores case, spaces and dashes. */
export const recoveryCodeField = requiredString(TWO_FACTOR_MESSAGES.recoveryCodeRequired, 'Recovery code', [
  { test: (v) => v.length <= 40, message: TWO_FACTOR_MESSAGES.recoveryCodeTooLong },
]);

/** Exactly one of `code` and `recovery_code`. */
function oneSecondFactor(
  input: { code?: string | undefined; recovery_code?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const given = [input.code, input.recovery_code].filter((value) => value !== undefined).length;
  if (given !== 1)
    ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeOrRecoveryCode });
}

/** The second factor a form sends: the app's code or one recovery code, never both. */
const secondFactorShape = {
  code: twoFactorCodeField.optional(),
  recovery_code: recoveryCodeField.optional(),
};

export const secondFactorSchema = z.object(secondFactorShape).superRefine(oneSecondFactor);
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/**
 * A step-up's second factor beside an action's own fields (withdrawal, PayPal e-mail, deletion, turning 2FA off):
 * the app's code, a recovery code, or a passkey's answer to `POST /api/passkeys/step-up-options` (decisions 0049,
 * 0053, 0057). Which one is needed the server decides; none is needed by an account without a second factor.
 */
export const stepUpFields = {
  ...secondFactorShape,
  passkey: passkeyAssertionSchema.optional(),
};
export type StepUpInput = {
  code?: string | undefined;
  recovery_code?: string | undefined;
  /** The AuthenticationResponseJSON of @simplewebauthn/browser, checked in depth by the server. */
  passkey?: unknown;
};

/** `POST /api/step-up`: exactly one of the app's code, a recovery code and a passkey's answer. */
export const stepUpSchema = z.object(stepUpFields).superRefine((input, ctx) => {
  const given = [input.code, input.recovery_code, input.passkey].filter((value) => value !== undefined);
  if (given.length !== 1)
    ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.stepUpMissing });
});

export const enableTwoFactorSchema = z.object({ code: twoFactorCodeField });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

/** The turn-off form: the password, and the field shown (code or recovery code) unless a passkey confirms it. */
export const disableTwoFactorFormSchema = z.object({
  password: requiredString(TWO_FACTOR_MESSAGES.passwordRequired, 'Password', [
    {
      test: (v) => v.length <= PASSWORD_MAX_LENGTH,
      message: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`,
    },
  ]),
  ...secondFactorShape,
});

export const disableTwoFactorSchema = disableTwoFactorFormSchema
  .extend({
    /** Or a passkey (decision 0057): a player who lost the phone and kept a passkey turns the app off with it. */
    passkey: passkeyAssertionSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.passkey === undefined) oneSecondFactor(input, ctx);
  });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const loginTwoFactorSchema = z
  .object({
    challenge: requiredString(TWO_FACTOR_MESSAGES.challengeRequired, 'Challenge', [
      { test: (v) => v.length <= 100, message: TWO_FACTOR_MESSAGES.challengeExpired },
    ]),
    ...secondFactorShape,
  })
  .superRefine(oneSecondFactor);
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorSchema>;

/** `GET /api/two-factor`: whether it is on, since when, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** How many passkeys the account holds: a passkey is a second factor too (decisions 0053, 0057). */
  passkeys: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The login's answer when the account has two-factor sign-in on: no session yet. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
