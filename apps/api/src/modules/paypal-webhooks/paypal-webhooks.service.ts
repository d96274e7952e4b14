/**
 * PayPal webhooks (decision 0012): every event is verified with PayPal's verify-webhook-signature API, stored
 * once by its id and processed once. Processing never trusts amounts or states from the event where the
 * provider can be asked: orders, captures, refunds and payout items are read back from PayPal.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@arena/shared/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { ProviderError, type PaymentProvider } from '../../integrations/paypal/payment-provider';
import type { PaymentsService } from '../payments/payments.service';
import type { WalletService } from '../wallet/wallet.service';
import { markProcessed, storeEvent } from './paypal-webhooks.repository';

export interface WebhookHeaders {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
}

const linkSchema = z.object({ rel: z.string(), href: z.string() });
const eventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource: z
    .object({
      id: z.string().optional(),
      payout_item_id: z.string().optional(),
      payout_batch_id: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      links: z.array(linkSchema).optional(),
    })
    .loose(),
});

const lastPathPart = (href: string | undefined) => href?.split('?')[0]?.split('/').pop() ?? null;

const refuseUnverified = () =>
  new AppError('invalid', 'WEBHOOK_UNVERIFIED', PAYMENT_MESSAGES.webhookUnverified);

export function createPaypalWebhooksService(deps: {
  db: Db;
  provider: PaymentProvider;
  payments: PaymentsService;
  wallet: WalletService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** PAYPAL_WEBHOOK_ID (or the sandbox's); null refuses every event (the sweep still settles money). */
  webhookId: () => Promise<string | null>;
}) {
  const { db, provider, payments, wallet, clock, log } = deps;

  async function act(event: z.infer<typeof eventSchema>): Promise<string> {
    const { resource } = event;
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED':
      case 'CHECKOUT.ORDER.COMPLETED':
        return resource.id ? payments.settleOrder(resource.id) : 'ignored: no order id';
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.PENDING':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        if (!resource.id) return 'ignored: no capture id';
        const orderId =
          resource.supplementary_data?.related_ids?.order_id ??
          lastPathPart(resource.links?.find((l) => l.rel === 'up')?.href);
        return payments.settleCapture(resource.id, orderId ?? null);
      }
      case 'PAYMENT.CAPTURE.REFUNDED':
      case 'PAYMENT.CAPTURE.REVERSED':
        // Only the refund's id is taken from the event: its capture and amount are read back from PayPal.
        if (!resource.id) return 'ignored: no refund id';
        return payments.applyProviderRefund({
          providerRefundId: resource.id,
          kind: event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'reversal',
        });
      default:
        if (event.event_type.startsWith('PAYMENT.PAYOUTS-ITEM.')) {
          if (!resource.payout_item_id) return 'ignored: no payout item id';
          return wallet.followPayoutItem(resource.payout_item_id, resource.payout_batch_id ?? null);
        }
        return 'ignored';
    }
  }

  return {
    /** Verifies, stores and processes one delivery; answers what processing did. */
    async receive(rawBody: string, headers: WebhookHeaders): Promise<{ outcome: string; replay: boolean }> {
      const webhookId = await deps.webhookId();
      if (webhookId === null) {
        log.error(
          'PayPal webhook refused: PAYPAL_WEBHOOK_ID is not set (the reconciliation sweep settles payments)',
        );
        throw refuseUnverified();
      }
      const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = headers;
      if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
        log.warn({ transmissionId }, 'PayPal webhook refused: transmission headers missing');
        throw refuseUnverified();
      }
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(rawBody);
      } catch {
        log.warn({ transmissionId }, 'PayPal webhook refused: body is not JSON');
        throw refuseUnverified();
      }
      const parsed = eventSchema.safeParse(parsedJson);
      if (!parsed.success) {
        log.warn({ transmissionId }, 'PayPal webhook refused: not an event');
        throw refuseUnverified();
      }
      const verified = await provider
        .verifyWebhookSignature({
          authAlgo,
          certUrl,
          transmissionId,
          transmissionSig,
          transmissionTime,
          webhookId,
          rawEvent: rawBody,
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'PayPal webhook verification unavailable');
          // PayPal redelivers on anything but 2xx: an outage is a 503, not a refusal.
          if (error instanceof ProviderError && (error.status === 0 || error.status >= 500)) {
            throw new AppError('unavailable', 'PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
          }
          return false;
        });
      const event = parsed.data;
      if (!verified) {
        log.warn(
          { eventId: event.id, eventType: event.event_type, transmissionId },
          'PayPal webhook signature refused',
        );
        throw refuseUnverified();
      }
      const { row, isNew } = await storeEvent(db, {
        id: event.id,
        eventType: event.event_type,
        resourceId: event.resource.id ?? event.resource.payout_item_id ?? null,
        body: rawBody,
      });
      if (!isNew && row.processedAt !== null) return { outcome: row.outcome ?? 'processed', replay: true };
      // A stored but unprocessed event (an earlier delivery failed half-way) is processed again: every
      // action below is idempotent on its own.
      const outcome = await act(event);
      await markProcessed(db, event.id, outcome, clock.now());
      log.info({ eventId: event.id, eventType: event.event_type, outcome }, 'PayPal webhook processed');
      return { outcome, replay: false };
    },
  };
}

export type PaypalWebhooksService = ReturnType<typeof createPaypalWebhooksService>;
