/**
 * Organisers' webhooks on the outbox (decision 0058). The `webhook` channel's lane fans each committed event out
 * to the endpoints that want it (one row per endpoint and fact, in one transaction with the channel's delivery);
 * the `webhook-send` lane sends those rows under the Standard Webhooks specification: at least once, one at a
 * time per endpoint and tournament in event order, with exponential backoff for the retry window (24 hours),
 * after which the endpoint is disabled and the organisers told.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { openSecret } from '../../lib/secret-box';
import type { ClaimedDelivery } from './notifications.repository';
import { webhookEventOf } from './webhook-events';
import { WebhookAddressError, checkedAddress, parseWebhookUrl, type WebhookUrlRules } from './webhook-urls';
import { webhooksNotices } from './webhooks.notices';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export interface WebhookSettings {
  /** First retry after this long, doubling up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Failing for this long since a delivery's first attempt disables its endpoint. */
  windowMs: number;
  /** A claimed send not recorded within this long (a crashed instance) is sent again. */
  leaseMs: number;
  sendTimeoutMs: number;
  batchSize: number;
  /** Sends at once (each to a different endpoint or tournament). */
  concurrency: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryBaseMs: 5_000,
  retryMaxMs: 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
  leaseMs: 60_000,
  sendTimeoutMs: 10_000,
  batchSize: 50,
  concurrency: 8,
};

/** The secret's context in the secret box: a sealed secret copied to another endpoint does not open there. */
export const webhookSecretContext = (endpointId: number) => `webhook:${endpointId}`;

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, the key being
 * the base64 after `whsec_`, space-separated (a rotation's overlap signs with both).
 */
export function signWebhook(secrets: readonly string[], messageId: string, timestamp: number, body: string) {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      const signature = createHmac('sha256', key)
        .update(`${messageId}.${timestamp}.${body}`)
        .digest('base64');
      return `v1,${signature}`;
    })
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// The fan-out (the `webhook` channel)

/**
 * Rows for every enabled endpoint that wants these events (by event, and by tournament when it names one), in
 * `tx`, due at `now`; a fact already queued for an endpoint (a retried fan-out, a fact told once per team) is skipped.
 */
export async function fanOutWebhooks(tx: DbOrTx, deliveries: readonly ClaimedDelivery[], now: Date) {
  const mapped = deliveries.flatMap(({ event }) => {
    const webhook = webhookEventOf(event);
    return webhook ? [{ event, webhook }] : [];
  });
  if (mapped.length === 0) return;
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      events: webhookEndpoints.events,
      tournamentId: webhookEndpoints.tournamentId,
    })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.disabledAt));
  if (endpoints.length === 0) return;
  const rows: Array<typeof webhookDeliveries.$inferInsert> = [];
  for (const { event, webhook } of mapped) {
    const body = JSON.stringify({
      type: webhook.type,
      timestamp: event.createdAt.toISOString(),
      data: webhook.data,
    });
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(webhook.type)) continue;
      if (endpoint.tournamentId !== null && endpoint.tournamentId !== event.tournamentId) continue;
      rows.push({
        endpointId: endpoint.id,
        eventId: event.id,
        dedupeKey: webhook.fact,
        messageId: `msg_${event.id}`,
        type: webhook.type,
        tournamentKey: event.tournamentId ?? 0,
        body,
        // Due on the sending lane's clock (tests move it).
        nextAttemptAt: now,
      });
    }
  }
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------------------
// The sends (the `webhook-send` lane)

export interface ClaimedWebhookSend {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
}

/**
 * Per tournament (0: none), the first event still waiting for its fan-out (its `webhook` channel delivery
 * pending: not yet run, or failed and retried later). Materialized: counted once per statement, not per send.
 */
const WAITING_FAN_OUTS = sql.raw(`waiting_fan_outs AS MATERIALIZED (
      SELECT coalesce(ev.tournament_id, 0) AS tournament_key, min(o.event_id) AS first_event
      FROM event_deliveries o JOIN domain_events ev ON ev.id = o.event_id
      WHERE o.channel = 'webhook' AND o.status = 'pending'
      GROUP BY 1
    )`);

