/**
 * Why a paid tournament is closed to the signed-in player (decision 0055): no date of birth and country yet
 * (with the link to the profile form), under 18, or resident where paid entry is off. The server decides with
 * the same shared rule; this says it before the player tries.
 */
import { Link } from 'react-router';
import {
  AGE_AND_COUNTRY_CODES,
  MINIMUM_AGE,
  paidActionRefusal,
  type PaidActionRefusal,
} from '@arena/shared/age-and-country';
import type { Tournament } from '@arena/shared/catalogue';
import type { UserDetails } from '@arena/shared/user';
import { usePaidEntryCountries } from '../api/get-paid-entry-countries';
import { useCountryNames } from '../lib/country-names';
import { useT } from '../lib/i18n/i18n-provider';
import { profileAgeAndCountryHref } from '../lib/routes';
import { useEnrolmentT } from './enrolment-i18n';
import './paid-entry-refusal.css';

/**
 * The shared rule's refusal and the player's country code: the notice says it in the shown language, the
 * country named in that language too (the rule's own `message` is the server's English sentence).
 */
export interface PaidEntryRefusal extends PaidActionRefusal {
  country: string | null;
}

/** An entry that costs money: a fee in credits, or VIP tokens (both are bought). */
export function isPaidEntry(tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>): boolean {
  return tournament.entry_fee > 0 || tournament.tournament_category === 'vip';
}

/** The refusal the player would meet entering this tournament; null when free, unknown or allowed. */
export function usePaidEntryRefusal(
  tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>,
  player: Pick<UserDetails, 'date_of_birth' | 'residence_country'> | null | undefined,
): PaidEntryRefusal | null {
  const paid = isPaidEntry(tournament);
  const countries = usePaidEntryCountries(paid && Boolean(player));
  if (!paid || !player || !countries.data) return null;
  const facts = {
    date_of_birth: player.date_of_birth ?? null,
    residence_country: player.residence_country ?? null,
  };
  const refusal = paidActionRefusal(facts, 'paid_entry', countries.data, new Date());
  return refusal ? { ...refusal, country: facts.residence_country } : null;
}

export function PaidEntryRefusalNotice({
  refusal,
  className = '',
}: {
  refusal: PaidEntryRefusal;
  className?: string;
}) {
  const { t } = useEnrolmentT();
  const { t: tCommon } = useT();
  const { countryName } = useCountryNames();
  const message =
    refusal.code === AGE_AND_COUNTRY_CODES.required
      ? t('enrolment.refusal.required')
      : refusal.code === AGE_AND_COUNTRY_CODES.underAge
        ? t('enrolment.refusal.underAge', { age: MINIMUM_AGE })
        : refusal.country
          ? t('enrolment.refusal.paidEntryOff', { country: countryName(refusal.country) })
          : refusal.message;
  return (
    <p className={`paid-entry-refusal ${className}`} role="note">
      {message}
      {refusal.code === AGE_AND_COUNTRY_CODES.required && (
        <>
          {' '}
          <Link to={profileAgeAndCountryHref} className="link-light fw-bold">
            {tCommon('common.ageAndCountry.addInProfile')}
          </Link>
        </>
      )}
    </p>
  );
}

/** The tournament page's notice: said to a signed-in player who has not entered, while registration is open. */
export function PaidEntryPageNotice({
  tournament,
  player,
}: {
  tournament: Pick<Tournament, 'entry_fee' | 'tournament_category' | 'tournament_state'>;
  player: Pick<UserDetails, 'date_of_birth' | 'residence_country'> | null | undefined;
}) {
  const open = tournament.tournament_state === 'pending';
  const refusal = usePaidEntryRefusal(tournament, open ? player : null);
  if (!refusal) return null;
  return <PaidEntryRefusalNotice refusal={refusal} className="paid-entry-refusal--page" />;
}
