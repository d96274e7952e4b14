/** What the streams say about an event: the update, and which parts of the tournament page it changes. */
import { publicTopicsOf, type LiveUpdate } from '@arena/shared/notifications';
import type { DomainEventRow } from './notifications.repository';

export function liveUpdateOf(event: DomainEventRow): LiveUpdate {
  return {
    id: event.id,
    type: event.type,
    tournament_id: event.tournamentId,
    match_id: event.matchId,
    team_id: event.teamId,
    // Events the public tournament stream carries name what they change (their row in EVENTS); the others stay
    // private.
    topics: [...publicTopicsOf(event.type)],
    created_at: event.createdAt.toISOString(),
  };
}

/** True when the tournament's public stream carries this event. */
export function isPublicUpdate(event: DomainEventRow): boolean {
  return event.tournamentId !== null && publicTopicsOf(event.type).length > 0;
}
