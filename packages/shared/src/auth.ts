/** Account schemas shared by the web forms and the API routes (spec 000 section 5, 001 section 5). */
import { z } from 'zod';
import { OTP_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants';
import {
  PASSWORDS_DO_NOT_MATCH,
  WHITE_SPACES_NOT_ALLOWED,
  emailField,
  passwordField,
  requiredString,
} from './validation';

export const TERMS_REQUIRED = 'You must to accept terms and conditions';

export const loginSchema = z.object({
  email: emailField(),
  password: passwordField('Password'),
  /** Not in the spec's payload: lets the session last 30 days instead of 1 (decision 0004). */
  remember: z.boolean({ error: 'remember must be true or false' }).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameField = requiredString('Username is required', 'Username', [
  {
    test: (v) => v.length >= USERNAME_MIN_LENGTH,
    message: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  },
  {
    test: (v) => v.length <= USERNAME_MAX_LENGTH,
    message: `Username cannot exceed ${USERNAME_MAX_LENGTH} characters`,
  },
  { test: (v) => v.trim() === v, message: WHITE_SPACES_NOT_ALLOWED },
]);

export const registerSchema = z
  .object({
    name: usernameField,
    email: emailField({ noWhitespace: true }),
    password: passwordField('Password'),
    password_confirmation: requiredString('Confirm Password is required', 'Confirm Password'),
    terms: z.literal(true, { error: TERMS_REQUIRED }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['password_confirmation'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const OTP_REQUIRED = 'OTP is required';
const OTP_INVALID = `OTP must be ${OTP_LENGTH} digits`;

/** The OTP page sends the six boxes concatenated into an integer (spec 001 section 5). */
export const otpField = z
  .union([z.number({ error: OTP_INVALID }), z.string({ error: OTP_INVALID })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? OTP_REQUIRED : OTP_INVALID),
  })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: OTP_REQUIRED, abort: true })
      .regex(/^\d{1,6}$/, { error: OTP_INVALID }),
  )
  .transform((value) => value.padStart(OTP_LENGTH, '0'));

export const verifyOtpSchema = z.object({ email: emailField(), otp: otpField });
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

function confirmMatches<T extends { new_password: string; confirm_password: string }>(schema: z.ZodType<T>) {
  return schema.refine((input) => input.new_password === input.confirm_password, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}

/** The reset form of the spec has no rules; the server applies the sign-up rules (decision 0004). */
export const resetPasswordSchema = confirmMatches(
  z.object({
    email: emailField(),
    new_password: passwordField('Password'),
    confirm_password: requiredString('Confirm Password is required', 'Confirm Password'),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = confirmMatches(
  z.object({
    current_password: passwordField('Current Password'),
    new_password: passwordField('New Password'),
    confirm_password: requiredString('Confirm Password is required', 'Confirm Password'),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
