/**
 * The organiser's hold on a pending tournament's entries (decision 0028): check a team in, remove a team with
 * or without a refund, and the check-in counts of the console's tournament answer.
 */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';
import { REASON_MESSAGES, organiserReason } from './organiser-reason';

export const ORGANISER_ENTRY_MESSAGES = {
  checkedIn: 'The team is checked in',
  alreadyCheckedIn: 'The team was already checked in',
  removed: 'The team has been removed from the tournament',
  removedRefunded: 'The team has been removed from the tournament and its entry refunded',
  notPending: 'Teams can be checked in or removed only before the tournament starts.',
  checkInNotUsed: 'This tournament does not use check-in.',
  entryNotActive: 'This team is no longer entered in the tournament.',
  refundRequired: 'Say whether the entry fee is refunded',
  ...REASON_MESSAGES,
  /** What the removed team's players are told (in-app, e-mail and live). */
  removedSubject: (tournament: string) => `${tournament}: your team was removed by the organiser`,
  removedNotice: (team: string, tournament: string, reason: string, refunded: boolean) =>
    `The organiser removed your team ${team} from ${tournament}. Reason: ${reason} ${
      refunded
        ? 'What the entry paid (the entry fee and any VIP tokens) has been refunded.'
        : 'The entry fee is not refunded.'
    } Your team is unlocked and can enter other tournaments.`,
  /** What the team's players are told when the organiser checks them in. */
  checkedInSubject: (tournament: string) => `${tournament}: the organiser checked your team in`,
  checkedInNotice: (team: string, tournament: string) =>
    `The organiser checked your team ${team} in for ${tournament}; it keeps its place when the tournament starts.`,
} as const;

const M = ORGANISER_ENTRY_MESSAGES;

export const entryParams = z.object({
  id: requiredQueryInt('id'),
  entry_id: requiredQueryInt('entry_id'),
});

export const removeEntryBody = z.object({
  refund: z.boolean({ error: M.refundRequired }),
  reason: organiserReason(),
});
export type RemoveEntryInput = z.infer<typeof removeEntryBody>;

/** How the entries of a tournament stand (the console's tournament answer). */
export const entryCountsSchema = z.object({
  /** Active entries: the teams that hold a place now. */
  entered: z.number().int(),
  /** Active entries that have checked in. */
  checked_in: z.number().int(),
  /** Active entries that have not checked in (dropped at the start when the tournament uses check-in). */
  not_checked_in: z.number().int(),
  /** Entries dropped at the start for not checking in. */
  no_show: z.number().int(),
  /** Entries the organiser removed. */
  removed: z.number().int(),
  /** Entries whose team left before the start. */
  left: z.number().int(),
});
export type EntryCounts = z.infer<typeof entryCountsSchema>;

export const entryActionResultSchema = z.object({
  entry_id: z.number().int(),
  team_id: z.number().int(),
  status: z.enum(['active', 'left', 'refunded', 'no_show', 'removed']),
  checked_in: z.boolean(),
  /** Credits given back to the captain by this action (0 without a refund). */
  refunded_credits: z.number().int(),
  /** Teams that took the freed place from the waitlist. */
  promoted_from_waitlist: z.number().int(),
});
export type EntryActionResult = z.infer<typeof entryActionResultSchema>;
