/** When PostgreSQL goes away the API answers 503 envelopes, and it recovers by itself when it returns. */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { body, createTestApp, testLog, usesPostgres, workerDatabaseUrl } from '../../test/harness';
import { UNAVAILABLE_MESSAGE } from './error-handler';
import { scaled } from '../../test/timeouts';

/** A TCP relay to PostgreSQL that can be cut and restored, like a database restart or a network split. */
async function relayTo(target: URL) {
  let open = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    restore: () => {
      open = true;
    },
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe.skipIf(!usesPostgres())('PostgreSQL unavailable', () => {
  it('answers 503 with the envelope, grants nothing, and recovers when the database returns', async () => {
    const target = new URL(workerDatabaseUrl()!);
    const relay = await relayTo(target);
    closers.push(relay.close);
    const url = new URL(target);
    url.host = `127.0.0.1:${relay.port}`;
    const database = openPostgres(url.toString(), { poolSize: 2, log: testLog });
    closers.push(() => database.close());
    const t = await createTestApp({ deps: { database } });
    closers.push(() => t.close());

    for (const request of [
      { method: 'GET' as const, url: '/api/tournaments-list' },
      { method: 'POST' as const, url: '/api/login', payload: { email: 'a@b.co', password: 'Whatever!1' } },
      { method: 'GET' as const, url: '/api/ready' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.url} ${response.body}`).toBe(503);
      expect(body(response).status).toBe(false);
      if (request.url !== '/api/ready') expect(body(response).error).toEqual([UNAVAILABLE_MESSAGE]);
    }

    relay.restore();
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/tournaments-list' })).statusCode, {
        timeout: scaled(10_000),
      })
      .toBe(200);

    // Cut while a transaction holds a connection between two statements: the lost connection's error has no
    // query to fail, and must not crash the process; the transaction's next statement fails instead.
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let started = false;
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      started = true;
      await paused;
      await tx.execute(sql`SELECT 1`);
    });
    await expect.poll(() => started, { timeout: scaled(10_000) }).toBe(true);
    relay.cut();
    resume();
    await expect(held).rejects.toThrow();
    relay.restore();
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/tournaments-list' })).statusCode, {
        timeout: scaled(10_000),
      })
      .toBe(200);

    // Cut again while connections are pooled: the next requests fail cleanly, then recover again.
    relay.cut();
    expect((await t.app.inject({ url: '/api/tournaments-list' })).statusCode).toBe(503);
    relay.restore();
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/ready' })).statusCode, { timeout: scaled(10_000) })
      .toBe(200);
  });
});
