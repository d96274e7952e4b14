/**
 * POST /api/update-time-zone: its body and answer. Apart from time-format.ts, which the web app's first script
 * imports, so that the first script does not carry zod (decision 0034: Lighthouse mobile).
 */
import { z } from 'zod';
import { isKnownTimeZone, TIME_ZONE_MESSAGES } from './time-format';

/** The browser's zone, reported by the web app so the account's e-mails give times in it. */
export const updateTimeZoneBody = z.object({
  time_zone: z
    .string({ error: TIME_ZONE_MESSAGES.unknown })
    .max(64, { error: TIME_ZONE_MESSAGES.unknown })
    .refine(isKnownTimeZone, { error: TIME_ZONE_MESSAGES.unknown }),
});
export type UpdateTimeZoneInput = z.input<typeof updateTimeZoneBody>;
export const timeZoneAnswer = z.object({ time_zone: z.string() });
