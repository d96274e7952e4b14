/**
 * The two live streams of decision 0021 and their state. The signed-in user's stream (bearer header, read with
 * the fetch-based reader) feeds the bell, toasts and every query an event makes stale; a tournament's public
 * stream feeds its page (bracket, results, participants, state). Each stream's status is observable, so
 * the queries it keeps fresh poll only while it is down (the fallback when a stream drops).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openEventStream, type StreamMessage, type StreamStatus } from '../lib/event-stream';
import { getToken } from '../lib/storage';
import { useStoredToken } from '../lib/session';
import { invalidateAfterGap, invalidateForUpdate } from './live-updates';
import {
  STREAM_EVENT,
  TOURNAMENT_STREAM_PATH,
  USER_STREAM_PATH,
  type LiveUpdate,
  type NotificationEvent,
} from './notifications-contract';
import { sharedQueryKeys } from './query-keys';

/** A tiny observable value per stream, read with useSyncExternalStore. */
class StatusStore {
  private readonly statuses = new Map<string, StreamStatus>();
  private readonly listeners = new Set<() => void>();

  get(key: string): StreamStatus | null {
    return this.statuses.get(key) ?? null;
  }

  set(key: string, status: StreamStatus | null): void {
    if (status === null) this.statuses.delete(key);
    else this.statuses.set(key, status);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

const statuses = new StatusStore();
const USER_KEY = 'user';
const tournamentKey = (id: number) => `tournament:${id}`;

/** The user stream's status, null when nobody is signed in. */
export function useUserStreamStatus(): StreamStatus | null {
  return useSyncExternalStore(
    statuses.subscribe,
    () => statuses.get(USER_KEY),
    () => null,
  );
}

/** Whether tournament `id`'s page is fed by its open stream (so its queries need not poll). */
export function useTournamentStreamOpen(id: number): boolean {
  return useSyncExternalStore(
    statuses.subscribe,
    () => statuses.get(tournamentKey(id)) === 'open',
    () => false,
  );
}

function parse<T>(message: StreamMessage): T | null {
  try {
    return JSON.parse(message.data) as T;
  } catch {
    return null;
  }
}

export interface UserStreamHandlers {
  /** A new notification arrived (the bell is refreshed already): e.g. show it as a toast. */
  onNotification?: (notification: NotificationEvent) => void;
}

/** Opens a stream and follows its status, refreshing what a gap may have made stale when it comes back. */
function followStream(
  key: string,
  url: string,
  onMessage: (message: StreamMessage) => void,
  headers?: () => Record<string, string>,
  afterGap?: () => void,
) {
  let wasDown = false;
  const stream = openEventStream({
    url,
    headers,
    onMessage,
    onStatus: (status) => {
      if (status === 'open' && wasDown) afterGap?.();
      if (status === 'down' || status === 'closed') wasDown = true;
      statuses.set(key, status);
    },
  });
  return () => {
    stream.close();
    statuses.set(key, null);
  };
}

/** Read for every connection: the token of this session, never put in the URL. */
function sessionHeaders(): Record<string, string> {
  const current = getToken();
  return current ? { Authorization: `Bearer ${current}` } : {};
}

/** Keeps the signed-in user's stream open while a session is stored (reopened for a new session). */
export function useUserStream(callbacks: UserStreamHandlers = {}) {
  const queryClient = useQueryClient();
  const token = useStoredToken();
  // The latest callbacks, without reopening the stream when they are new functions.
  const handlers = useRef(callbacks);
  useEffect(() => {
    handlers.current = callbacks;
  });
  useEffect(() => {
    if (!token) return undefined;
    return followStream(
      USER_KEY,
      USER_STREAM_PATH,
      (message) => {
        if (message.event === STREAM_EVENT.notification) {
          const notification = parse<NotificationEvent>(message);
          if (!notification) return;
          void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications });
          invalidateForUpdate(queryClient, { type: notification.type, tournament_id: null, topics: [] });
          handlers.current.onNotification?.(notification);
        } else if (message.event === STREAM_EVENT.update) {
          const update = parse<LiveUpdate>(message);
          if (update) invalidateForUpdate(queryClient, update);
        }
      },
      sessionHeaders,
      () => invalidateAfterGap(queryClient),
    );
  }, [token, queryClient]);
}

/** Keeps tournament `id`'s public stream open while its page is shown (with the session, when there is one). */
export function useTournamentStream(id: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followStream(
        tournamentKey(id),
        `${TOURNAMENT_STREAM_PATH}?tournament_id=${id}`,
        (message) => {
          if (message.event !== STREAM_EVENT.update) return;
          const update = parse<LiveUpdate>(message);
          if (update)
            invalidateForUpdate(queryClient, { ...update, tournament_id: update.tournament_id ?? id });
        },
        // A signed-in player's stream counts to their account, not to their address (decision 0031).
        sessionHeaders,
        () => invalidateAfterGap(queryClient, id),
      ),
    [id, queryClient],
  );
}
