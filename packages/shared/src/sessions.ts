/**
 * My Account's signed-in devices (issue 28, decision 0050): `GET /api/sessions` lists the account's live
 * sessions, `DELETE /api/sessions/{id}` ends one, `DELETE /api/sessions` ends every other one.
 */
import { z } from 'zod';

export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and system read from the user agent, e.g. "Chrome on Windows"; "Unknown device" without one. */
  device: z.string(),
  signed_in_at: z.string(),
  /** The session's last request, to the minute; its sign-in time until it makes another. */
  last_seen_at: z.string(),
  /** The session this request is sent with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const endSessionParams = z.object({
  id: z.coerce
    .number({ error: 'The session id must be a number' })
    .int({ error: 'The session id must be a whole number' })
    .positive({ error: 'The session id must be a whole number' })
    .max(2_147_483_647, { error: 'No such session' }),
});

export const SESSION_MESSAGES = {
  listed: 'Your signed-in devices',
  ended: 'The device was signed out.',
  endedCurrent: 'You have been signed out on this device.',
  endedOthers: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out on ${count} other ${count === 1 ? 'device' : 'devices'}.`,
  notFound: 'This session has already ended.',
} as const;

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Browser on system" from a user agent, as far as it says; other clients (bots, scripts) by their first word. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  // e.g. "curl/8.5.0" is "curl", "PostmanRuntime/7.36" "PostmanRuntime": the product name, cut short.
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(agent)?.[0];
  return product ?? 'Unknown device';
}
