/** Building blocks for the spec's field rules: one message per rule, in the spec's words. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Invalid email address';
export const WHITE_SPACES_NOT_ALLOWED = 'White spaces are not allowed';

/** A string field: missing or empty gives `requiredMessage`, a non-string gives a type message. */
export function requiredString(requiredMessage: string, label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : `${label} must be text`,
    })
    .min(1, { error: requiredMessage, abort: true });
}

export function emailField(options: { noWhitespace?: boolean } = {}) {
  let field = requiredString('Email is required', 'Email');
  if (options.noWhitespace) {
    field = field.regex(/^\S*$/, { error: WHITE_SPACES_NOT_ALLOWED, abort: true });
  }
  return field
    .max(EMAIL_MAX_LENGTH, { error: `Email cannot exceed ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .regex(EMAIL_PATTERN, { error: INVALID_EMAIL });
}

/**
 * The password rules of sign-up (spec 000 section 5). `label` prefixes every message:
 * 'Password' on sign-up and login, 'New Password' on change password (spec 001 section 5).
 */
export function passwordField(label: string) {
  return requiredString(`${label} is required`, label)
    .min(PASSWORD_MIN_LENGTH, { error: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters long` })
    .max(PASSWORD_MAX_LENGTH, { error: `${label} cannot exceed ${PASSWORD_MAX_LENGTH} characters` })
    .regex(/[A-Z]/, { error: `${label} must contain at least one uppercase letter` })
    .regex(/[a-z]/, { error: `${label} must contain at least one lowercase letter` })
    .regex(/[0-9]/, { error: `${label} must contain at least one digit` })
    .regex(/[^A-Za-z0-9]/, { error: `${label} must contain at least one special character` });
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
