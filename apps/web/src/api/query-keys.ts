/**
 * Query keys that more than one feature reads, so a mutation can refresh exactly what it changed (TanStack
 * Query matches by prefix: `['teams']` covers `['teams', 'mine']` and `['teams', 'participating']`).
 */
export const sharedQueryKeys = {
  tournamentLists: ['tournaments-list'],
  tournamentDetails: ['tournament-details'],
  teams: ['teams'],
  userProfile: ['user-profile'],
  enrolledTournaments: ['account', 'enrolled-tournaments'],
} as const;

/** What entering or leaving a tournament changes: slots, participate, team locks, credits and tokens. */
export const enrolmentChangeKeys = [
  sharedQueryKeys.tournamentLists,
  sharedQueryKeys.tournamentDetails,
  sharedQueryKeys.teams,
  sharedQueryKeys.userProfile,
  sharedQueryKeys.enrolledTournaments,
] as const;
