/** Numbers behind the session, OTP and brute-force rules of decision 0004. */
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_TTL_MS = { remembered: 30 * DAY, standard: 1 * DAY };
export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
/** After a verified OTP, the reset must happen within this time. */
export const RESET_WINDOW_MS = 15 * MINUTE;

/** A password sign-in of an account with two-factor sign-in waits this long, and this many codes, for its code. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * MINUTE;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

export interface AuthRateLimits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  /**
   * Second-factor codes checked per account (sign-in, turning on or off), whatever the challenge: with the
   * password known, new challenges must not mean new guesses (decision 0049).
   */
  twoFactorPerUser: RateLimitRule;
  /** Passkey sign-in steps (options and answers) per address, like the password login (decision 0053). */
  passkeyLoginPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  forgotPerEmail: RateLimitRule;
  forgotPerIp: RateLimitRule;
  otpPerIp: RateLimitRule;
  changePasswordPerUser: RateLimitRule;
  contactPerIp: RateLimitRule;
  /** Per account, against floods from one signed-in account (caps in docs/product.md). */
  createTeamPerUser: RateLimitRule;
  createOrderPerUser: RateLimitRule;
  /** `GET /api/my-data`: a whole export of the account, per account. */
  exportPerUser: RateLimitRule;
  /** New e-mail verification links a signed-in account may ask for (decision 0054). */
  resendVerificationPerUser: RateLimitRule;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { limit: 20, windowMs: MINUTE },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  twoFactorPerUser: { limit: 10, windowMs: HOUR },
  passkeyLoginPerIp: { limit: 20, windowMs: MINUTE },
  registerPerIp: { limit: 20, windowMs: HOUR },
  forgotPerEmail: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 20, windowMs: HOUR },
  otpPerIp: { limit: 30, windowMs: 10 * MINUTE },
  changePasswordPerUser: { limit: 10, windowMs: 10 * MINUTE },
  contactPerIp: { limit: 5, windowMs: HOUR },
  createTeamPerUser: { limit: 10, windowMs: 10 * MINUTE },
  createOrderPerUser: { limit: 10, windowMs: 10 * MINUTE },
  exportPerUser: { limit: 5, windowMs: HOUR },
  resendVerificationPerUser: { limit: 5, windowMs: HOUR },
};

/** RATE_LIMIT_SCALE: every limit times `scale`, windows unchanged. */
export function scaleLimits(limits: AuthRateLimits, scale: number): AuthRateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [
      name,
      { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) },
    ]),
  ) as unknown as AuthRateLimits;
}

export const AUTH_MESSAGES = {
  registered: 'Registration successful, please log in',
  emailTaken: 'The email has already been taken.',
  nameTaken: 'The username has already been taken.',
  loggedIn: 'Login successful',
  invalidCredentials: 'These credentials do not match our records.',
  accountSuspended: 'This account has been suspended. Please contact support.',
  loggedOut: 'Logged out successfully',
  otpSent: 'If an account exists for this email, we have sent it a 6-digit code. It is valid for 10 minutes.',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'The OTP is invalid or has expired.',
  resetDone: 'Your password has been reset, please log in',
  resetNotAllowed: 'Please verify the OTP sent to your email first.',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current password.',
} as const;
