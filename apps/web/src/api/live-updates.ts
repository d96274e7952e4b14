/**
 * What a live event makes stale: the queries to fetch again when a stream says something changed, so the
 * bell, My matches, the bracket and the tournament page follow without a reload and without polling.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveUpdate } from './notifications-contract';
import { enrolmentChangeKeys, sharedQueryKeys } from './query-keys';

const tournamentKeys = (tournamentId: number | null, ...prefixes: QueryKey[]): QueryKey[] =>
  prefixes.map((prefix) => (tournamentId === null ? prefix : [...prefix, tournamentId]));

/** The query keys (prefixes) an event of `type` about `tournamentId` changes. */
export function keysForEvent(type: string, tournamentId: number | null, topics: readonly string[] = []) {
  const keys: QueryKey[] = [];
  const [domain] = type.split('.');
  if (topics.includes('bracket') || topics.includes('results') || domain === 'match') {
    keys.push(...tournamentKeys(tournamentId, sharedQueryKeys.tournamentBrackets, sharedQueryKeys.myMatches));
  }
  if (topics.includes('participants') || topics.includes('state') || domain === 'tournament') {
    keys.push(
      ...tournamentKeys(tournamentId, sharedQueryKeys.tournamentDetails),
      sharedQueryKeys.tournamentLists,
      // A start draws the bracket, an end decides it: both change what the bracket tab shows.
      ...tournamentKeys(tournamentId, sharedQueryKeys.tournamentBrackets, sharedQueryKeys.myMatches),
    );
  }
  switch (domain) {
    case 'team':
      keys.push(sharedQueryKeys.teams);
      break;
    case 'enrolment':
      keys.push(...enrolmentChangeKeys);
      break;
    case 'tournament':
      // A cancellation refunds and unlocks; a completion pays prizes.
      keys.push(sharedQueryKeys.teams, sharedQueryKeys.userProfile, sharedQueryKeys.enrolledTournaments);
      break;
    case 'prize':
    case 'purchase':
    case 'withdrawal':
      keys.push(sharedQueryKeys.userProfile, sharedQueryKeys.wallet, sharedQueryKeys.payments);
      break;
    case 'admin':
      keys.push(sharedQueryKeys.admin);
      break;
    default:
      break;
  }
  return keys;
}

export function invalidateForUpdate(
  queryClient: QueryClient,
  update: Pick<LiveUpdate, 'type' | 'tournament_id' | 'topics'>,
) {
  const keys = keysForEvent(update.type, update.tournament_id ?? null, update.topics ?? []);
  const seen = new Set<string>();
  for (const queryKey of keys) {
    const id = JSON.stringify(queryKey);
    if (seen.has(id)) continue;
    seen.add(id);
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** After a stream was down, anything may have changed meanwhile: refresh what the streams keep fresh. */
export function invalidateAfterGap(queryClient: QueryClient, tournamentId?: number) {
  const keys: QueryKey[] =
    tournamentId === undefined
      ? [sharedQueryKeys.notifications, sharedQueryKeys.myMatches, sharedQueryKeys.tournamentBrackets]
      : tournamentKeys(
          tournamentId,
          sharedQueryKeys.tournamentDetails,
          sharedQueryKeys.tournamentBrackets,
          sharedQueryKeys.myMatches,
        );
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * A notification's `link` as a route of this app: `#/viewtournament?id=3` (or a full URL ending in that
 * hash) becomes `/viewtournament?id=3`; anything that is not a path of this app becomes null.
 */
export function routeOfLink(link: string): string | null {
  const hash = link.includes('#') ? link.slice(link.indexOf('#') + 1) : link;
  if (!hash.startsWith('/') || hash.startsWith('//') || hash.includes('\\')) return null;
  return hash;
}
