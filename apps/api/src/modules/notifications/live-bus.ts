/**
 * Carries live updates to the streams of every instance (decision 0021): Redis pub/sub when REDIS_URL is set,
 * otherwise PostgreSQL LISTEN/NOTIFY on the shared database (in-process on the embedded one). The publisher
 * hands each message to its own streams at once, then to the bus; every other instance receives it from the
 * bus (the publisher skips its own copy, recognised by its origin).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { LiveUpdate, Notification } from '@arena/shared/notifications';
import type { Database } from '../../db/client';

export type LiveMessage =
  | {
      kind: 'notification';
      userId: number;
      /** The domain event's id: the SSE id, so Last-Event-ID resumes after it. */
      eventId: number;
      notification: Notification;
      unreadCount: number;
    }
  | {
      kind: 'update';
      /** Whose own streams get it. */
      userIds: number[];
      /** Also sent on this tournament's public stream when set. */
      tournamentId: number | null;
      update: LiveUpdate;
    }
  | {
      /** Sessions just ended (decision 0031): their streams close on every instance. */
      kind: 'sessions_revoked';
      userId: number;
      sessionIds: number[];
    };

export interface LiveBus {
  /** To this instance's streams now (in order), then to the other instances' through the bus. */
  publish(messages: LiveMessage[]): Promise<void>;
  stop(): Promise<void>;
}

/** A message on the bus names the instance that published it. */
type Envelope = LiveMessage & { origin: string };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: long recipient lists go in several messages. */
const USERS_PER_MESSAGE = 200;

export const LIVE_PG_CHANNEL = 'arena_live';

/** Session ids per message likewise (a revocation may end every session a player ever opened). */
const SESSIONS_PER_MESSAGE = 500;

function split(message: LiveMessage): LiveMessage[] {
  if (message.kind === 'sessions_revoked') {
    const parts: LiveMessage[] = [];
    for (let i = 0; i < message.sessionIds.length; i += SESSIONS_PER_MESSAGE) {
      parts.push({ ...message, sessionIds: message.sessionIds.slice(i, i + SESSIONS_PER_MESSAGE) });
    }
    return parts;
  }
  if (message.kind !== 'update' || message.userIds.length <= USERS_PER_MESSAGE) return [message];
  const parts: LiveMessage[] = [];
  for (let i = 0; i < message.userIds.length; i += USERS_PER_MESSAGE) {
    parts.push({
      ...message,
      userIds: message.userIds.slice(i, i + USERS_PER_MESSAGE),
      // The public stream gets the update once.
      tournamentId: i === 0 ? message.tournamentId : null,
    });
  }
  return parts;
}

function parse(raw: string, onError: (error: unknown) => void): Envelope | undefined {
  try {
    return JSON.parse(raw) as Envelope;
  } catch (error) {
    onError(error);
    return undefined;
  }
}

export async function createLiveBus(options: {
  database: Database;
  redis?: { publisher: Redis; subscriber: Redis; channel: string };
  onMessage: (message: LiveMessage) => void;
  /** Messages may have been missed (the listening connection was lost). */
  onGap?: () => void;
  onError: (error: unknown) => void;
}): Promise<LiveBus> {
  const { onError } = options;
  const origin = randomBytes(9).toString('base64url');
  const onMessage = (message: LiveMessage) => {
    try {
      options.onMessage(message);
    } catch (error) {
      onError(error);
    }
  };
  /** A message from the bus: another instance's (ours went to our streams when it was published). */
  const received = (raw: string) => {
    const envelope = parse(raw, onError);
    // The hub reads the message's own fields; the origin it carries goes no further.
    if (envelope && envelope.origin !== origin) onMessage(envelope);
  };
  /** Our streams first: they need no round trip through Redis or the database. */
  const deliverHere = (messages: LiveMessage[]) => {
    for (const message of messages) onMessage(message);
  };
  const wire = (messages: LiveMessage[]) =>
    messages.flatMap(split).map((part) => JSON.stringify({ ...part, origin } satisfies Envelope));

  if (options.redis) {
    const { publisher, subscriber, channel } = options.redis;
    const handler = (from: string, raw: string) => {
      if (from === channel) received(raw);
    };
    subscriber.on('message', handler);
    // Not awaited beyond the first attempt: ioredis subscribes again on every reconnect.
    await subscriber.subscribe(channel).catch(onError);
    return {
      async publish(messages) {
        deliverHere(messages);
        for (const payload of wire(messages)) await publisher.publish(channel, payload);
      },
      async stop() {
        subscriber.off('message', handler);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      },
    };
  }
  const { database } = options;
  const unlisten = await database.listen(LIVE_PG_CHANNEL, received, options.onGap);
  return {
    async publish(messages) {
      deliverHere(messages);
      for (const payload of wire(messages)) {
        await database.db.execute(sql`SELECT pg_notify(${LIVE_PG_CHANNEL}, ${payload})`);
      }
    },
    stop: unlisten,
  };
}
