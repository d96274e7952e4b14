/**
 * The query keys that more than one feature reads or changes, and what each kind of change makes stale, so a
 * mutation refreshes exactly the screens it affects (a player's or an organiser's alike). TanStack Query
 * matches by prefix: `['teams']` covers `['teams', 'mine']` and `['teams', 7, 'players']`. Invalidating a
 * key only refetches queries a screen is showing; the others are marked stale and fetched when next shown.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const sharedQueryKeys = {
  /** The tournament list's pages and the home page's featured competitions. */
  tournamentLists: ['tournaments-list'],
  tournamentDetails: ['tournament-details'],
  /** The participants' players dialog of a tournament page. */
  tournamentTeamPlayers: ['tournament-team-players'],
  /** Every viewer's copy of every bracket; `tournamentBracketKey(id)` is one tournament's. */
  tournamentBrackets: ['tournament-bracket'],
  myMatches: ['my-matches'],
  /** The games page and the tournament list's game picker. */
  games: ['games-list'],
  teams: ['teams'],
  userProfile: ['user-profile'],
  enrolledTournaments: ['account', 'enrolled-tournaments'],
  creditTransactions: ['payments', 'credit-transactions'],
  tokenTransactions: ['payments', 'token-transactions'],
  userSubscription: ['payments', 'user-subscription'],
  creditPackages: ['payments', 'credit-packages'],
  subscriptionPlan: ['payments', 'subscription-plan'],
  tokenPrice: ['payments', 'token-price'],
  withdrawalRequests: ['wallet', 'withdrawals'],
  contentPages: ['content-page'],
  aboutPage: ['about-page'],
  // Decision 0021: what the live streams refresh (each prefix covers every viewer's and page's copy).
  notifications: ['notifications'],
  notificationPreferences: ['notification-preferences'],
  wallet: ['wallet'],
  payments: ['payments'],
  admin: ['admin'],
  // Decisions 0023 and 0024: a match's room (its messages under it), and the organiser's match-day screens.
  matchRooms: ['match-room'],
  controlRooms: ['admin', 'control-room'],
  disputes: ['admin', 'disputes'],
} as const;

/** One tournament's bracket, for every viewer (the viewer id ends the full key). */
export const tournamentBracketKey = (tournamentId: number) => ['tournament-bracket', tournamentId] as const;

/** One tournament's matches of the viewer's team, for every viewer. */
export const myMatchesKey = (tournamentId: number) => ['my-matches', tournamentId] as const;

/** One match's room: rosters, reports, evidence; its message thread sits under it. */
export const matchRoomKey = (matchId: number) => ['match-room', matchId] as const;

/** The organiser's control room of one tournament. */
export const controlRoomKey = (tournamentId: number) => ['admin', 'control-room', tournamentId] as const;

/** What the public catalogue shows of a game or a tournament: lists, pages and the player's entries. */
export const catalogueChangeKeys: readonly QueryKey[] = [
  sharedQueryKeys.tournamentLists,
  sharedQueryKeys.tournamentDetails,
  sharedQueryKeys.enrolledTournaments,
];

/** A game's name, banner or archiving: the games page, the game picker, and tournaments showing the game. */
export const gameChangeKeys: readonly QueryKey[] = [sharedQueryKeys.games, ...catalogueChangeKeys];

/**
 * Entering or leaving a tournament (or a refund of every entry when one is cancelled): slots and
 * participate, team locks, credits and tokens with their histories.
 */
export const enrolmentChangeKeys: readonly QueryKey[] = [
  ...catalogueChangeKeys,
  sharedQueryKeys.teams,
  sharedQueryKeys.userProfile,
  sharedQueryKeys.creditTransactions,
  sharedQueryKeys.tokenTransactions,
];

/**
 * A result that moves a bracket on: the bracket and matches of that tournament; a decided final also
 * completes the tournament, pays prizes into wallets and unlocks the teams.
 */
export const resultChangeKeys = (tournamentId: number): readonly QueryKey[] => [
  tournamentBracketKey(tournamentId),
  myMatchesKey(tournamentId),
  ...catalogueChangeKeys,
  sharedQueryKeys.teams,
  sharedQueryKeys.userProfile,
];

/** A balance moved by the ledger (purchase, refund, correction, withdrawal): the profile and the histories. */
export const balanceChangeKeys: readonly QueryKey[] = [
  sharedQueryKeys.userProfile,
  sharedQueryKeys.creditTransactions,
  sharedQueryKeys.tokenTransactions,
  sharedQueryKeys.userSubscription,
  sharedQueryKeys.withdrawalRequests,
];

export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
