/**
 * The reason an organiser gives for a decision that takes something from a team (a forfeit, a removal): kept in
 * the audit log and told to the team. One rule and one set of messages wherever the console asks for one.
 */
import { z } from 'zod';

export const REASON_MESSAGES = {
  reasonRequired: 'A reason is required',
  reasonTooShort: 'The reason must be at least 3 characters long',
  reasonTooLong: 'The reason cannot exceed 500 characters',
} as const;

/** 3 to 500 characters once trimmed; missing or blank says it is required. */
export const organiserReason = () =>
  z
    .string({ error: REASON_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REASON_MESSAGES.reasonRequired })
    .min(3, { error: REASON_MESSAGES.reasonTooShort })
    .max(500, { error: REASON_MESSAGES.reasonTooLong });
