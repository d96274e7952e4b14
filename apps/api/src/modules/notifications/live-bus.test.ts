/**
 * The live bus (decision 0021): the publishing instance hands a message to its own streams at once, without
 * the round trip through Redis or the database, and exactly once (its own copy coming back from the bus is
 * skipped); every other instance receives it from the bus. Runs on the bus the run has: Redis when
 * REDIS_URL is set, else LISTEN/NOTIFY on the test database.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/timeouts';
import { createLiveBus, type LiveBus, type LiveMessage } from './live-bus';

let t: TestApp;
const connections: Redis[] = [];
const buses: LiveBus[] = [];
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(errors).toEqual([]);
  for (const bus of buses) await bus.stop();
  for (const connection of connections) connection.disconnect();
  await t.close();
});

const channel = `arena:test:${process.pid}:bus-test:live`;

/** One instance's bus, recording what it hands to that instance's streams. */
async function instance() {
  const received: LiveMessage[] = [];
  const url = process.env.REDIS_URL;
  const redis = url
    ? (() => {
        const publisher = new Redis(url);
        const subscriber = new Redis(url);
        connections.push(publisher, subscriber);
        return { publisher, subscriber, channel };
      })()
    : undefined;
  const bus = await createLiveBus({
    database: t.database,
    redis,
    onMessage: (message) => received.push(message),
    onError: (error) => errors.push(error),
  });
  buses.push(bus);
  return { bus, received };
}

type LiveUpdateMessage = Extract<LiveMessage, { kind: 'update' }>;

function update(id: number): LiveUpdateMessage {
  return {
    kind: 'update',
    userIds: [1, 2],
    tournamentId: 9,
    update: {
      id,
      type: 'match.result_set',
      tournament_id: 9,
      match_id: 4,
      team_id: null,
      topics: ['bracket', 'results'],
      created_at: '2026-11-24T10:00:00.000Z',
    },
  };
}

const ids = (messages: LiveMessage[]) =>
  messages
    .map((m) => (m.kind === 'update' ? m.update.id : m.kind === 'notification' ? m.eventId : 0))
    .sort((a, b) => a - b);

describe('the live bus', () => {
  it("hands a message to the publisher's own streams at once and once only, and to every other instance", async () => {
    const a = await instance();
    const b = await instance();

    const publishing = a.bus.publish([update(1)]);
    // Before any round trip: the publisher's streams have it as publish is called.
    expect(ids(a.received)).toEqual([1]);
    await publishing;

    // Each later message from the other instance is a marker: the bus keeps one publisher's order, so once a
    // marker arrives, a copy of an earlier message would have arrived before it.
    await b.bus.publish([update(2)]);
    await waitFor(() => a.received.length >= 2, { what: "b's message on a" });
    await a.bus.publish([update(3)]);
    await waitFor(() => b.received.length >= 3, { what: "a's messages on b" });

    expect(ids(a.received)).toEqual([1, 2, 3]);
    expect(ids(b.received)).toEqual([1, 2, 3]);
    expect(b.received.find((m) => m.kind === 'update' && m.update.id === 1)).toMatchObject({
      userIds: [1, 2],
      tournamentId: 9,
      update: { type: 'match.result_set', topics: ['bracket', 'results'] },
    });
  });

  it('splits a long recipient list for the bus and still reaches every recipient, and the public stream once', async () => {
    const a = await instance();
    const b = await instance();
    const many: LiveUpdateMessage = { ...update(10), userIds: Array.from({ length: 450 }, (_, i) => i + 1) };

    await a.bus.publish([many]);
    await a.bus.publish([update(11)]);
    await waitFor(() => b.received.some((m) => m.kind === 'update' && m.update.id === 11), {
      what: 'the marker on b',
    });

    const parts = b.received.filter((m) => m.kind === 'update' && m.update.id === 10);
    const recipients = parts.flatMap((m) => (m.kind === 'update' ? m.userIds : []));
    expect(recipients.sort((x, y) => x - y)).toEqual(many.userIds);
    expect(parts.filter((m) => m.kind === 'update' && m.tournamentId === 9)).toHaveLength(1);
    // The publisher's own streams get the message whole, once.
    expect(a.received.filter((m) => m.kind === 'update' && m.update.id === 10)).toEqual([many]);
  });
});
