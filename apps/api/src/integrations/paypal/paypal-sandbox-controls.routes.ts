/**
 * The PayPal sandbox's controls: not PayPal's API but what a test or the admin console makes PayPal do next
 * (decline or hold a capture, complete or reverse it, settle a payout item). Registered inside the console's
 * admin plugin, so its one admin guard covers them. They are Arena's routes, so they answer Arena's envelope
 * (what they changed, in PayPal's representation, under `data`); only the sandbox's PayPal API speaks PayPal's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import type { SandboxWebhooks } from './paypal-sandbox-webhooks';
import type { PayPalSandboxStore } from './paypal-sandbox.store';
import {
  CONTROLS,
  captureRepresentation,
  payoutItemRepresentation,
  paypalId,
  refundRepresentation,
  sandboxEvents,
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

const captureOutcomeBody = z.object({
  outcome: z.enum(sandboxCaptureOutcomes, {
    error: `outcome must be one of ${sandboxCaptureOutcomes.join(', ')}`,
  }),
});
const payoutOutcomeBody = z.object({
  outcome: z.enum(sandboxPayoutOutcomes, {
    error: `outcome must be one of ${sandboxPayoutOutcomes.join(', ')}`,
  }),
});
const idParams = z.object({
  id: z
    .string()
    .min(1, { error: 'The id is required' })
    .max(64, { error: 'The id cannot exceed 64 characters' }),
});
/** What PayPal now holds, in PayPal's own representation. */
const representation = envelopeSchema({ data: z.record(z.string(), z.unknown()) });
const sandboxOnly = { security: [{ bearer: [] }], tags: ['admin'] };

export const paypalSandboxControlRoutes: FastifyPluginAsyncZod<{
  store: PayPalSandboxStore;
  /** Where the sandbox sends its webhooks; none: it emits nothing. */
  webhooks?: SandboxWebhooks | undefined;
}> = async (app, { store, webhooks }) => {
  const events = sandboxEvents(webhooks);
  const stateConflict = (code: string, message: string) => new AppError('conflict', code, message);

  app.post(
    `${CONTROLS}/orders/:id/next-capture`,
    {
      schema: {
        ...sandboxOnly,
        operationId: 'sandboxSetNextCapture',
        refusals: [404],
        summary: 'Built-in PayPal sandbox: what the next capture of an open order does',
        description:
          'Only while the sandbox stands in for PayPal. COMPLETED (the default), PENDING or DECLINED.',
        params: idParams,
        body: captureOutcomeBody,
        response: { 200: representation },
      },
    },
    async (request) => {
      const { outcome } = request.body;
      const updated = await store.setNextCaptureOutcome(
        request.params.id,
        outcome === 'COMPLETED' ? null : outcome,
      );
      if (!updated) throw notFound('An open sandbox order');
      return ok(`The next capture of this order will be ${outcome}`, {
        data: { id: updated.id, next_capture_outcome: outcome },
      });
    },
  );

  app.post(
    `${CONTROLS}/captures/:id/complete`,
    {
      schema: {
        ...sandboxOnly,
        operationId: 'sandboxCompleteCapture',
        refusals: [404],
        summary: 'Built-in PayPal sandbox: a pending capture completes (PayPal sends its webhook)',
        description: 'Only while the sandbox stands in for PayPal. The purchase is then granted.',
        params: idParams,
        response: { 200: representation },
      },
    },
    async (request) => {
      const completed = await store.completePendingCapture(request.params.id);
      if (!completed) throw notFound('A pending sandbox capture');
      events.capture(completed);
      return ok('The capture was completed', { data: captureRepresentation(completed) ?? {} });
    },
  );

  app.post(
    `${CONTROLS}/captures/:id/reverse`,
    {
      schema: {
        ...sandboxOnly,
        operationId: 'sandboxReverseCapture',
        refusals: [404, 409],
        summary: 'Built-in PayPal sandbox: a chargeback reverses what is left of a capture',
        description:
          'Only while the sandbox stands in for PayPal. PayPal sends PAYMENT.CAPTURE.REVERSED and Arena takes ' +
          'back what the purchase granted.',
        params: idParams,
        response: { 200: representation },
      },
    },
    async (request) => {
      // A chargeback: the whole remaining capture goes back to the buyer.
      const order = await store.findOrderByCapture(request.params.id);
      if (!order) throw notFound('The sandbox capture');
      const reversal = await store.reverseCapture(request.params.id, {
        id: paypalId(17),
        currency: order.currency,
      });
      if (!reversal) {
        throw stateConflict(
          'CAPTURE_NOT_REVERSIBLE',
          `The capture is ${order.captureStatus ?? 'not completed'} and cannot be reversed.`,
        );
      }
      // PayPal's PAYMENT.CAPTURE.REVERSED carries a refund resource, readable at its self link.
      const resource = refundRepresentation(reversal);
      events.emit('PAYMENT.CAPTURE.REVERSED', 'refund', resource);
      return ok('The capture was reversed', { data: resource });
    },
  );

  app.post(
    `${CONTROLS}/payouts-item/:id/outcome`,
    {
      schema: {
        ...sandboxOnly,
        operationId: 'sandboxSettlePayoutItem',
        refusals: [404, 409],
        summary: 'Built-in PayPal sandbox: what a payout item becomes (PayPal sends its webhook)',
        description: 'Only while the sandbox stands in for PayPal.',
        params: idParams,
        body: payoutOutcomeBody,
        response: { 200: representation },
      },
    },
    async (request) => {
      const status = request.body.outcome;
      // PENDING items may become anything; UNCLAIMED ones may still be claimed (SUCCESS) or come back.
      const updated = await store.settlePayoutItem(
        request.params.id,
        status,
        PAYOUT_ITEM_ERRORS[status] ?? null,
      );
      if (!updated) {
        const payout = await store.findPayoutItem(request.params.id);
        if (!payout) throw notFound('The sandbox payout item');
        throw stateConflict('ITEM_ALREADY_SETTLED', `The payout item is ${payout.itemStatus} already.`);
      }
      const item = payoutItemRepresentation(updated);
      events.emit(PAYOUT_ITEM_EVENTS[status] ?? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'payouts_item', item);
      return ok(`The payout item is now ${status}`, { data: item });
    },
  );
};
