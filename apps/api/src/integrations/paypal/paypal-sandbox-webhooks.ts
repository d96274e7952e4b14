/**
 * The sandbox's webhook sender: signs events the way its own verify-webhook-signature endpoint checks them
 * and delivers them to Arena's webhook route after the sandbox's change committed, retrying failures.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The sandbox signs with an HMAC, not PayPal's certificate: only its own verify endpoint checks it, with this
 * installation's signing key (paypal-sandbox-secrets.ts).
 */
export const SANDBOX_AUTH_ALGO = 'HMACSHA256';
export const WEBHOOK_PATH = '/api/paypal/webhook';

/** What PayPal signs: transmission id, time, webhook id and the CRC32 of the exact body. */
export function sandboxSignature(
  input: {
    transmissionId: string;
    transmissionTime: string;
    webhookId: string;
    rawEvent: string;
  },
  signingKey: string,
): string {
  const crc = crc32(Buffer.from(input.rawEvent, 'utf8'));
  return createHmac('sha256', signingKey)
    .update(`${input.transmissionId}|${input.transmissionTime}|${input.webhookId}|${crc}`)
    .digest('base64');
}

export interface SandboxWebhookEvent {
  event_type: string;
  resource_type: string;
  summary: string;
  resource: Record<string, unknown>;
}

/** Sends one signed POST; answers the HTTP status (the app's inject in-process, or a real fetch). */
export type WebhookPoster = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

export interface SandboxWebhooks {
  /** Queues an event for delivery; returns at once. */
  emit(event: SandboxWebhookEvent): void;
  /** Resolves when every queued delivery has finished (delivered or given up): tests wait on it. */
  drain(): Promise<void>;
  /** Every event emitted so far (newest last), for tests and the admin console. */
  readonly sent: ReadonlyArray<{ id: string; event_type: string; delivered: boolean; attempts: number }>;
}

export function createSandboxWebhooks(options: {
  post: WebhookPoster;
  /** PAYPAL_WEBHOOK_ID when set; else the installation's own (decision 0030). */
  webhookId: string | null;
  /** The installation's webhook id and signing key (paypal-sandbox-secrets.ts), read at each delivery. */
  secrets: { get(): Promise<{ webhookId: string; signingKey: string }> };
  certUrl: string;
  log: FastifyBaseLogger;
  /** Delay before retry n (1-based); PayPal retries for days, the sandbox a few times. */
  retryDelayMs?: (attempt: number) => number;
  maxAttempts?: number;
}): SandboxWebhooks {
  const pending = new Set<Promise<void>>();
  const sent: Array<{ id: string; event_type: string; delivered: boolean; attempts: number }> = [];
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 200 * 2 ** (attempt - 1));

  async function deliver(event: SandboxWebhookEvent): Promise<void> {
    const id = `WH-${randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase()}`;
    const record = { id, event_type: event.event_type, delivered: false, attempts: 0 };
    sent.push(record);
    const rawEvent = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_version: '2.0',
      ...event,
    });
    // Never inside the caller's request: the sandbox's own change has committed by now.
    await new Promise((resolve) => setImmediate(resolve));
    const secrets = await options.secrets.get().catch((error: unknown) => {
      options.log.warn({ err: error, eventId: id }, 'sandbox webhook not signed: no secrets');
      return null;
    });
    if (!secrets) return;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      record.attempts = attempt;
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      const headers = {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': sandboxSignature(
          {
            transmissionId,
            transmissionTime,
            webhookId: options.webhookId ?? secrets.webhookId,
            rawEvent,
          },
          secrets.signingKey,
        ),
        'paypal-cert-url': options.certUrl,
        'paypal-auth-algo': SANDBOX_AUTH_ALGO,
      };
      const status = await options
        .post({ url: WEBHOOK_PATH, headers, body: rawEvent })
        .catch((error: unknown) => {
          options.log.warn({ err: error, eventId: id }, 'sandbox webhook delivery failed');
          return 0;
        });
      if (status >= 200 && status < 300) {
        record.delivered = true;
        return;
      }
      if (attempt < maxAttempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
    options.log.warn({ eventId: id, eventType: event.event_type }, 'sandbox webhook given up');
  }

  return {
    emit(event) {
      const delivery = deliver(event).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    sent,
  };
}
