/**
 * Age and country (decision 0055): the date of birth and country of residence a player gives before the first
 * purchase, paid entry or withdrawal; the refusals those actions meet; the console's list of countries where
 * paid entry is off.
 */
import { z } from 'zod';
import { countryName, isCountryCode } from './countries';

export const MINIMUM_AGE = 18;
/** The oldest date of birth taken: older is a typing mistake, not a player. */
export const OLDEST_BIRTH_YEAR = 1900;
/** Where paid entry is off until the console says otherwise (France allows paid-entry contests only in person). */
export const DEFAULT_PAID_ENTRY_OFF_COUNTRIES: readonly string[] = ['FR'];

export const AGE_AND_COUNTRY_MESSAGES = {
  dateOfBirthFormat: 'Enter the date of birth as YYYY-MM-DD',
  dateOfBirthInvalid: 'Enter a real date of birth',
  dateOfBirthFuture: 'The date of birth cannot be in the future',
  dateOfBirthTooOld: `Enter a date of birth after ${OLDEST_BIRTH_YEAR}`,
  dateOfBirthFixed:
    'Your date of birth cannot be changed once given. Write to us through the contact page if it is wrong.',
  countryInvalid: 'Choose your country of residence from the list',
  /** The profile saved, with a date of birth under 18: the save goes through, the paid actions will not. */
  savedUnderAge: `Profile updated. Purchases, paid tournaments and withdrawals are for players aged ${MINIMUM_AGE} and over.`,
  required:
    'Add your date of birth and country of residence in My Profile before buying, entering a paid tournament or withdrawing.',
  underAge: `Purchases, paid tournaments and withdrawals are for players aged ${MINIMUM_AGE} and over.`,
  paidEntryOff: (code: string) =>
    `Paid tournaments are closed to players resident in ${countryName(code)}, where paid-entry contests with cash prizes are restricted. Free tournaments are open to you.`,
  purchaseOff: (code: string) =>
    `Credits, VIP subscriptions and tokens are not sold to players resident in ${countryName(code)}, where paid tournaments are closed. Free tournaments are open to you.`,
  /** A team-mate of a paid entry's roster who does not meet the rules (the captain's own refusal is the plain one). */
  teamMateRequired: (name: string) =>
    `${name} has not given a date of birth and country of residence yet: every player of a paid tournament must, in My Profile.`,
  teamMateUnderAge: (name: string) =>
    `${name} is under ${MINIMUM_AGE}: paid tournaments are for players aged ${MINIMUM_AGE} and over.`,
  teamMatePaidEntryOff: (name: string, code: string) =>
    `${name} is resident in ${countryName(code)}, where paid tournaments are closed.`,
} as const;

import { AGE_AND_COUNTRY_CODES } from './refusal-codes';

export { AGE_AND_COUNTRY_CODES };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in UTC as YYYY-MM-DD. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD); a 29 February birthday comes on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isUnderAge(dateOfBirth: string, now: Date): boolean {
  return ageOn(dateOfBirth, isoDate(now)) < MINIMUM_AGE;
}

/** Why the date is not taken, or undefined when it is a real past date after 1900 (as YYYY-MM-DD). */
export function dateOfBirthProblem(value: string, now: Date): string | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return AGE_AND_COUNTRY_MESSAGES.dateOfBirthFormat;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return AGE_AND_COUNTRY_MESSAGES.dateOfBirthInvalid;
  if (year < OLDEST_BIRTH_YEAR) return AGE_AND_COUNTRY_MESSAGES.dateOfBirthTooOld;
  if (value > isoDate(now)) return AGE_AND_COUNTRY_MESSAGES.dateOfBirthFuture;
  return undefined;
}

/** Blank or null leaves the stored value as it is (neither field can be cleared once given). */
export const dateOfBirthField = () =>
  z
    .string({ error: AGE_AND_COUNTRY_MESSAGES.dateOfBirthFormat })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = dateOfBirthProblem(value, new Date());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional();

export const residenceCountryField = () =>
  z
    .string({ error: AGE_AND_COUNTRY_MESSAGES.countryInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isCountryCode(value), {
      error: AGE_AND_COUNTRY_MESSAGES.countryInvalid,
    })
    .nullable()
    .optional();

/** The console's list of countries where paid entry is off. */
export const paidEntryOffCountriesBody = z.object({
  countries: z
    .array(
      z
        .string({ error: 'Each country must be an ISO 3166 alpha-2 code' })
        .trim()
        .toUpperCase()
        .refine(isCountryCode, {
          error: (i) => `${String(i.input)} is not an ISO 3166 alpha-2 country code`,
        }),
      { error: 'countries must be a list of country codes' },
    )
    .max(249, { error: 'At most 249 countries' }),
});
export type PaidEntryOffCountriesBody = z.infer<typeof paidEntryOffCountriesBody>;

export const paidEntryOffCountriesSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PaidEntryOffCountries = z.infer<typeof paidEntryOffCountriesSchema>;

/** What the paid actions are: a purchase (credits, VIP plan, tokens), a paid entry, a withdrawal. */
export type PaidAction = 'purchase' | 'paid_entry' | 'withdrawal';

export interface AgeAndCountryFacts {
  date_of_birth: string | null;
  residence_country: string | null;
}

export interface PaidActionRefusal {
  code: (typeof AGE_AND_COUNTRY_CODES)[keyof typeof AGE_AND_COUNTRY_CODES];
  message: string;
}

/**
 * Why this player may not take this paid action now, or undefined when they may: both fields given, 18 or over,
 * and, for a paid entry or a purchase, not resident where paid entry is off. A withdrawal is never refused for
 * the country: the money is the player's own (decision 0055). The server decides with it; the web app shows it.
 */
export function paidActionRefusal(
  player: AgeAndCountryFacts,
  action: PaidAction,
  paidEntryOffCountries: readonly string[],
  now: Date,
): PaidActionRefusal | undefined {
  if (!player.date_of_birth || !player.residence_country)
    return { code: AGE_AND_COUNTRY_CODES.required, message: AGE_AND_COUNTRY_MESSAGES.required };
  if (isUnderAge(player.date_of_birth, now))
    return { code: AGE_AND_COUNTRY_CODES.underAge, message: AGE_AND_COUNTRY_MESSAGES.underAge };
  if (action !== 'withdrawal' && paidEntryOffCountries.includes(player.residence_country))
    return {
      code: AGE_AND_COUNTRY_CODES.paidEntryOff,
      message:
        action === 'paid_entry'
          ? AGE_AND_COUNTRY_MESSAGES.paidEntryOff(player.residence_country)
          : AGE_AND_COUNTRY_MESSAGES.purchaseOff(player.residence_country),
    };
  return undefined;
}
