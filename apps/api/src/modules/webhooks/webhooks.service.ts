/**
 * Organisers' webhook endpoints in the console and the admin API (decision 0058): made with a secret shown once
 * (sealed at rest, as two-factor secrets are), listed, deleted, their secret rotated with a 24-hour overlap,
 * enabled again after the retry window disabled them; their delivery log, and a delivery sent again. Every
 * change is audited in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES as M,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@arena/shared/webhooks';
import type { Db } from '../../db/client';
import { tournaments } from '../../db/schema/tournaments';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { sealSecret } from '../../lib/secret-box';
import { recordAdminAction } from '../audit/audit.service';
import { wakeOutbox } from '../notifications/outbox-wake';
import {
  webhookSecretContext,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../notifications/webhook-delivery';
import { checkWebhookUrl, type WebhookUrlRules } from '../notifications/webhook-urls';

/** How long the previous secret keeps signing after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;
export const MAX_WEBHOOK_ENDPOINTS = 50;
/** 32 random bytes (the Standard Webhooks specification asks for 24 at least). */
const SECRET_BYTES = 32;

const newSecret = () => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

function toEndpoint(row: WebhookEndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    tournament_id: row.tournamentId,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    previous_secret_expires_at: overlap ? row.previousSecretExpiresAt!.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    message_id: row.messageId,
    type: row.type,
    tournament_id: row.tournamentKey === 0 ? null : row.tournamentKey,
    status: row.status,
    attempts: row.attempts,
    last_response_code: row.lastResponseCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (endpoint: WebhookEndpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  tournament_id: endpoint.tournament_id,
  disabled_at: endpoint.disabled_at,
});

export function createWebhooksService(deps: {
  db: Db;
  clock: Clock;
  key: () => Promise<Buffer>;
  rules: WebhookUrlRules;
}) {
  const { db, clock } = deps;

  async function endpointRow(tx: Pick<Db, 'select'>, id: number) {
    const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    async create(
      adminId: number,
      input: { url: string; events: WebhookEvent[]; tournament_id?: number | null },
    ): Promise<WebhookEndpoint & { secret: string }> {
      const url = await checkWebhookUrl(input.url, deps.rules);
      const key = await deps.key();
      const secret = newSecret();
      const created = await db.transaction(async (tx) => {
        const tournamentId = input.tournament_id ?? null;
        if (tournamentId !== null) {
          const [tournament] = await tx
            .select({ id: tournaments.id })
            .from(tournaments)
            .where(eq(tournaments.id, tournamentId));
          if (!tournament) throw invalid('WEBHOOK_TOURNAMENT', 'The tournament does not exist');
        }
        const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(webhookEndpoints);
        if (total >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('conflict', 'WEBHOOK_LIMIT', M.tooMany);
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({ url, events: input.events, tournamentId, secretSealed: '', createdBy: adminId })
          .returning({ id: webhookEndpoints.id });
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ secretSealed: sealSecret(key, secret, webhookSecretContext(inserted!.id)) })
          .where(eq(webhookEndpoints.id, inserted!.id))
          .returning();
        const endpoint = toEndpoint(row!, clock.now());
        await recordAdminAction(tx, {
          adminId,
          action: 'webhook.create',
          targetType: 'webhook',
          targetId: endpoint.id,
          before: null,
          after: audited(endpoint),
        });
        return endpoint;
      });
      return { ...created, secret };
    },

    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.id));
      const now = clock.now();
      return rows.map((row) => toEndpoint(row, now));
    },

    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const row = await endpointRow(tx, id);
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
        await recordAdminAction(tx, {
          adminId,
          action: 'webhook.delete',
          targetType: 'webhook',
          targetId: id,
          before: audited(toEndpoint(row, clock.now())),
          after: null,
        });
      });
    },

    /** A new secret, shown once; the previous one keeps signing alongside for SECRET_OVERLAP_MS. */
    async rotateSecret(adminId: number, id: number): Promise<WebhookEndpoint & { secret: string }> {
      const key = await deps.key();
      const secret = newSecret();
      const rotated = await db.transaction(async (tx) => {
        const row = await endpointRow(tx, id);
        const now = clock.now();
        const [updated] = await tx
          .update(webhookEndpoints)
          .set({
            secretSealed: sealSecret(key, secret, webhookSecretContext(id)),
            previousSecretSealed: row.secretSealed,
            previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        const endpoint = toEndpoint(updated!, now);
        await recordAdminAction(tx, {
          adminId,
          action: 'webhook.rotate_secret',
          targetType: 'webhook',
          targetId: id,
          before: null,
          after: { previous_secret_expires_at: endpoint.previous_secret_expires_at },
        });
        return endpoint;
      });
      return { ...rotated, secret };
    },

    /** After the retry window disabled it: sending again, its waiting deliveries first, each with a new window. */
    async enable(adminId: number, id: number): Promise<WebhookEndpoint> {
      return db.transaction(async (tx) => {
        const row = await endpointRow(tx, id);
        const now = clock.now();
        const [updated] = await tx
          .update(webhookEndpoints)
          .set({ disabledAt: null })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        await tx
          .update(webhookDeliveries)
          .set({ firstAttemptAt: null, nextAttemptAt: now })
          .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
        await wakeOutbox(tx);
        const endpoint = toEndpoint(updated!, now);
        await recordAdminAction(tx, {
          adminId,
          action: 'webhook.enable',
          targetType: 'webhook',
          targetId: id,
          before: audited(toEndpoint(row, now)),
          after: audited(endpoint),
        });
        return endpoint;
      });
    },

    async deliveries(
      id: number,
      page: { limit: number; offset: number },
    ): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
      const [endpoint] = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      if (!endpoint) throw notFound(M.notFound);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id));
      return { deliveries: rows.map(toDelivery), total };
    },

    /** The delivery sent again, with its `webhook-id`, as the next in its endpoint's and tournament's order. */
    async replay(adminId: number, deliveryId: number): Promise<WebhookDelivery> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ delivery: webhookDeliveries, disabledAt: webhookEndpoints.disabledAt })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(eq(webhookDeliveries.id, deliveryId))
          .for('update', { of: webhookDeliveries });
        if (!found) throw notFound(M.deliveryNotFound);
        if (found.disabledAt) throw new AppError('conflict', 'WEBHOOK_DISABLED', M.endpointDisabled);
        const [updated] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', firstAttemptAt: null, nextAttemptAt: clock.now(), deliveredAt: null })
          .where(eq(webhookDeliveries.id, deliveryId))
          .returning();
        await wakeOutbox(tx);
        await recordAdminAction(tx, {
          adminId,
          action: 'webhook.replay',
          targetType: 'webhook_delivery',
          targetId: deliveryId,
          before: { status: found.delivery.status },
          after: { status: 'pending' },
        });
        return toDelivery(updated!);
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
