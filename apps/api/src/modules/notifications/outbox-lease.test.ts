/**
 * The outbox worker's lease: a lane starts a send only while it can end inside the claim's lease, and gives back
 * what it did not start (out of time, or the instance stopping), due at once with the claim's attempt returned,
 * so no other instance re-sends a row this one may still be sending and a long batch burns no attempts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries } from '../../db/schema/notifications';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { waitFor } from '../../../test/timeouts';
import { recordEvent } from './domain-events';
import { DEFAULT_OUTBOX_SETTINGS, workWithinLease } from './outbox-worker';

describe('workWithinLease', () => {
  it('starts rows while the deadline has not passed, always the first, and answers the rest', async () => {
    let clock = 0;
    const done: number[] = [];
    const rest = await workWithinLease([1, 2, 3, 4], {
      deadline: 100,
      now: () => clock,
      stopped: () => false,
      work: async (row) => {
        done.push(row);
        clock += 60;
      },
    });
    expect(done).toEqual([1, 2]);
    expect(rest).toEqual([3, 4]);

    // Already past the deadline: the first row is still sent (a claim always makes progress).
    const late: number[] = [];
    expect(
      await workWithinLease([7, 8], {
        deadline: 0,
        now: () => 1,
        stopped: () => false,
        work: async (row) => void late.push(row),
      }),
    ).toEqual([8]);
    expect(late).toEqual([7]);
  });

  it('stops at once when the worker stops, answering every row not started', async () => {
    let stopped = false;
    const rest = await workWithinLease(['a', 'b', 'c'], {
      deadline: Number.POSITIVE_INFINITY,
      now: () => 0,
      stopped: () => stopped,
      work: async () => {
        stopped = true;
      },
    });
    expect(rest).toEqual(['b', 'c']);
  });
});

// A stand-in for Discord: what it does with each post is up to the test.
let onPost: (title: string) => Promise<void> = async () => {};
const posts: string[] = [];
const discord = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    const title = (JSON.parse(raw) as { embeds: Array<{ title: string }> }).embeds[0]!.title;
    posts.push(title);
    void onPost(title).then(() => {
      response.writeHead(204);
      response.end();
    });
  });
});

let t: TestApp;
let webhookBase: string;
let now = new Date();
const clock = { now: () => now };
beforeAll(async () => {
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
  webhookBase = `http://127.0.0.1:${(discord.address() as AddressInfo).port}/api/webhooks/`;
  const config = testConfig();
  t = await createTestApp({
    config: { notifications: { ...config.notifications, discordWebhookBases: [webhookBase] } },
    deps: { clock },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => discord.close(() => resolve()));
});
beforeEach(() => {
  now = new Date();
  posts.length = 0;
  onPost = async () => {};
});

/** Three results of one tournament with a webhook, recorded together, so one claim takes them as one batch. */
async function threeResults() {
  const game = await insertGame(t.database.db);
  const tournament = await insertTournament(t.database.db, game.id, {
    discordWebhookUrl: `${webhookBase}1/lease`,
  });
  const titles = ['Result one', 'Result two', 'Result three'].map((title) => `${title} ${tournament.id}`);
  const ids = await t.database.db.transaction(async (tx) => {
    const recorded: number[] = [];
    for (const title of titles)
      recorded.push(
        await recordEvent(tx, {
          type: 'match.result_set',
          recipients: [],
          tournamentId: tournament.id,
          notice: { title, body: title, link: `#/viewtournament?id=${tournament.id}` },
        }),
      );
    return recorded;
  });
  return { titles, ids };
}

async function discordDeliveries(eventIds: number[]) {
  const rows = await t.database.db
    .select()
    .from(eventDeliveries)
    .where(eq(eventDeliveries.channel, 'discord'))
    .orderBy(asc(eventDeliveries.eventId));
  return rows.filter((row) => eventIds.includes(row.eventId));
}

describe('the outbox lease', () => {
  it('gives back the rest of a batch when its lease runs short, and each post still goes out once', async () => {
    const { titles, ids } = await threeResults();
    // The first post takes (on the worker's clock) as long as a whole lease.
    onPost = async (title) => {
      if (title === titles[0]) now = new Date(now.getTime() + DEFAULT_OUTBOX_SETTINGS.leaseMs);
    };
    await waitFor(async () => (await discordDeliveries(ids)).every((d) => d.status === 'delivered'), {
      what: 'the three Discord posts',
    });
    expect([...posts].sort()).toEqual([...titles].sort());
    expect(posts[0]).toBe(titles[0]);
    // The two given back were tried once each: the claim they were not started in cost no attempt.
    expect((await discordDeliveries(ids)).map((d) => d.attempts)).toEqual([1, 1, 1]);
  });

  it('gives back what it had not started when the instance stops: due at once, the attempt returned', async () => {
    const { titles, ids } = await threeResults();
    let stopping: Promise<void> | undefined;
    onPost = async (title) => {
      if (title === titles[0]) stopping = t.app.notifications.worker.stop();
    };
    await waitFor(() => stopping !== undefined, { what: 'the first post' });
    await stopping;
    const [first, second, third] = await discordDeliveries(ids);
    expect(posts).toEqual([titles[0]]);
    expect(first).toMatchObject({ status: 'delivered', attempts: 1 });
    for (const rest of [second, third]) {
      expect(rest).toMatchObject({ status: 'pending', attempts: 0 });
      // Another instance may take it now, not a lease later.
      expect(rest!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});
