/**
 * The Server-Sent Events streams open on this instance: per signed-in user and per tournament. It writes
 * what the live bus brings to the matching streams, sends heartbeats, enforces the connection limits and
 * closes every stream on shutdown. An event is encoded once and the same bytes go to every stream it
 * concerns (decision 0021, "Fan-out"), so a result seen by 2,000 visitors costs one JSON.stringify.
 *
 * A stream opened with a session lives no longer than the session (decision 0031): it ends when the session is
 * revoked (the bus brings the revocation to every instance), when it expires, after `maxAgeMs` at most (the
 * client reconnects and signs in again), and when the periodic check finds the session ended.
 */
import type { ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import type { LanguageCode } from '@arena/shared/language';
import { STREAM_EVENTS } from '@arena/shared/notifications';
import { notificationIn } from './notice-text';
import type { LiveMessage } from './live-bus';

export interface StreamLimits {
  /** Open streams per instance. */
  maxConnections: number;
  /** Open user streams per player (tabs, devices); signed-in tournament streams per player likewise. */
  maxPerUser: number;
  /** Open streams without a session per client address (an IPv6 client: per /64). */
  maxPerClient: number;
  /** The share of `maxConnections` streams without a session may never take (signed-in players keep it). */
  reservedForSignedIn: number;
  /** A stream with a session ends after this long at most; the client reconnects and is authenticated again. */
  maxAgeMs: number;
  heartbeatMs: number;
  /** What clients are told to wait before reconnecting. */
  retryMs: number;
  /**
   * A stream whose client has stopped reading (its unsent bytes pass this) is dropped rather than buffered
   * without end; the client reconnects with Last-Event-ID and is sent what it missed.
   */
  maxBufferedBytes: number;
}

/** The session a stream was opened with. */
export interface StreamSession {
  id: number;
  userId: number;
  expiresAt: Date;
}

export interface Stream {
  readonly userId: number | null;
  readonly tournamentId: number | null;
  readonly sessionId: number | null;
  /** The reader's language: notifications are translated for it (decision 0062). */
  readonly language: LanguageCode;
  send(event: string, data: unknown, id?: number): void;
  /** Writes an encoded event (`sseFrame`), shared by every stream it goes to. */
  write(frame: Buffer): void;
  close(): void;
}

/** Who asks to open a stream. */
export interface StreamRequest {
  /** The user stream's owner (null for a tournament stream). */
  userId: number | null;
  /** The session it is opened with, if any: a signed-in stream. */
  session: StreamSession | null;
  /** The client's address. */
  ip: string;
  /** The reader's language (English when left out). */
  language?: LanguageCode;
}

/** One Server-Sent Event as the bytes every stream receives. */
export function sseFrame(event: string, data: unknown, id?: number): Buffer {
  return Buffer.from(
    `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  );
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/**
 * The key a client's streams are counted under: its address, or for IPv6 its /64 (one subscriber's network:
 * a client picks any address inside it at will).
 */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * Why a stream may not open: the instance is full (or closing), the anonymous share or this client's share is
 * used up, or the player has too many open.
 */
export type OpenRefusal = 'instance_full' | 'anonymous_full' | 'client_full' | 'user_full';

/** Streams checked against the database in one query at most. */
const SESSION_CHECK_BATCH = 1000;

export function createStreamHub(limits: StreamLimits, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const all = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();
  const byTournament = new Map<number, Set<Stream>>();
  const bySession = new Map<number, Set<Stream>>();
  /** Signed-in tournament streams per player (user streams are counted in byUser). */
  const publicByUser = new Map<number, Set<Stream>>();
  /** Streams without a session, per client key. */
  const anonymousByClient = new Map<string, Set<Stream>>();
  let anonymous = 0;
  let closing = false;
  let sessionCheck: ReturnType<typeof setInterval> | undefined;

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
  function closeSessions(sessionIds: Iterable<number>) {
    for (const id of sessionIds) {
      const streams = bySession.get(id);
      if (streams) for (const stream of [...streams]) stream.close();
    }
  }

  return {
    get size() {
      return all.size;
    },
    /** Why a new stream may not open now, or null when it may. */
    refusal(request: StreamRequest): OpenRefusal | null {
      if (closing || all.size >= limits.maxConnections) return 'instance_full';
      if (request.session === null) {
        if (anonymous >= limits.maxConnections - limits.reservedForSignedIn) return 'anonymous_full';
        if ((anonymousByClient.get(clientKey(request.ip))?.size ?? 0) >= limits.maxPerClient)
          return 'client_full';
        return null;
      }
      const mine = request.userId !== null ? byUser : publicByUser;
      if ((mine.get(request.session.userId)?.size ?? 0) >= limits.maxPerUser) return 'user_full';
      return null;
    },
    /** Starts an SSE answer on `raw` and registers it; the caller checked `refusal` first. */
    open(
      raw: ServerResponse,
      scope: StreamRequest & { tournamentId: number | null; requestId: string },
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
      const { session } = scope;
      const client = session === null ? clientKey(scope.ip) : null;
      let open = true;
      let ending: ReturnType<typeof setTimeout> | undefined;
      const forget = () => {
        open = false;
        clearTimeout(ending);
        all.delete(stream);
        if (scope.userId !== null) unindex(byUser, scope.userId, stream);
        if (scope.tournamentId !== null) unindex(byTournament, scope.tournamentId, stream);
        if (session !== null) {
          unindex(bySession, session.id, stream);
          if (scope.userId === null) unindex(publicByUser, session.userId, stream);
        }
        if (client !== null) {
          anonymous -= 1;
          unindex(anonymousByClient, client, stream);
        }
      };
      const stream: Stream = {
        userId: scope.userId,
        tournamentId: scope.tournamentId,
        language: scope.language ?? 'en',
        sessionId: session?.id ?? null,
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
      if (session !== null) {
        index(bySession, session.id, stream);
        if (scope.userId === null) index(publicByUser, session.userId, stream);
        // Ends when the session expires, or at the maximum age (the client reconnects and signs in again).
        const left = Math.min(session.expiresAt.getTime() - now(), limits.maxAgeMs);
        ending = setTimeout(() => stream.close(), Math.max(0, left));
        ending.unref();
      }
      if (client !== null) {
        anonymous += 1;
        index(anonymousByClient, client, stream);
      }
      raw.on('close', () => stream.close());
      raw.write(`retry: ${limits.retryMs}\n\n`);
      return stream;
    },
    /** Writes a live message to every stream here it concerns: encoded once, written in one pass. */
    dispatch(message: LiveMessage) {
      if (message.kind === 'sessions_revoked') {
        closeSessions(message.sessionIds);
        return;
      }
      if (message.kind === 'notification') {
        const streams = byUser.get(message.userId);
        if (!streams) return;
        // Encoded once per language the player's streams read.
        const frames = new Map<LanguageCode, Buffer>();
        for (const stream of streams) {
          let frame = frames.get(stream.language);
          if (!frame) {
            frame = sseFrame(
              STREAM_EVENTS.notification,
              { ...notificationIn(message.notification, stream.language), unread_count: message.unreadCount },
              message.eventId,
            );
            frames.set(stream.language, frame);
          }
          stream.write(frame);
        }
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
    /**
     * Every `everyMs`, asks which sessions of the open streams still hold (`live` answers those) and ends the
     * streams of the others: the safety net for a revocation whose bus message was lost.
     */
    checkSessionsEvery(
      everyMs: number,
      live: (sessionIds: number[]) => Promise<number[]>,
      onError: (error: unknown) => void,
    ) {
      clearInterval(sessionCheck);
      let checking = false;
      sessionCheck = setInterval(() => {
        if (checking || bySession.size === 0) return;
        checking = true;
        void (async () => {
          const ids = [...bySession.keys()];
          for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
            const batch = ids.slice(i, i + SESSION_CHECK_BATCH);
            const alive = new Set(await live(batch));
            closeSessions(batch.filter((id) => !alive.has(id)));
          }
        })()
          .catch(onError)
          .finally(() => (checking = false));
      }, everyMs);
      sessionCheck.unref();
    },
    /** Shutdown: no new streams, and every open one ends (clients reconnect to another instance). */
    closeAll() {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      for (const stream of [...all]) stream.close();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
