/** The facts of age and country (decision 0055) and the stored list of countries where paid entry is off. */
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PAID_ENTRY_OFF_COUNTRIES } from '@arena/shared/age-and-country';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema/payments';
import { users } from '../../db/schema/users';

export const PAID_ENTRY_OFF_SETTING = 'paid_entry_off_countries';

/** The stored list; France until the console saves one (an empty list saved is kept: paid entry on everywhere). */
export async function paidEntryOffCountries(db: DbOrTx): Promise<string[]> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PAID_ENTRY_OFF_SETTING))
    .limit(1);
  if (!row) return [...DEFAULT_PAID_ENTRY_OFF_COUNTRIES];
  const parsed: unknown = JSON.parse(row.value);
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
}

export async function savePaidEntryOffCountries(db: DbOrTx, codes: string[], now: Date): Promise<void> {
  const value = JSON.stringify(codes);
  await db
    .insert(appSettings)
    .values({ key: PAID_ENTRY_OFF_SETTING, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}

/** Name, date of birth and country of residence of these players, as the paid-action rule reads them. */
export async function ageAndCountryOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      date_of_birth: users.dateOfBirth,
      residence_country: users.residenceCountry,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}
