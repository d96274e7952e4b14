/**
 * Organisers' webhooks (decision 0058): the events an endpoint subscribes to, and the admin API's request and
 * answer shapes. Deliveries follow the Standard Webhooks specification.
 */
import { z } from 'zod';

/** Every event a webhook endpoint can subscribe to; the API maps its domain events to these (one table). */
export const WEBHOOK_EVENTS = [
  'tournament.created',
  'tournament.started',
  'tournament.completed',
  'tournament.cancelled',
  'entry.created',
  'entry.removed',
  'checkin.opened',
  'match.ready',
  'match.reported',
  'match.confirmed',
  'match.disputed',
  'match.forfeited',
  'prize.paid',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created; the secret is shown only now',
  listed: 'Webhook endpoints',
  deleted: 'Webhook endpoint deleted',
  rotated: 'Webhook secret rotated; the previous one keeps signing for 24 hours',
  enabled: 'Webhook endpoint enabled',
  deliveries: 'Webhook deliveries',
  replayed: 'Webhook delivery queued again',
  notFound: 'Webhook endpoint',
  deliveryNotFound: 'Webhook delivery',
  httpsOnly: 'The URL must use https',
  badUrl: 'The URL must be an absolute http(s) URL without credentials',
  privateAddress: 'The URL must point at a public address (not private, loopback or link-local)',
  unresolvable: 'The URL host does not resolve',
  endpointDisabled: 'The endpoint is disabled: enable it first',
  tooMany: 'At most 50 webhook endpoints',
} as const;

export const createWebhookSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, { message: 'Choose at least one event' })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  tournament_id: z.number().int().positive().nullable().optional(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  tournament_id: z.number().int().nullable(),
  /** Set when the deliveries failed for 24 hours: nothing is sent until it is enabled again. */
  disabled_at: z.string().nullable(),
  /** Until then the previous secret signs alongside the current one (after a rotation). */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and on a replay. */
  message_id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  tournament_id: z.number().int().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The `data` of each event's body, as the OpenAPI document's `webhooks` describe it. */
export const WEBHOOK_EVENT_DATA: Record<WebhookEvent, { summary: string; fields: Record<string, string> }> = {
  'tournament.created': { summary: 'A tournament was created', fields: { tournament_id: 'integer' } },
  'tournament.started': {
    summary: 'A tournament started: its bracket is drawn',
    fields: { tournament_id: 'integer', teams: 'integer' },
  },
  'tournament.completed': {
    summary: 'A tournament is over: its placings are final',
    fields: { tournament_id: 'integer' },
  },
  'tournament.cancelled': {
    summary: 'A tournament was cancelled and its entries refunded',
    fields: { tournament_id: 'integer', reason: 'string' },
  },
  'entry.created': {
    summary: 'A team entered a tournament',
    fields: { tournament_id: 'integer', team_id: 'integer' },
  },
  'entry.removed': {
    summary: 'An entry left, was removed by an organiser, or dropped for not checking in',
    fields: { tournament_id: 'integer', team_id: 'integer', reason: 'string' },
  },
  'checkin.opened': {
    summary: "A tournament's check-in opened",
    fields: { tournament_id: 'integer', closes_at: 'string' },
  },
  'match.ready': {
    summary: 'A match has both teams and can be played',
    fields: { tournament_id: 'integer', match_id: 'integer', team_ids: 'array' },
  },
  'match.reported': {
    summary: 'One captain reported a score; the other is asked to confirm',
    fields: { tournament_id: 'integer', match_id: 'integer' },
  },
  'match.confirmed': {
    summary: "A match's result is final: confirmed by both captains, at the deadline, or set by an organiser",
    fields: { tournament_id: 'integer', match_id: 'integer', confirmed_by: 'string' },
  },
  'match.disputed': {
    summary: 'The captains reported different results',
    fields: { tournament_id: 'integer', match_id: 'integer' },
  },
  'match.forfeited': {
    summary: 'An organiser recorded a forfeit',
    fields: { tournament_id: 'integer', match_id: 'integer', forfeiting_team_id: 'integer' },
  },
  'prize.paid': {
    summary: "A share of a tournament's prize was paid into a player's wallet",
    fields: { tournament_id: 'integer', amount_pence: 'integer' },
  },
};
