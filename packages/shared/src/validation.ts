/** Building blocks for the spec's field rules: one message per rule, in the spec's words. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Invalid email address';
export const WHITE_SPACES_NOT_ALLOWED = 'White spaces are not allowed';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface FieldRule {
  test: (value: string) => boolean;
  message: string;
  /** Report no later rule once this one fails (e.g. no "Invalid email address" after "White spaces ..."). */
  last?: boolean;
}

/**
 * A required text field: missing or empty gives only `requiredMessage`, a non-string a type message, and
 * otherwise every broken rule its message. Written as one refinement rather than checks with `abort`,
 * because an aborted field makes zod skip object-level rules such as "Passwords do not match".
 */
export function requiredString(requiredMessage: string, label: string, rules: FieldRule[] = []) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : `${label} must be text`,
    })
    .superRefine((value, ctx) => {
      if (value.length === 0) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      for (const rule of rules) {
        if (rule.test(value)) continue;
        ctx.addIssue({ code: 'custom', message: rule.message });
        if (rule.last) return;
      }
    });
}

export function emailField(options: { noWhitespace?: boolean } = {}) {
  return requiredString('Email is required', 'Email', [
    ...(options.noWhitespace
      ? [{ test: (v: string) => !/\s/.test(v), message: WHITE_SPACES_NOT_ALLOWED, last: true }]
      : []),
    {
      test: (v) => v.length <= EMAIL_MAX_LENGTH,
      message: `Email cannot exceed ${EMAIL_MAX_LENGTH} characters`,
      last: true,
    },
    { test: (v) => EMAIL_PATTERN.test(v), message: INVALID_EMAIL },
  ]);
}

/**
 * The password rules of sign-up (spec 000 section 5). `label` prefixes every message:
 * 'Password' on sign-up and login, 'New Password' on change password (spec 001 section 5).
 */
export function passwordField(label: string) {
  return requiredString(`${label} is required`, label, [
    {
      test: (v) => v.length >= PASSWORD_MIN_LENGTH,
      message: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    },
    {
      test: (v) => v.length <= PASSWORD_MAX_LENGTH,
      message: `${label} cannot exceed ${PASSWORD_MAX_LENGTH} characters`,
    },
    { test: (v) => /[A-Z]/.test(v), message: `${label} must contain at least one uppercase letter` },
    { test: (v) => /[a-z]/.test(v), message: `${label} must contain at least one lowercase letter` },
    { test: (v) => /[0-9]/.test(v), message: `${label} must contain at least one digit` },
    { test: (v) => /[^A-Za-z0-9]/.test(v), message: `${label} must contain at least one special character` },
  ]);
}
