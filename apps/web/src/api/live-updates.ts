/**
 * What a live event makes stale: the queries to fetch again when a stream says something changed, so the
 * bell, My matches, the bracket and the tournament page follow without a reload and without polling.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveUpdate } from './notifications-contract';
import { enrolmentChangeKeys, matchRoomKey, sharedQueryKeys } from './query-keys';

const tournamentKeys = (tournamentId: number | null, ...prefixes: QueryKey[]): QueryKey[] =>
  prefixes.map((prefix) => (tournamentId === null ? prefix : [...prefix, tournamentId]));

/** Events that change only what the match room shows (its thread, its screenshots, its veto), not the bracket. */
const MATCH_ROOM_ONLY: ReadonlySet<string> = new Set([
  'match.message',
  'admin.match_message',
  'match.evidence_added',
  'match.veto_step',
  'match.veto_turn',
  'admin.match_veto',
]);

/**
 * The query keys (prefixes) an event of `type` about `tournamentId` (and `matchId`) changes. The organiser's
 * control room and dispute queue follow the bracket: an organiser's page refetches them, a player has none.
 */
export function keysForEvent(
  type: string,
  tournamentId: number | null,
  topics: readonly string[] = [],
  matchId: number | null = null,
) {
  const keys: QueryKey[] = [];
  const [domain] = type.split('.');
  const room = matchId === null ? sharedQueryKeys.matchRooms : matchRoomKey(matchId);
  if (MATCH_ROOM_ONLY.has(type)) return [room];
  if (topics.includes('bracket') || topics.includes('results') || domain === 'match') {
    keys.push(
      ...tournamentKeys(tournamentId, sharedQueryKeys.tournamentBrackets, sharedQueryKeys.myMatches),
      room,
      ...tournamentKeys(tournamentId, sharedQueryKeys.controlRooms),
      sharedQueryKeys.disputes,
    );
  }
  if (topics.includes('participants') || topics.includes('state') || domain === 'tournament') {
    keys.push(
      ...tournamentKeys(tournamentId, sharedQueryKeys.tournamentDetails),
      sharedQueryKeys.tournamentLists,
      // A start draws the bracket, an end decides it: both change what the bracket tab shows.
      ...tournamentKeys(
        tournamentId,
        sharedQueryKeys.tournamentBrackets,
        sharedQueryKeys.myMatches,
        sharedQueryKeys.controlRooms,
      ),
    );
  }
  switch (domain) {
    case 'team':
      keys.push(sharedQueryKeys.teams);
      break;
    // A promotion charges the captain and locks the team; a queue change shows in My Tournaments.
    case 'enrolment':
    case 'waitlist':
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
  update: Pick<LiveUpdate, 'type' | 'tournament_id' | 'topics'> & { match_id?: number | null },
) {
  const keys = keysForEvent(
    update.type,
    update.tournament_id ?? null,
    update.topics ?? [],
    update.match_id ?? null,
  );
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
      ? [
          sharedQueryKeys.notifications,
          sharedQueryKeys.myMatches,
          sharedQueryKeys.tournamentBrackets,
          sharedQueryKeys.matchRooms,
          // The organisers' events (disputes, no-shows, evidence) come on their own stream.
          sharedQueryKeys.controlRooms,
          sharedQueryKeys.disputes,
        ]
      : [
          ...tournamentKeys(
            tournamentId,
            sharedQueryKeys.tournamentDetails,
            sharedQueryKeys.tournamentBrackets,
            sharedQueryKeys.myMatches,
            sharedQueryKeys.controlRooms,
          ),
          sharedQueryKeys.disputes,
        ];
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
