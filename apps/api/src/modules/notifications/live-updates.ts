/** What the streams say about an event: the update, and which parts of the tournament page it changes. */
import type { EventType, LiveUpdate } from '@arena/shared/notifications';
import type { DomainEventRow } from './notifications.repository';

type Topic = LiveUpdate['topics'][number];

/** Events the public tournament stream carries, and what they change; the others stay private. */
const PUBLIC_TOPICS: Partial<Record<EventType, Topic[]>> = {
  'enrolment.confirmed': ['participants'],
  'enrolment.left': ['participants'],
  // The page lists the entries with their check-in, and the waitlist: each of these changes one of them.
  'enrolment.checked_in': ['participants'],
  'enrolment.dropped': ['participants'],
  'enrolment.removed': ['participants'],
  'waitlist.joined': ['participants'],
  'waitlist.left': ['participants'],
  'waitlist.promoted': ['participants'],
  'waitlist.skipped': ['participants'],
  'tournament.started': ['state', 'bracket', 'participants'],
  'tournament.cancelled': ['state', 'participants'],
  'tournament.completed': ['state', 'results', 'bracket'],
  'match.ready': ['bracket'],
  // The bracket shows "one captain has reported" (not the score); the organiser's control room follows it.
  'match.opponent_reported': ['bracket'],
  'match.confirmed': ['bracket', 'results'],
  'match.disputed': ['bracket'],
  'match.result_set': ['bracket', 'results'],
  'match.auto_confirmed': ['bracket', 'results'],
  'match.forfeited': ['bracket', 'results'],
};

export function liveUpdateOf(event: DomainEventRow): LiveUpdate {
  return {
    id: event.id,
    type: event.type,
    tournament_id: event.tournamentId,
    match_id: event.matchId,
    team_id: event.teamId,
    topics: PUBLIC_TOPICS[event.type] ?? [],
    created_at: event.createdAt.toISOString(),
  };
}

/** True when the tournament's public stream carries this event. */
export function isPublicUpdate(event: DomainEventRow): boolean {
  return event.tournamentId !== null && (PUBLIC_TOPICS[event.type]?.length ?? 0) > 0;
}
