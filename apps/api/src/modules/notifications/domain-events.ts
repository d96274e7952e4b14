/**
 * The transactional outbox (decision 0021) and the one way to raise an event (decision 0037): a module's
 * notices (`<module>/<module>.notices.ts`) call `recordEvent(tx, event)` next to the change they tell about,
 * inside that change's transaction, so the event exists if and only if the change commits. It writes the
 * event, one delivery row per channel its row in `EVENTS` (@arena/shared/notifications) names, and a NOTIFY
 * that wakes the delivery workers when (and only when) the transaction commits.
 */
import { DISCORD_EVENT_TYPES, EMAIL_EVENT_TYPES, type EventType } from '@arena/shared/notifications';
import type { Tx } from '../../db/client';
import type { DeliveryChannel, EventNotice, EventRecipients } from '../../db/schema/notifications';
import { insertDomainEvents } from './notifications.repository';
import { hasWebhookEvent } from './webhook-events';
import { wakeOutbox } from './outbox-wake';

export type { RosterPlayer } from './email-templates';

export interface NewDomainEvent {
  type: EventType;
  /** Who is told in-app, by e-mail and on their own stream. */
  recipients: EventRecipients;
  notice: EventNotice;
  tournamentId?: number | null;
  matchId?: number | null;
  teamId?: number | null;
  /** Facts the e-mail and Discord renderings use. */
  data?: Record<string, unknown>;
  /**
   * Only refreshes the recipients' open screens (the live channel): no notification, no e-mail. For changes
   * an organiser watches on a screen but need not be told about one by one (decision 0024: evidence).
   */
  liveOnly?: boolean;
}

export function channelsFor(event: NewDomainEvent): DeliveryChannel[] {
  const someone = event.recipients === 'admins' || event.recipients.length > 0;
  const channels: DeliveryChannel[] = ['live'];
  // Organisers' webhooks hear the facts their table names, told to someone or not (decision 0058).
  if (hasWebhookEvent(event.type)) channels.push('webhook');
  if (event.liveOnly) return channels;
  if (someone) channels.push('in_app');
  if (someone && EMAIL_EVENT_TYPES.has(event.type)) channels.push('email');
  if (event.tournamentId != null && DISCORD_EVENT_TYPES.has(event.type)) channels.push('discord');
  return channels;
}

/**
 * Records `events` in `tx`, in order, in two statements and one wake-up however many there are (a start
 * announces every first-round match at once); answers their ids.
 */
export async function recordEvents(tx: Tx, events: NewDomainEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const ids = await insertDomainEvents(
    tx,
    events.map((event) => {
      const recipients =
        event.recipients === 'admins'
          ? event.recipients
          : [...new Set(event.recipients)].sort((a, b) => a - b);
      return {
        values: {
          type: event.type,
          recipients,
          notice: event.notice,
          tournamentId: event.tournamentId ?? null,
          matchId: event.matchId ?? null,
          teamId: event.teamId ?? null,
          data: event.data ?? {},
        },
        channels: channelsFor({ ...event, recipients }),
      };
    }),
  );
  // One wake-up per transaction is enough (the NOTIFY is delivered at the commit): a confirmed result records
  // its notices in several calls.
  if (!woken.has(tx)) {
    await wakeOutbox(tx);
    woken.add(tx);
  }
  return ids;
}

/** Transactions that have sent the outbox's wake-up already (each transaction handle is its own object). */
const woken = new WeakSet<Tx>();

/** Records `event` in `tx`; answers its id. */
export async function recordEvent(tx: Tx, event: NewDomainEvent): Promise<number> {
  const [eventId] = await recordEvents(tx, [event]);
  return eventId!;
}