/**
 * Whether the pending send `d` is the head of its lane: no earlier pending send of its endpoint and tournament,
 * and no earlier event of its tournament still waiting for its fan-out (a fan-out that failed and is retried
 * later would otherwise queue its row after a later event's row was already sent). Needs WAITING_FAN_OUTS.
 */
const isLaneHead = (d: string) =>
  sql.raw(`
        NOT EXISTS (
          SELECT 1 FROM webhook_deliveries p
          WHERE p.endpoint_id = ${d}.endpoint_id AND p.tournament_key = ${d}.tournament_key AND p.status = 'pending'
            AND (p.event_id, p.id) < (${d}.event_id, ${d}.id)
        )
        AND NOT EXISTS (
          SELECT 1 FROM waiting_fan_outs w
          WHERE w.tournament_key = ${d}.tournament_key AND w.first_event < ${d}.event_id
        )`);

/**
 * Whether any send is pending at all (the partial index of due sends answers it): the outbox asks for sends on every
 * round, and most rounds find none (no endpoint, or every send done). The claim and the next-due read below plan
 * a statement with a materialized fan-out count per send, which cost the embedded database four times this one
 * (session 25, counted per statement over the bracket tests); they run only when something is pending.
 */
async function anySendPending(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM ${webhookDeliveries} WHERE status = 'pending') AS pending`,
  );
  return (result as unknown as { rows: Array<{ pending: boolean }> }).rows[0]?.pending === true;
}

/**
 * Claims up to `limit` due sends, each the first pending one of its endpoint and tournament (the next waits for
 * it: order per tournament), of enabled endpoints; a claim pushes the due time a lease forward.
 */
export async function claimDueWebhookSends(
  db: Db,
  input: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedWebhookSend[]> {
  if (!(await anySendPending(db))) return [];
  const now = input.now.toISOString();
  const until = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const d = webhookDeliveries;
  const claimed = await db.execute(sql`
    WITH ${WAITING_FAN_OUTS},
    due AS (
      SELECT d.id FROM ${d} d
      JOIN ${webhookEndpoints} e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}::timestamptz
        AND ${isLaneHead('d')}
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${input.limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE ${d} SET
      attempts = ${d.attempts} + 1,
      next_attempt_at = ${until}::timestamptz,
      first_attempt_at = coalesce(${d.firstAttemptAt}, ${now}::timestamptz),
      last_attempt_at = ${now}::timestamptz
    FROM due WHERE ${d.id} = due.id
    RETURNING ${d.id} AS id`);
  const ids = (claimed as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) =>
    Number(row.id),
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(asc(webhookDeliveries.eventId), asc(webhookDeliveries.id));
  return rows;
}

/**
 * When the next send of an enabled endpoint is due, or null. Only heads of their lanes count: a send waiting
 * behind another (due long ago, so "due now") would otherwise wake the worker over and over for nothing.
 */
export async function nextWebhookDueAt(db: DbOrTx): Promise<Date | null> {
  if (!(await anySendPending(db))) return null;
  const result = await db.execute(sql`
    WITH ${WAITING_FAN_OUTS}
    SELECT min(d.next_attempt_at) AS at FROM ${webhookDeliveries} d
    JOIN ${webhookEndpoints} e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
    WHERE d.status = 'pending' AND ${isLaneHead('d')}`);
  const at = (result as unknown as { rows: Array<{ at: Date | string | null }> }).rows[0]?.at;
  return at == null ? null : new Date(at);
}

/** A send that got an answer other than 2xx, or none. */
class SendFailed extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** POSTs `body` to `url`, connecting to `address` (the one checked), within `timeoutMs`; answers the status. */
function post(
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  const family = isIP(address);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
        // The address checked, never a second DNS answer (DNS rebinding).
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
              { address, family },
            ]);
          else callback(null, address, family);
        },
      },
      (response) => {
        // The answer's body is not read beyond what arrives: only the status counts.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function createWebhookSender(deps: {
  db: Db;
  key: () => Promise<Buffer>;
  rules: WebhookUrlRules;
  settings: WebhookSettings;
  now: () => number;
  log: { warn(details: object, message: string): void };
}) {
  const { db, settings } = deps;
  const retryDelay = (attempts: number) =>
    Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /** The secrets that sign now: the current one, and the previous one during its overlap. */
  async function secretsOf(endpoint: WebhookEndpointRow, at: Date): Promise<string[]> {
    const key = await deps.key();
    const context = webhookSecretContext(endpoint.id);
    const secrets = [openSecret(key, endpoint.secretSealed, context)];
    if (
      endpoint.previousSecretSealed &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > at
    )
      secrets.push(openSecret(key, endpoint.previousSecretSealed, context));
    return secrets;
  }

  async function attempt({ delivery, endpoint }: ClaimedWebhookSend, at: Date) {
    const url = parseWebhookUrl(endpoint.url, deps.rules);
    const address = await checkedAddress(url, deps.rules);
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(
        await secretsOf(endpoint, at),
        delivery.messageId,
        timestamp,
        delivery.body,
      ),
      'user-agent': 'Arena-Webhooks/1',
    };
    let status: number;
    try {
      status = await post(url, address, headers, delivery.body, settings.sendTimeoutMs);
    } catch (error) {
      throw new SendFailed(error instanceof Error ? error.message : String(error), null);
    }
    if (status < 200 || status >= 300) throw new SendFailed(`answered ${status}`, status);
    return status;
  }

  /** One claimed send: delivered, retried after its backoff, or (its window over) failed and the endpoint disabled. */
  async function send(claimed: ClaimedWebhookSend) {
    const at = new Date(deps.now());
    const { delivery } = claimed;
    try {
      const status = await attempt(claimed, at);
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          deliveredAt: new Date(deps.now()),
          lastResponseCode: status,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const statusCode = error instanceof SendFailed ? error.statusCode : null;
      const failedAt = deps.now();
      const windowEnd = (delivery.firstAttemptAt ?? at).getTime() + settings.windowMs;
      const giveUp = failedAt >= windowEnd;
      deps.log.warn(
        {
          err: error instanceof WebhookAddressError ? message : error,
          endpointId: delivery.endpointId,
          deliveryId: delivery.id,
          attempts: delivery.attempts,
          giveUp,
        },
        `webhook delivery failed; ${giveUp ? 'disabling the endpoint' : 'will retry'}`,
      );
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastResponseCode: statusCode,
            lastError: message,
            // The last retry falls at the window's end, so the window is tried to its last minute.
            nextAttemptAt: new Date(Math.min(failedAt + retryDelay(delivery.attempts), windowEnd)),
          })
          .where(eq(webhookDeliveries.id, delivery.id));
        if (!giveUp) return;
        const [disabled] = await tx
          .update(webhookEndpoints)
          .set({ disabledAt: new Date(failedAt) })
          .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledAt)))
          .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
        if (disabled) await webhooksNotices.endpointDisabled(tx, { ...disabled, error: message });
      });
    }
  }

  return {
    settings,
    claim: (limit: number) =>
      claimDueWebhookSends(db, { now: new Date(deps.now()), limit, leaseMs: settings.leaseMs }),
    send,
    /** Sends claimed but not started (out of time, or stopping): due at once, the claim's attempt returned. */
    async release(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(deps.now()), attempts: sql`${webhookDeliveries.attempts} - 1` })
        .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
    },
    nextDueAt: () => nextWebhookDueAt(db),
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

// ---------------------------------------------------------------------------------------------------------
// Retention (WEBHOOK_RETENTION_DAYS)

/**
 * Deletes up to `limit` of the oldest delivered or failed deliveries whose last word (delivered, or last
 * attempt) came before `before`; a pending one (waiting, retrying, or behind a disabled endpoint) is kept.
 * SKIP LOCKED lets two instances sweep at once. Answers how many it deleted.
 */
export async function pruneWebhookDeliveries(db: DbOrTx, input: { before: Date; limit: number }) {
  const d = webhookDeliveries;
  const prunable = db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        ne(d.status, 'pending'),
        lt(d.createdAt, input.before),
        lt(sql`coalesce(${d.deliveredAt}, ${d.lastAttemptAt}, ${d.createdAt})`, input.before),
      ),
    )
    .orderBy(asc(d.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(d).where(inArray(d.id, prunable)).returning({ id: d.id });
  return deleted.length;
}
