/** Test data shaped like the API's answers. */
import { perPlatform } from '@arena/shared/platforms';
import type { User } from '@arena/shared/user';

export function makeUser(overrides: Partial<User> & { details?: Partial<User['user_details']> } = {}): User {
  const { details, ...rest } = overrides;
  return {
    id: 7,
    name: 'NovaStrike',
    email: 'nova@arena.test',
    role: 'player',
    email_verified: true,
    user_details: {
      player_id: 'AR-NOVA0001',
      address: null,
      country: null,
      state: null,
      city: null,
      zip_code: null,
      service: null,
      ...perPlatform(() => null),
      profile_picture: null,
      credits: 12,
      token: 3,
      wallet: 25.5,
      paypal_email: null,
      subscription: 0,
      platform_ids_public: false,
      winnings_public: false,
      ...details,
    },
    ...rest,
  };
}

export function signIn(user: User = makeUser(), token = 'test-token'): User {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}
