/**
 * The stream hub's fan-out (decision 0021): an event is encoded once and the same bytes are written to every
 * stream it concerns, in one pass; a client that stopped reading is dropped instead of buffered without end.
 * The streams stand on a recording stand-in for Node's ServerResponse (the hub's only edge).
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveUpdate } from '@arena/shared/notifications';
import { createStreamHub, sseFrame, type StreamHub } from './stream-hub';

class RecordingResponse extends EventEmitter {
  writes: Array<Buffer | string> = [];
  writableEnded = false;
  destroyed = false;
  /** What the client has not read yet: set by the test to play a client that stopped reading. */
  writableLength = 0;
  writeHead() {
    return this;
  }
  write(chunk: Buffer | string) {
    this.writes.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  /** The events written after the opening `retry:` line, as text. */
  events() {
    return this.writes.slice(1).map((chunk) => chunk.toString());
  }
}

const LIMITS = {
  maxConnections: 100,
  maxPerUser: 3,
  maxPerClient: 100,
  reservedForSignedIn: 0,
  maxAgeMs: 3_600_000,
  heartbeatMs: 60_000,
  retryMs: 2000,
  maxBufferedBytes: 1000,
};

let hub: StreamHub;
afterEach(() => hub.closeAll());

function open(scope: { userId?: number; tournamentId?: number }) {
  const raw = new RecordingResponse();
  hub.open(raw as unknown as ServerResponse, {
    userId: scope.userId ?? null,
    tournamentId: scope.tournamentId ?? null,
    session:
      scope.userId === undefined
        ? null
        : { id: scope.userId, userId: scope.userId, expiresAt: new Date(Date.now() + 3_600_000) },
    ip: '203.0.113.9',
    requestId: 'req-1',
  });
  return raw;
}

function resultSet(id: number, tournamentId: number): LiveUpdate {
  return {
    id,
    type: 'match.result_set',
    tournament_id: tournamentId,
    match_id: 12,
    team_id: null,
    topics: ['bracket', 'results'],
    created_at: '2026-11-24T10:00:00.000Z',
  };
}

describe('the stream hub', () => {
  it('writes one encoded frame to every stream the update concerns, once each, and nothing to the others', () => {
    hub = createStreamHub(LIMITS);
    const visitors = [open({ tournamentId: 5 }), open({ tournamentId: 5 }), open({ tournamentId: 5 })];
    const elsewhere = open({ tournamentId: 6 });
    const player = open({ userId: 40 });
    const bystander = open({ userId: 41 });

    const update = resultSet(901, 5);
    hub.dispatch({ kind: 'update', userIds: [40], tournamentId: 5, update });

    const expected = `id: 901\nevent: update\ndata: ${JSON.stringify(update)}\n\n`;
    for (const raw of [...visitors, player]) expect(raw.events()).toEqual([expected]);
    // The very same bytes, not one encoding per stream.
    const frames = [...visitors, player].map((raw) => raw.writes[1]);
    expect(frames.every((frame) => frame === frames[0])).toBe(true);
    expect(elsewhere.events()).toEqual([]);
    expect(bystander.events()).toEqual([]);
  });

  it('sends a notification with the unread count to every open stream of its player (tabs), and to no one else', () => {
    hub = createStreamHub(LIMITS);
    const tabs = [open({ userId: 40 }), open({ userId: 40 })];
    const other = open({ userId: 41 });
    const notification = {
      id: 3,
      type: 'team.join_requested' as const,
      title: 'New join request',
      body: 'Ada asked to join Owls',
      link: '#/myprofile',
      times: {},
      read_at: null,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    hub.dispatch({ kind: 'notification', userId: 40, eventId: 77, notification, unreadCount: 4 });
    const expected = sseFrame('notification', { ...notification, unread_count: 4 }, 77).toString();
    for (const raw of tabs) expect(raw.events()).toEqual([expected]);
    expect(other.events()).toEqual([]);
  });

  it('drops a stream whose client stopped reading, and keeps serving the others', () => {
    hub = createStreamHub(LIMITS);
    const reading = open({ tournamentId: 5 });
    const stalled = open({ tournamentId: 5 });
    stalled.writableLength = LIMITS.maxBufferedBytes + 1;

    hub.dispatch({ kind: 'update', userIds: [], tournamentId: 5, update: resultSet(1, 5) });
    expect(stalled.destroyed).toBe(true);
    expect(stalled.events()).toEqual([]);
    expect(hub.size).toBe(1);

    hub.dispatch({ kind: 'update', userIds: [], tournamentId: 5, update: resultSet(2, 5) });
    expect(reading.events()).toHaveLength(2);
    expect(stalled.events()).toEqual([]);
  });

  it('ends every stream on shutdown and refuses new ones', () => {
    hub = createStreamHub(LIMITS);
    const streams = [open({ tournamentId: 5 }), open({ userId: 40 })];
    hub.closeAll();
    expect(streams.every((raw) => raw.writableEnded)).toBe(true);
    expect(hub.size).toBe(0);
    expect(hub.refusal({ userId: null, session: null, ip: '203.0.113.9' })).toBe('instance_full');
  });
});
