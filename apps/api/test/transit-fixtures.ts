/** Money in transit for tests: signed sandbox webhooks, the sandbox's controls, and moving the clock. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  SANDBOX_AUTH_ALGO,
  WEBHOOK_PATH,
  sandboxSignature,
} from '../src/integrations/paypal/paypal-sandbox-webhooks';
import { loadSandboxSecrets } from '../src/integrations/paypal/paypal-sandbox-secrets';
import { SANDBOX_CERT_URL, SANDBOX_PREFIX } from '../src/integrations/paypal/paypal-sandbox.wire';
import type { Auth } from './money-fixtures';

/** A clock the test moves; sessions last a day, so tests move it by minutes. */
export function movableClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/**
 * Posts an event to the webhook route as PayPal (here: the sandbox) would sign it; `tamper` breaks it, and
 * `signWith` signs it with another webhook id and key (someone else's installation, a forger).
 */
export async function postWebhook(
  app: FastifyInstance,
  event: { id?: string; event_type: string; resource: Record<string, unknown> },
  options: {
    tamper?: 'signature' | 'body' | 'headers';
    rawEvent?: string;
    signWith?: { webhookId: string; signingKey: string };
  } = {},
) {
  const { webhookId, signingKey } = options.signWith ?? (await loadSandboxSecrets(app.deps.database.db));
  const rawEvent =
    options.rawEvent ??
    JSON.stringify({ id: event.id ?? `WH-${randomUUID()}`, event_version: '1.0', ...event });
  const transmissionId = randomUUID();
  const transmissionTime = new Date().toISOString();
  const signature = sandboxSignature({ transmissionId, transmissionTime, webhookId, rawEvent }, signingKey);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': transmissionTime,
    'paypal-transmission-sig':
      options.tamper === 'signature'
        ? `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
        : signature,
    'paypal-cert-url': SANDBOX_CERT_URL,
    'paypal-auth-algo': SANDBOX_AUTH_ALGO,
  };
  if (options.tamper === 'headers') delete headers['paypal-transmission-sig'];
  const payload =
    options.tamper === 'body' ? rawEvent.replace('"event_version":"1.0"', '"event_version":"1.1"') : rawEvent;
  return app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload });
}

/** What the sandbox's controls do for a test or the admin console. */
export async function sandboxControl(app: FastifyInstance, admin: Auth, path: string, payload?: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/controls/${path}`,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

/** Waits for every webhook the sandbox queued: a condition, never a sleep. */
export async function deliveredWebhooks(app: FastifyInstance) {
  await app.sandboxWebhooks?.drain();
}
