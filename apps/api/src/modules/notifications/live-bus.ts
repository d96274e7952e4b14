/**
 * Carries live updates to the streams of every instance (decision 0021): Redis pub/sub when REDIS_URL is set,
 * otherwise PostgreSQL LISTEN/NOTIFY on the shared database (in-process on the embedded one). Every instance,
 * the publisher included, receives each message from the bus and hands it to its own open streams.
 */
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
    };

export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: long recipient lists go in several messages. */
const USERS_PER_MESSAGE = 200;

export const LIVE_PG_CHANNEL = 'arena_live';

function split(message: LiveMessage): LiveMessage[] {
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

function parse(raw: string, onError: (error: unknown) => void): LiveMessage | undefined {
  try {
    return JSON.parse(raw) as LiveMessage;
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
  const { onMessage, onError } = options;
  if (options.redis) {
    const { publisher, subscriber, channel } = options.redis;
    const handler = (from: string, raw: string) => {
      if (from !== channel) return;
      const message = parse(raw, onError);
      if (message) onMessage(message);
    };
    subscriber.on('message', handler);
    // Not awaited beyond the first attempt: ioredis subscribes again on every reconnect.
    await subscriber.subscribe(channel).catch(onError);
    return {
      async publish(message) {
        for (const part of split(message)) await publisher.publish(channel, JSON.stringify(part));
      },
      async stop() {
        subscriber.off('message', handler);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      },
    };
  }
  const { database } = options;
  const unlisten = await database.listen(
    LIVE_PG_CHANNEL,
    (raw) => {
      const message = parse(raw, onError);
      if (message) onMessage(message);
    },
    options.onGap,
  );
  return {
    async publish(message) {
      for (const part of split(message)) {
        await database.db.execute(sql`SELECT pg_notify(${LIVE_PG_CHANNEL}, ${JSON.stringify(part)})`);
      }
    },
    stop: unlisten,
  };
}
