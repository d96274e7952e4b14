/**
 * Which domain events organisers' webhooks hear, as which webhook event, with what payload (decision 0058): the
 * one table. A domain event some notices record once per team (a match ready for each side, check-in open for
 * each team, a completed tournament for each placing) is one fact for a webhook: its `fact` key makes the
 * fan-out send it once per endpoint. Payloads carry ids and plain facts, never players' accounts; a receiver
 * reads the rest from the API.
 */
import type { EventType } from '@arena/shared/notifications';
import type { WebhookEvent } from '@arena/shared/webhooks';

/** The columns of a domain event the table reads. */
export interface WebhookSource {
  id: number;
  type: EventType;
  tournamentId: number | null;
  matchId: number | null;
  teamId: number | null;
  data: Record<string, unknown>;
}

interface WebhookMapping {
  event: WebhookEvent;
  /** The fact it tells, the same for every domain event that tells it: one delivery per endpoint. */
  fact?: (source: WebhookSource) => string;
  data: (source: WebhookSource) => Record<string, unknown>;
}

const ofTournament = (source: WebhookSource) => ({ tournament_id: source.tournamentId });
const ofTeam = (source: WebhookSource) => ({ ...ofTournament(source), team_id: source.teamId });
const ofMatch = (source: WebhookSource) => ({ ...ofTournament(source), match_id: source.matchId });
const oncePerTournament = (source: WebhookSource) => `${source.type}:${source.tournamentId}`;
const teamIdsOf = (source: WebhookSource) =>
  Array.isArray(source.data.team_ids) ? (source.data.team_ids as number[]) : [];

export const WEBHOOK_MAPPINGS: Partial<Record<EventType, WebhookMapping>> = {
  'tournament.created': { event: 'tournament.created', data: ofTournament },
  'tournament.started': {
    event: 'tournament.started',
    data: (s) => ({ ...ofTournament(s), teams: s.data.teams ?? null }),
  },
  'tournament.completed': {
    event: 'tournament.completed',
    fact: oncePerTournament,
    data: ofTournament,
  },
  'tournament.cancelled': {
    event: 'tournament.cancelled',
    data: (s) => ({ ...ofTournament(s), reason: s.data.reason ?? null }),
  },
  'enrolment.confirmed': { event: 'entry.created', data: ofTeam },
  'enrolment.removed': { event: 'entry.removed', data: (s) => ({ ...ofTeam(s), reason: 'removed' }) },
  'enrolment.left': { event: 'entry.removed', data: (s) => ({ ...ofTeam(s), reason: 'left' }) },
  'enrolment.dropped': { event: 'entry.removed', data: (s) => ({ ...ofTeam(s), reason: 'not_checked_in' }) },
  'tournament.check_in_open': {
    event: 'checkin.opened',
    fact: oncePerTournament,
    data: (s) => ({ ...ofTournament(s), closes_at: s.data.closes_at ?? null }),
  },
  'match.ready': {
    event: 'match.ready',
    // Told to each side; a match played again with other teams (after a correction) is a new fact.
    fact: (s) => `match.ready:${s.matchId}:${[...teamIdsOf(s)].sort((a, b) => a - b).join(',')}`,
    data: (s) => ({ ...ofMatch(s), team_ids: teamIdsOf(s) }),
  },
  'match.opponent_reported': { event: 'match.reported', data: ofMatch },
  'match.confirmed': { event: 'match.confirmed', data: (s) => ({ ...ofMatch(s), confirmed_by: 'captains' }) },
  'match.auto_confirmed': {
    event: 'match.confirmed',
    data: (s) => ({ ...ofMatch(s), confirmed_by: 'deadline' }),
  },
  'match.result_set': {
    event: 'match.confirmed',
    data: (s) => ({ ...ofMatch(s), confirmed_by: 'organiser', correction: s.data.correction === true }),
  },
  'match.disputed': { event: 'match.disputed', data: ofMatch },
  'match.forfeited': {
    event: 'match.forfeited',
    data: (s) => ({ ...ofMatch(s), forfeiting_team_id: s.data.forfeiting_team_id ?? null }),
  },
  'prize.paid': {
    event: 'prize.paid',
    data: (s) => ({ ...ofTournament(s), amount_pence: s.data.pence ?? null }),
  },
};

export const hasWebhookEvent = (type: EventType): boolean => WEBHOOK_MAPPINGS[type] !== undefined;

/** The webhook event of a domain event, its fact key and its body's `data`; undefined when webhooks do not hear it. */
export function webhookEventOf(
  source: WebhookSource,
): { type: WebhookEvent; fact: string; data: Record<string, unknown> } | undefined {
  const mapping = WEBHOOK_MAPPINGS[source.type];
  if (!mapping) return undefined;
  return {
    type: mapping.event,
    fact: mapping.fact?.(source) ?? `event:${source.id}`,
    data: mapping.data(source),
  };
}
