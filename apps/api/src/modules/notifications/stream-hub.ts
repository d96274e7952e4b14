/**
 * The Server-Sent Events streams open on this instance: per signed-in user and per tournament. It writes
 * what the live bus brings to the matching streams, sends heartbeats, enforces the connection limits and
 * closes every stream on shutdown. An event is encoded once and the same bytes go to every stream it
 * concerns (decision 0021, "Fan-out"), so a result seen by 2,000 visitors costs one JSON.stringify.
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
  /**
   * A stream whose client has stopped reading (its unsent bytes pass this) is dropped rather than buffered
   * without end; the client reconnects with Last-Event-ID and is sent what it missed.
   */
  maxBufferedBytes: number;
}

export interface Stream {
  readonly userId: number | null;
  readonly tournamentId: number | null;
  send(event: string, data: unknown, id?: number): void;
  /** Writes an encoded event (`sseFrame`), shared by every stream it goes to. */
  write(frame: Buffer): void;
  close(): void;
}

/** One Server-Sent Event as the bytes every stream receives. */
export function sseFrame(event: string, data: unknown, id?: number): Buffer {
  return Buffer.from(
    `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  );
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

export type OpenRefusal = 'instance_full' | 'user_full';

export function createStreamHub(limits: StreamLimits) {
  const all = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();
  const byTournament = new Map<number, Set<Stream>>();
  let closing = false;

  const heartbeat = setInterval(() => {
    for (const stream of all) stream.write(HEARTBEAT);
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
      const forget = () => {
        open = false;
        all.delete(stream);
        if (scope.userId !== null) unindex(byUser, scope.userId, stream);
        if (scope.tournamentId !== null) unindex(byTournament, scope.tournamentId, stream);
      };
      const stream: Stream = {
        userId: scope.userId,
        tournamentId: scope.tournamentId,
        send(event, data, id) {
          stream.write(sseFrame(event, data, id));
        },
        write(frame) {
          if (!open || raw.writableEnded) return;
          if (raw.writableLength > limits.maxBufferedBytes) {
            // Ending would queue behind what it cannot send: the connection is cut instead.
            forget();
            raw.destroy();
            return;
          }
          raw.write(frame);
        },
        close() {
          if (!open) return;
          forget();
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
    /** Writes a live message to every stream here it concerns: encoded once, written in one pass. */
    dispatch(message: LiveMessage) {
      if (message.kind === 'notification') {
        const streams = byUser.get(message.userId);
        if (!streams) return;
        const frame = sseFrame(
          STREAM_EVENTS.notification,
          { ...message.notification, unread_count: message.unreadCount },
          message.eventId,
        );
        for (const stream of streams) stream.write(frame);
        return;
      }
      let frame: Buffer | undefined;
      const encoded = () => (frame ??= sseFrame(STREAM_EVENTS.update, message.update, message.update.id));
      for (const userId of message.userIds) {
        const streams = byUser.get(userId);
        if (streams) for (const stream of streams) stream.write(encoded());
      }
      if (message.tournamentId !== null) {
        const streams = byTournament.get(message.tournamentId);
        if (streams) for (const stream of streams) stream.write(encoded());
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
