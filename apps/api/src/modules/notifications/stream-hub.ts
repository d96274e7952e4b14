/**
 * The Server-Sent Events streams open on this instance: per signed-in user and per tournament. It writes
 * what the live bus brings to the matching streams, sends heartbeats, enforces the connection limits and
 * closes every stream on shutdown.
 */
import type { ServerResponse } from 'node:http';
import { STREAM_EVENTS } from '@arena/shared/notifications';
import type { LiveMessage } from './live-bus';

export interface StreamLimits {
  /** Open streams per instance. */
  maxConnections: number;
  /** Open user streams per player (tabs, devices). */
  maxPerUser: number;
  heartbeatMs: number;
  /** What clients are told to wait before reconnecting. */
  retryMs: number;
}

export interface Stream {
  readonly userId: number | null;
  readonly tournamentId: number | null;
  send(event: string, data: unknown, id?: number): void;
  close(): void;
}

export type OpenRefusal = 'instance_full' | 'user_full';

export function createStreamHub(limits: StreamLimits) {
  const all = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();
  const byTournament = new Map<number, Set<Stream>>();
  let closing = false;

  const heartbeat = setInterval(() => {
    for (const stream of all) stream.send('', null);
  }, limits.heartbeatMs);
  heartbeat.unref();

  function index<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(stream);
  }
  function unindex<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) {
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) map.delete(key);
  }

  return {
    get size() {
      return all.size;
    },
    /** Why a new stream may not open now, or null when it may. */
    refusal(userId: number | null): OpenRefusal | null {
      if (closing || all.size >= limits.maxConnections) return 'instance_full';
      if (userId !== null && (byUser.get(userId)?.size ?? 0) >= limits.maxPerUser) return 'user_full';
      return null;
    },
    /** Starts an SSE answer on `raw` and registers it; the caller checked `refusal` first. */
    open(
      raw: ServerResponse,
      scope: { userId: number | null; tournamentId: number | null; requestId: string },
    ): Stream {
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': scope.requestId,
      });
      let open = true;
      const stream: Stream = {
        userId: scope.userId,
        tournamentId: scope.tournamentId,
        send(event, data, id) {
          if (!open || raw.writableEnded) return;
          if (event === '') {
            raw.write(': heartbeat\n\n');
            return;
          }
          raw.write(
            `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
          );
        },
        close() {
          if (!open) return;
          open = false;
          all.delete(stream);
          if (scope.userId !== null) unindex(byUser, scope.userId, stream);
          if (scope.tournamentId !== null) unindex(byTournament, scope.tournamentId, stream);
          if (!raw.writableEnded) raw.end();
        },
      };
      all.add(stream);
      if (scope.userId !== null) index(byUser, scope.userId, stream);
      if (scope.tournamentId !== null) index(byTournament, scope.tournamentId, stream);
      raw.on('close', () => stream.close());
      raw.write(`retry: ${limits.retryMs}\n\n`);
      return stream;
    },
    dispatch(message: LiveMessage) {
      if (message.kind === 'notification') {
        for (const stream of byUser.get(message.userId) ?? []) {
          stream.send(
            STREAM_EVENTS.notification,
            { ...message.notification, unread_count: message.unreadCount },
            message.eventId,
          );
        }
        return;
      }
      for (const userId of message.userIds) {
        for (const stream of byUser.get(userId) ?? []) {
          stream.send(STREAM_EVENTS.update, message.update, message.update.id);
        }
      }
      if (message.tournamentId !== null) {
        for (const stream of byTournament.get(message.tournamentId) ?? []) {
          stream.send(STREAM_EVENTS.update, message.update, message.update.id);
        }
      }
    },
    /** Shutdown: no new streams, and every open one ends (clients reconnect to another instance). */
    closeAll() {
      closing = true;
      clearInterval(heartbeat);
      for (const stream of [...all]) stream.close();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
