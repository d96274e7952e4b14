/** Business constants from the spec (000 section 9, 001 section 9) and the rules of docs/product.md. */

export const PAGE_SIZE = {
  tournaments: 3,
  featuredTournaments: 3,
  games: 8,
  myTournaments: 5,
  creditsHistory: 5,
  tokensHistory: 5,
  teamCards: 4,
  /** Players a leaderboard page shows (decision 0047). */
  leaderboard: 20,
} as const;

export const TOAST_AUTO_CLOSE_MS = 5000;
/** Widths of the narrower copies the server keeps of stored pictures (`/storage/<path>?w=`; decision 0025). */
export const IMAGE_VARIANT_WIDTHS = [480, 720] as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the cost of hashing; not in the spec, long enough for any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;
export const MINIMUM_AGE = 18;

/** Browser storage keys used by the web app (spec 000 section 3, 001 section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  rememberedCredentials: 'remind_data',
  resetEmail: 'email_reset',
  inviteData: 'inviteData',
} as const;

export const ACCOUNT_MENU = {
  profile: 1,
  changePassword: 2,
  myTournaments: 3,
  credits: 4,
  vipSubscription: 5,
  teamManagement: 6,
  myParticipations: 7,
  wallet: 8,
  vipTokens: 9,
  /** The notification list and preferences (decision 0021; after the spec's nine panels). */
  notifications: 10,
  /** Signing in safely (decision 0049): two-factor sign-in; a place for sessions and passkeys too. */
  security: 11,
} as const;
export type AccountMenu = (typeof ACCOUNT_MENU)[keyof typeof ACCOUNT_MENU];
