/**
 * Decision 0030: the sandbox's credentials, webhook id and signing key are this installation's own, generated
 * once and kept in its database; a webhook signed with anything else is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { paypalSandboxSecrets } from '../../db/schema/paypal-sandbox';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postWebhook } from '../../../test/transit-fixtures';
import { loadSandboxSecrets, type SandboxSecrets } from './paypal-sandbox-secrets';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

/** What the sandbox used for every installation before (and what anyone could read in the source). */
const OLD_CONSTANTS = {
  clientId: 'arena-sandbox',
  clientSecret: 'arena-sandbox-secret',
  webhookId: 'ARENA-SANDBOX-WEBHOOK',
  signingKey: 'arena-sandbox-webhook-signing-key',
};

/** An event Arena accepts and ignores: only the signature decides the answer. */
const harmlessEvent = () => ({ event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: `SALE${Date.now()}` } });

const requestToken = (app: FastifyInstance, credentials: { clientId: string; clientSecret: string }) =>
  app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the sandbox's secrets", () => {
  it('refuses a webhook signed with the old constant key, or with a key that is not this installation’s', async () => {
    const mine = await loadSandboxSecrets(t.database.db);
    const forged = [
      { webhookId: OLD_CONSTANTS.webhookId, signingKey: OLD_CONSTANTS.signingKey },
      { webhookId: mine.webhookId, signingKey: OLD_CONSTANTS.signingKey },
      { webhookId: mine.webhookId, signingKey: 'a-key-of-another-installation' },
      { webhookId: 'ANOTHERWEBHOOK00000000001', signingKey: mine.signingKey },
    ];
    for (const signWith of forged) {
      const response = await postWebhook(t.app, harmlessEvent(), { signWith });
      expect(response.statusCode, JSON.stringify(signWith)).toBe(400);
    }
    const genuine = await postWebhook(t.app, harmlessEvent());
    expect(genuine.statusCode, genuine.body).toBe(200);
  });

  it('refuses the old constant client credentials and accepts only this installation’s', async () => {
    expect((await requestToken(t.app, OLD_CONSTANTS)).statusCode).toBe(401);
    const mine = await loadSandboxSecrets(t.database.db);
    expect((await requestToken(t.app, mine)).statusCode).toBe(200);
    for (const value of Object.values(mine)) expect(Object.values(OLD_CONSTANTS)).not.toContain(value);
  });

  it('gives every instance of one database the same secrets, even when they start at the same moment', async () => {
    await t.database.db.delete(paypalSandboxSecrets);
    const instances = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
    try {
      const secrets = await loadSandboxSecrets(t.database.db);
      for (const instance of instances) {
        expect((await requestToken(instance.app, secrets)).statusCode).toBe(200);
        expect((await postWebhook(instance.app, harmlessEvent(), { signWith: secrets })).statusCode).toBe(
          200,
        );
      }
      expect(await t.database.db.select().from(paypalSandboxSecrets)).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('installations with a data folder of their own', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** An installation on the embedded database in `folder`, started as the server does: migrate, then ready. */
  async function start(folder: string) {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, LOG_LEVEL: 'silent' }));
    await app.deps.database.migrate();
    await app.ready();
    return app;
  }
  /**
   * A new installation's folder. On the embedded run it holds the run's migrated template database (the one each
   * test worker starts from), so the three starts below skip initdb and the migrations (about 5 s each here, most
   * of this file's time); the secrets are still made by the app's first start on it. Under DATABASE_URL there is
   * no template folder, and each starts empty (as the crash tests' servers do on the embedded database).
   */
  const newFolder = async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-installation-'));
    folders.push(folder);
    const template = inject('pgliteTemplate');
    if (template) {
      const seeded = await PGlite.create(path.join(folder, 'pgdata'), {
        loadDataDir: new Blob([fs.readFileSync(template)]),
      });
      await seeded.close();
    }
    return folder;
  };
  const secretsOf = (app: FastifyInstance) => loadSandboxSecrets(app.deps.database.db);

  it('keeps its secrets across restarts, and another installation has different ones', async () => {
    const folderA = await newFolder();
    let a = await start(folderA);
    const first: SandboxSecrets = await secretsOf(a);
    await a.close();

    a = await start(folderA);
    const b = await start(await newFolder());
    try {
      expect(await secretsOf(a)).toEqual(first);
      expect((await requestToken(a, first)).statusCode).toBe(200);
      expect((await postWebhook(a, harmlessEvent(), { signWith: first })).statusCode).toBe(200);

      const other = await secretsOf(b);
      for (const key of Object.keys(first) as Array<keyof SandboxSecrets>)
        expect(other[key]).not.toBe(first[key]);
      // A's credentials and signature mean nothing to B.
      expect((await requestToken(b, first)).statusCode).toBe(401);
      expect((await postWebhook(b, harmlessEvent(), { signWith: first })).statusCode).toBe(400);
      expect((await postWebhook(b, harmlessEvent())).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
