/**
 * Decision 0030: a refund or reversal event is read back from PayPal before anything is taken back; the event's
 * amount is never trusted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { createPayPalSandboxStore } from '../../integrations/paypal/paypal-sandbox.store';
import { SANDBOX_PREFIX } from '../../integrations/paypal/paypal-sandbox.wire';
import { createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import {
  approveOrder,
  balancesOf,
  captureOrder,
  createOrder,
  insertPackage,
  ledgerSumsOf,
} from '../../../test/money-fixtures';
import { deliveredWebhooks, postWebhook } from '../../../test/transit-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orderRow(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, orderId));
  return row!;
}

/** 100 credits bought for £10.00 and granted. */
async function grantedPurchase() {
  const player = await registerAndLogin(t.app);
  const pack = await insertPackage(t.database, { credit: 100, amountPence: 1000 });
  const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
  await approveOrder(t.app, order.order_id);
  expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
  await deliveredWebhooks(t.app);
  const row = await orderRow(order.order_id);
  expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
  return { player, orderId: order.order_id, captureId: row.captureId! };
}

const refundEvent = (
  eventType: 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED',
  refundId: string,
  captureId: string,
  value: string,
) => ({
  event_type: eventType,
  resource: {
    id: refundId,
    status: 'COMPLETED',
    amount: { currency_code: 'GBP', value },
    links: [{ rel: 'up', href: `${SANDBOX_PREFIX}/v2/payments/captures/${captureId}` }],
  },
});

describe('refund and reversal events are read back from PayPal', () => {
  it('a refund event naming a larger amount takes back only what PayPal refunded', async () => {
    const { player, orderId, captureId } = await grantedPurchase();
    // £2.50 refunded in PayPal's dashboard (no webhook sent by the sandbox's store).
    const made = await createPayPalSandboxStore({ db: t.database.db }).refundOnce({
      id: 'DASHREFUND0000001',
      captureId,
      requestId: null,
      amountPence: 250,
      currency: 'GBP',
    });
    expect(made.outcome).toBe('made');

    const delivered = await postWebhook(
      t.app,
      refundEvent('PAYMENT.CAPTURE.REFUNDED', 'DASHREFUND0000001', captureId, '10.00'),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refundedPence: 250 });
    const refunds = await t.database.db
      .select({ providerRefundId: paymentRefunds.providerRefundId, amountPence: paymentRefunds.amountPence })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentOrderId, (await orderRow(orderId)).id));
    expect(refunds).toEqual([{ providerRefundId: 'DASHREFUND0000001', amountPence: 250 }]);
  });

  it('a refund or reversal event PayPal knows nothing of takes nothing back', async () => {
    const { player, orderId, captureId } = await grantedPurchase();
    for (const eventType of ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'] as const) {
      const delivered = await postWebhook(
        t.app,
        refundEvent(eventType, 'NOSUCHREFUND00001', captureId, '10.00'),
      );
      expect(delivered.statusCode, delivered.body).toBe(200);
    }
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundedPence: 0 });
  });

  it("a reversal is taken back for PayPal's amount, from the capture PayPal names", async () => {
    const { player, orderId, captureId } = await grantedPurchase();
    const other = await grantedPurchase();
    // A chargeback of the first purchase; the event claims the other purchase's capture and twice the amount.
    const reversal = await createPayPalSandboxStore({ db: t.database.db }).reverseCapture(captureId, {
      id: 'CHARGEBACK0000002',
      currency: 'GBP',
    });
    expect(reversal).toMatchObject({ amountPence: 1000, reversal: true });
    const delivered = await postWebhook(
      t.app,
      refundEvent('PAYMENT.CAPTURE.REVERSED', 'CHARGEBACK0000002', other.captureId, '20.00'),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'reversed', refundedPence: 1000 });
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    expect(await orderRow(other.orderId)).toMatchObject({ status: 'completed', refundedPence: 0 });
    expect(await balancesOf(t.database, other.player.user.id)).toMatchObject({ credits: 100 });
  });
});
