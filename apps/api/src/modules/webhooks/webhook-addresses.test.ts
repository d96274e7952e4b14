/**
 * Webhook URLs without WEBHOOK_ALLOW_PRIVATE_URLS (decision 0058): private, loopback and link-local addresses
 * refused when an endpoint is made, by literal or by what the host resolves to; and at send time, a host that
 * resolved to a public address at creation and resolves to 127.0.0.1 now (DNS rebinding) is not sent to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@arena/shared/webhooks';
import { webhookDeliveries } from '../../db/schema/webhooks';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { waitFor } from '../../../test/timeouts';
import { recordEvent } from '../notifications/domain-events';

let hits = 0;
const receiver = http.createServer((_request, response) => {
  hits += 1;
  response.writeHead(204);
  response.end();
});

/** What the stand-in DNS answers for each name. */
const dns = new Map<string, string[]>();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  t = await createTestApp({
    deps: {
      resolveHost: async (host) => {
        const addresses = dns.get(host);
        if (!addresses) throw new Error(`ENOTFOUND ${host}`);
        return addresses;
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(async () => {
  hits = 0;
  dns.clear();
  admin = await createAdmin(t.app, t.database);
});

const create = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: admin.auth,
    payload: { url, events: ['match.confirmed'] },
  });

describe('webhook addresses', () => {
  it('refuses private, loopback, link-local and other non-public addresses when an endpoint is made', async () => {
    dns.set('intranet.example', ['10.1.2.3']);
    dns.set('sneaky.example', ['93.184.216.34', '192.168.1.1']);
    dns.set('v6-local.example', ['fd00::1']);
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      'http://localhost/hook',
      'https://10.0.0.8/hook',
      'https://172.16.5.4/hook',
      'https://192.168.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://intranet.example/hook',
      'https://sneaky.example/hook',
      'https://v6-local.example/hook',
    ]) {
      if (url.includes('localhost')) dns.set('localhost', ['127.0.0.1']);
      const response = await create(url);
      expect(response.statusCode, url).toBe(400);
      expect(body<{ error: string[] }>(response).error[0], url).toBe(WEBHOOK_MESSAGES.privateAddress);
    }
    const unresolvable = await create('https://nowhere.example/hook');
    expect(unresolvable.statusCode).toBe(400);
    expect(body<{ error: string[] }>(unresolvable).error[0]).toBe(WEBHOOK_MESSAGES.unresolvable);

    dns.set('hooks.example', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    expect((await create('https://hooks.example/arena')).statusCode).toBe(200);
  });

  it('does not send to a host that resolves to 127.0.0.1 at send time (DNS rebinding)', async () => {
    dns.set('rebind.example', ['93.184.216.34']);
    const created = await create(`http://rebind.example:${port}/hook`);
    expect(created.statusCode).toBe(200);
    // The name now points at the receiver on this machine.
    dns.set('rebind.example', ['127.0.0.1']);
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id);
    await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'match.confirmed',
        recipients: [],
        tournamentId: cup.id,
        matchId: 1,
        notice: { title: 'x', body: 'x', link: '#/' },
      }),
    );
    await t.app.notifications.worker.drain();
    await waitFor(
      async () => {
        const [row] = await t.database.db.select().from(webhookDeliveries);
        return row !== undefined && row.attempts > 0 && row.nextAttemptAt.getTime() > Date.now();
      },
      { what: 'the refused attempt' },
    );
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.type, 'match.confirmed'));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: WEBHOOK_MESSAGES.privateAddress,
      lastResponseCode: null,
    });
    expect(hits).toBe(0);
  });
});
