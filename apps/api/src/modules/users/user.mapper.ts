/** The only way a user row leaves the server: the spec's user shape, never the hash or internals. */
import { penceToPounds } from '@arena/shared/money';
import { isLanguageCode } from '@arena/shared/language';
import { pickPlatformIds } from '@arena/shared/platforms';
import type { User } from '@arena/shared/user';
import type { UserRow } from '../../db/schema/users';
import { isVip } from './vip';

/** `subscription` is 1 while the VIP plan is active at `now`, else 0 (spec 001 panel 9). */
export function toUserDto(row: UserRow, now: Date): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    user_details: {
      player_id: row.playerId,
      address: row.address,
      country: row.country,
      state: row.state,
      city: row.city,
      zip_code: row.zipCode,
      service: row.service,
      date_of_birth: row.dateOfBirth,
      residence_country: row.residenceCountry,
      ...pickPlatformIds(row),
      profile_picture: row.profilePicture,
      credits: row.credits,
      token: row.tokens,
      wallet: penceToPounds(row.walletPence),
      paypal_email: row.paypalEmail,
      subscription: isVip(row, now) ? 1 : 0,
      platform_ids_public: row.platformIdsPublic,
      winnings_public: row.winningsPublic,
      language: isLanguageCode(row.language) ? row.language : null,
    },
  };
}
