/**
 * The PayPal sandbox's controls: not PayPal's API but what a test or the admin console makes PayPal do next
 * (decline or hold a capture, complete or reverse it, settle a payout item). Registered inside the console's
 * admin plugin, so its one admin guard covers them; answers are PayPal's format, like the sandbox's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { penceToDecimal } from './paypal-rest.provider';
import type { SandboxWebhooks } from './paypal-sandbox-webhooks';
import type { PayPalSandboxStore } from './paypal-sandbox.store';
import {
  CAPTURES,
  CONTROLS,
  captureRepresentation,
  notFound,
  payoutItemRepresentation,
  paypalId,
  refuseBody,
  sandboxEvents,
  unprocessable,
  usePayPalWireFormat,
} from './paypal-sandbox.wire';

/** What a test or the admin console may make the next capture of an order do. */
const sandboxCaptureOutcomes = ['COMPLETED', 'PENDING', 'DECLINED'] as const;
/** What a test or the admin console may make a payout item become. */
const sandboxPayoutOutcomes = ['SUCCESS', 'FAILED', 'RETURNED', 'UNCLAIMED', 'BLOCKED', 'DENIED'] as const;

/** PayPal's webhook event type for each payout item status. */
const PAYOUT_ITEM_EVENTS: Record<string, string> = {
  SUCCESS: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
  FAILED: 'PAYMENT.PAYOUTS-ITEM.FAILED',
  RETURNED: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
  UNCLAIMED: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
  BLOCKED: 'PAYMENT.PAYOUTS-ITEM.BLOCKED',
  DENIED: 'PAYMENT.PAYOUTS-ITEM.DENIED',
};

/** Why PayPal would say an item did not reach the receiver (errors.name of a payout item). */
const PAYOUT_ITEM_ERRORS: Record<string, string> = {
  FAILED: 'RECEIVER_UNREGISTERED: the receiver could not be paid',
  RETURNED: 'RECEIVER_REFUSED: the receiver refused the payment',
  UNCLAIMED: 'RECEIVER_UNCONFIRMED: the receiver has not claimed the payment',
  BLOCKED: 'RISK_DECLINED: the payment was blocked',
  DENIED: 'DENIED: the payment was denied',
};

const captureOutcomeBody = z.object({ outcome: z.enum(sandboxCaptureOutcomes) });
const payoutOutcomeBody = z.object({ outcome: z.enum(sandboxPayoutOutcomes) });

export const paypalSandboxControlRoutes: FastifyPluginAsync<{
  store: PayPalSandboxStore;
  /** Where the sandbox sends its webhooks; none: it emits nothing. */
  webhooks?: SandboxWebhooks | undefined;
}> = async (app, { store, webhooks }) => {
  usePayPalWireFormat(app);
  const events = sandboxEvents(webhooks);

  app.post<{ Params: { id: string } }>(`${CONTROLS}/orders/:id/next-capture`, async (request, reply) => {
    const parsed = captureOutcomeBody.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body);
    const { outcome } = parsed.data;
    const updated = await store.setNextCaptureOutcome(
      request.params.id,
      outcome === 'COMPLETED' ? null : outcome,
    );
    if (!updated) return notFound(reply, request.params.id);
    return reply.code(200).send({ id: updated.id, next_capture_outcome: outcome });
  });

  app.post<{ Params: { id: string } }>(`${CONTROLS}/captures/:id/complete`, async (request, reply) => {
    const completed = await store.completePendingCapture(request.params.id);
    if (!completed) return notFound(reply, request.params.id);
    events.capture(completed);
    return reply.code(200).send(captureRepresentation(completed));
  });

  app.post<{ Params: { id: string } }>(`${CONTROLS}/captures/:id/reverse`, async (request, reply) => {
    // A chargeback: the whole remaining capture goes back to the buyer.
    const order = await store.findOrderByCapture(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    const reversedPence = order.capturedPence - order.refundedPence;
    const reversed = await store.reverseCapture(request.params.id, order.capturedPence);
    if (!reversed || reversedPence <= 0) {
      return unprocessable(
        reply,
        'CAPTURE_NOT_REVERSIBLE',
        `The capture is ${order.captureStatus ?? 'not completed'}.`,
      );
    }
    const resource = {
      id: paypalId(17),
      status: 'COMPLETED',
      amount: { currency_code: order.currency, value: penceToDecimal(reversedPence) },
      links: [{ href: `${CAPTURES}/${order.captureId}`, rel: 'up', method: 'GET' }],
    };
    events.emit('PAYMENT.CAPTURE.REVERSED', 'refund', resource);
    return reply.code(200).send(resource);
  });

  app.post<{ Params: { id: string } }>(`${CONTROLS}/payouts-item/:id/outcome`, async (request, reply) => {
    const parsed = payoutOutcomeBody.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body);
    const status = parsed.data.outcome;
    // PENDING items may become anything; UNCLAIMED ones may still be claimed (SUCCESS) or come back.
    const updated = await store.settlePayoutItem(
      request.params.id,
      status,
      PAYOUT_ITEM_ERRORS[status] ?? null,
    );
    if (!updated) {
      const payout = await store.findPayoutItem(request.params.id);
      if (!payout) return notFound(reply, request.params.id);
      return unprocessable(reply, 'ITEM_ALREADY_SETTLED', `The item is ${payout.itemStatus}.`);
    }
    const item = payoutItemRepresentation(updated);
    events.emit(PAYOUT_ITEM_EVENTS[status] ?? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'payouts_item', item);
    return reply.code(200).send(item);
  });
};
