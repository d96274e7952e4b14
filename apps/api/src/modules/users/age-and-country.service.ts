/**
 * Age and country (decision 0055): the one check every paid action calls (a purchase, a paid entry, a
 * withdrawal), and the console's list of countries where paid entry is off.
 */
import {
  AGE_AND_COUNTRY_CODES,
  AGE_AND_COUNTRY_MESSAGES,
  isUnderAge,
  paidActionRefusal,
  type PaidAction,
} from '@arena/shared/age-and-country';
import { countryName } from '@arena/shared/countries';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import {
  PAID_ENTRY_OFF_SETTING,
  ageAndCountryOf,
  paidEntryOffCountries,
  savePaidEntryOffCountries,
} from './age-and-country.repository';

export { paidEntryOffCountries } from './age-and-country.repository';

function refusal(code: string, message: string): AppError {
  return new AppError('invalid', code, message);
}

/**
 * Refuses (400, with a stable `code`) a player who may not take this paid action: no date of birth or country of
 * residence yet, under 18, or, for a purchase or a paid entry, resident where paid entry is off. Called after the
 * verified e-mail's check, at each paid action.
 */
export async function refuseUnlessOfAgeAndAllowed(
  db: DbOrTx,
  userId: number,
  action: PaidAction,
  now: Date,
): Promise<void> {
  const [player] = await ageAndCountryOf(db, [userId]);
  if (!player) return;
  const refused = paidActionRefusal(player, action, await paidEntryOffCountries(db), now);
  if (refused) throw refusal(refused.code, refused.message);
}

/**
 * A paid entry's team-mates meet the same rules as the captain who pays (each plays for the cash prizes, and in a
 * VIP tournament each pays a token); the refusal names the team-mate.
 */
export async function refuseUnlessTeamMatesOfAgeAndAllowed(
  db: DbOrTx,
  teamMateIds: number[],
  now: Date,
): Promise<void> {
  const players = await ageAndCountryOf(db, teamMateIds);
  if (players.length === 0) return;
  const off = await paidEntryOffCountries(db);
  for (const player of players) {
    const refused = paidActionRefusal(player, 'paid_entry', off, now);
    if (!refused) continue;
    if (refused.code === AGE_AND_COUNTRY_CODES.required)
      throw refusal(refused.code, AGE_AND_COUNTRY_MESSAGES.teamMateRequired(player.name));
    if (refused.code === AGE_AND_COUNTRY_CODES.underAge)
      throw refusal(refused.code, AGE_AND_COUNTRY_MESSAGES.teamMateUnderAge(player.name));
    throw refusal(
      refused.code,
      AGE_AND_COUNTRY_MESSAGES.teamMatePaidEntryOff(player.name, player.residence_country ?? ''),
    );
  }
}

/** Whether this date of birth makes the player under 18 today (the console's flag). */
export function underAgeFlag(dateOfBirth: string | null, now: Date): boolean {
  return dateOfBirth !== null && isUnderAge(dateOfBirth, now);
}

const named = (codes: string[]) => codes.map((code) => ({ code, name: countryName(code) }));

export function createAgeAndCountryService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  return {
    async paidEntryOffCountries() {
      return { countries: named(await paidEntryOffCountries(db)) };
    },

    /** Replaces the list (sorted, each once), audited with the list before and after. */
    setPaidEntryOffCountries(adminId: number, codes: string[]) {
      const next = [...new Set(codes)].sort();
      return db.transaction(async (tx) => {
        const before = await paidEntryOffCountries(tx);
        await savePaidEntryOffCountries(tx, next, deps.clock.now());
        await recordAdminAction(tx, {
          adminId,
          action: 'paid_entry_countries.update',
          targetType: 'setting',
          targetId: PAID_ENTRY_OFF_SETTING,
          before: { countries: before },
          after: { countries: next },
        });
        return { countries: named(next) };
      });
    },
  };
}

export type AgeAndCountryService = ReturnType<typeof createAgeAndCountryService>;
