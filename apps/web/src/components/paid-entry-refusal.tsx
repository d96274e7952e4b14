/**
 * Why a paid tournament is closed to the signed-in player (decision 0055): no date of birth and country yet
 * (with the link to the profile form), under 18, or resident where paid entry is off. The server decides with
 * the same shared rule; this says it before the player tries.
 */
import { Link } from 'react-router';
import {
  AGE_AND_COUNTRY_CODES,
  paidActionRefusal,
  type PaidActionRefusal,
} from '@arena/shared/age-and-country';
import type { Tournament } from '@arena/shared/catalogue';
import type { UserDetails } from '@arena/shared/user';
import { usePaidEntryCountries } from '../api/get-paid-entry-countries';
import { profileAgeAndCountryHref } from '../lib/routes';
import './paid-entry-refusal.css';

export const ADD_AGE_AND_COUNTRY = 'Add them in My Profile';

/** An entry that costs money: a fee in credits, or VIP tokens (both are bought). */
export function isPaidEntry(tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>): boolean {
  return tournament.entry_fee > 0 || tournament.tournament_category === 'vip';
}

/** The refusal the player would meet entering this tournament; null when free, unknown or allowed. */
export function usePaidEntryRefusal(
  tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>,
  player: Pick<UserDetails, 'date_of_birth' | 'residence_country'> | null | undefined,
): PaidActionRefusal | null {
  const paid = isPaidEntry(tournament);
  const countries = usePaidEntryCountries(paid && Boolean(player));
  if (!paid || !player || !countries.data) return null;
  const facts = {
    date_of_birth: player.date_of_birth ?? null,
    residence_country: player.residence_country ?? null,
  };
  return paidActionRefusal(facts, 'paid_entry', countries.data, new Date()) ?? null;
}

export function PaidEntryRefusalNotice({
  refusal,
  className = '',
}: {
  refusal: PaidActionRefusal;
  className?: string;
}) {
  return (
    <p className={`paid-entry-refusal ${className}`} role="note">
      {refusal.message}
      {refusal.code === AGE_AND_COUNTRY_CODES.required && (
        <>
          {' '}
          <Link to={profileAgeAndCountryHref} className="link-light fw-bold">
            {ADD_AGE_AND_COUNTRY}
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
