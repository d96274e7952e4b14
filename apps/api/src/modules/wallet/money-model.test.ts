/**
 * A model test of money: random sequences of purchases (saved or not, racing capture, save, webhook and
 * sweep), spends, refunds of spends and of purchases (with shortfalls), prizes, withdrawals, rejections
 * and payout outcomes through the real calls; afterwards every balance equals the model and its ledger,
 * never below zero.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import {
  balancesOf,
  fund,
  insertPackage,
  ledgerSumsOf,
  makeVip,
  paidOrder,
  setTokenPrice,
} from '../../../test/money-fixtures';
import { applyLedgerChange } from '../ledger/ledger.service';
import { approveOrder, captureOrder, createOrder } from '../../../test/money-fixtures';
import { deliveredWebhooks, postWebhook, sandboxControl } from '../../../test/transit-fixtures';
import { paymentOrders } from '../../db/schema/payments';
import { ledgerEntries } from '../../db/schema/ledger';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
let organiser: { auth: { authorization: string } };
let packageIds: Array<{ id: number; credit: number }>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database is emptied before each test, so the shop and the organiser are set up inside it. */
async function setUpShop() {
  const admin = await registerAndLogin(t.app);
  await promoteToAdmin(t.app, t.database, admin);
  organiser = admin;
  packageIds = [
    await insertPackage(t.database, { credit: 10, amountPence: 100 }),
    await insertPackage(t.database, { credit: 25, amountPence: 250, discountedAmountPence: 200 }),
  ].map((p) => ({ id: p.id, credit: p.credit }));
  await setTokenPrice(t.database, 150);
}

type Op =
  | { kind: 'buyCredits'; pack: number }
  | { kind: 'buyTokens'; quantity: number }
  | { kind: 'spend'; asset: 'credits' | 'tokens'; amount: number }
  | { kind: 'refundLastSpend' }
  | { kind: 'prize'; pence: number }
  | { kind: 'withdraw'; pounds: number }
  | { kind: 'rejectLastWithdrawal' }
  | { kind: 'buyCreditsRacing'; pack: number }
  | { kind: 'refundLastPurchase' }
  | { kind: 'settleShortfalls' }
  | { kind: 'payLastWithdrawal'; outcome: 'SUCCESS' | 'FAILED' | 'RETURNED' | 'UNCLAIMED' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('buyCredits' as const), pack: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('buyTokens' as const), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('spend' as const),
    asset: fc.constantFrom('credits' as const, 'tokens' as const),
    amount: fc.integer({ min: 1, max: 30 }),
  }),
  fc.constant({ kind: 'refundLastSpend' as const }),
  fc.record({ kind: fc.constant('prize' as const), pence: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), pounds: fc.integer({ min: -1, max: 60 }) }),
  fc.constant({ kind: 'rejectLastWithdrawal' as const }),
  fc.record({ kind: fc.constant('buyCreditsRacing' as const), pack: fc.integer({ min: 0, max: 1 }) }),
  fc.constant({ kind: 'refundLastPurchase' as const }),
  fc.constant({ kind: 'settleShortfalls' as const }),
  fc.record({
    kind: fc.constant('payLastWithdrawal' as const),
    outcome: fc.constantFrom(
      'SUCCESS' as const,
      'FAILED' as const,
      'RETURNED' as const,
      'UNCLAIMED' as const,
    ),
  }),
);

describe('money model', () => {
  it('keeps every balance equal to its ledger and never negative, whatever the sequence', async () => {
    await setUpShop();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        run += 1;
        const player = await registerAndLogin(t.app);
        const userId = player.user.id;
        await makeVip(t.database, userId, new Date(Date.now() + 86_400_000));
        await t.app.inject({
          method: 'POST',
          url: '/api/update-user-paypal-email',
          headers: player.auth,
          payload: { paypal_email: 'model@paypal.test' },
        });
        const model = { credits: 0, tokens: 0, wallet: 0 };
        const spends: Array<{ asset: 'credits' | 'tokens'; amount: number; reference: string }> = [];
        const withdrawals: Array<{ id: number; pence: number }> = [];
        const purchases: Array<{ orderId: string; credit: number }> = [];
        let openShortfalls = 0;

        for (const [step, current] of ops.entries()) {
          switch (current.kind) {
            case 'buyCredits': {
              const pack = packageIds[current.pack]!;
              const order = await paidOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
              const saved = await t.app.inject({
                method: 'POST',
                url: '/api/save-transaction',
                headers: player.auth,
                payload: { plan_id: pack.id, transaction_id: order.order_id },
              });
              expect(saved.statusCode, saved.body).toBe(200);
              model.credits += pack.credit;
              purchases.push({ orderId: order.order_id, credit: pack.credit });
              break;
            }
            case 'buyCreditsRacing': {
              // The page closes after approval: capture, save, webhook and sweep race for the same order.
              const pack = packageIds[current.pack]!;
              const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
              await approveOrder(t.app, order.order_id);
              await Promise.all([
                captureOrder(t.app, player.auth, order.order_id),
                t.app.inject({
                  method: 'POST',
                  url: '/api/save-transaction',
                  headers: player.auth,
                  payload: { plan_id: pack.id, transaction_id: order.order_id },
                }),
                postWebhook(t.app, {
                  event_type: 'CHECKOUT.ORDER.APPROVED',
                  resource: { id: order.order_id },
                }),
                t.app.money.payments.settleOrder(order.order_id, { captureApproved: true }),
              ]);
              await deliveredWebhooks(t.app);
              model.credits += pack.credit;
              purchases.push({ orderId: order.order_id, credit: pack.credit });
              break;
            }
            case 'refundLastPurchase': {
              const last = purchases.pop();
              if (!last) break;
              const response = await t.app.inject({
                method: 'POST',
                url: `/api/admin/payments/${last.orderId}/refund`,
                headers: organiser.auth,
                payload: {},
              });
              expect(response.statusCode, response.body).toBe(200);
              await deliveredWebhooks(t.app);
              const taken = Math.min(last.credit, model.credits);
              model.credits -= taken;
              if (taken < last.credit) openShortfalls += 1;
              break;
            }
            case 'settleShortfalls': {
              const open = body<{ data: Array<{ id: number }> }>(
                await t.app.inject({
                  url: `/api/admin/shortfalls?user_id=${userId}&open=1`,
                  headers: organiser.auth,
                }),
              ).data;
              expect(open).toHaveLength(openShortfalls);
              for (const shortfall of open) {
                const settled = await t.app.inject({
                  method: 'POST',
                  url: `/api/admin/shortfalls/${shortfall.id}/settle`,
                  headers: organiser.auth,
                  payload: { note: 'model' },
                });
                expect(settled.statusCode, settled.body).toBe(200);
              }
              openShortfalls = 0;
              break;
            }
            case 'payLastWithdrawal': {
              const last = withdrawals.pop();
              if (!last) break;
              const paid = await t.app.inject({
                method: 'POST',
                url: `/api/admin/withdrawals/${last.id}/pay`,
                headers: organiser.auth,
              });
              expect(paid.statusCode, paid.body).toBe(200);
              const queue = body<{ data: Array<{ id: number; payout_item_id: string | null }> }>(
                await t.app.inject({ url: '/api/admin/withdrawals', headers: organiser.auth }),
              ).data;
              const itemId = queue.find((w) => w.id === last.id)?.payout_item_id;
              expect(itemId).toBeTruthy();
              await sandboxControl(t.app, organiser.auth, `payouts-item/${itemId}/outcome`, {
                outcome: current.outcome,
              });
              await Promise.all([deliveredWebhooks(t.app), t.app.money.wallet.followPayout(last.id)]);
              await deliveredWebhooks(t.app);
              if (current.outcome !== 'SUCCESS') model.wallet += last.pence;
              break;
            }
            case 'buyTokens': {
              const order = await paidOrder(t.app, player.auth, {
                kind: 'tokens',
                quantity: current.quantity,
              });
              const saved = await t.app.inject({
                method: 'POST',
                url: '/api/save-token-transaction',
                headers: player.auth,
                payload: { transaction_id: order.order_id, token: current.quantity },
              });
              expect(saved.statusCode, saved.body).toBe(200);
              model.tokens += current.quantity;
              break;
            }
            case 'spend': {
              const reference = `model:${run}:${step}:spend`;
              const spent = await t.database.db
                .transaction((tx) =>
                  applyLedgerChange(tx, {
                    userId,
                    asset: current.asset,
                    delta: -current.amount,
                    reason: 'entry fee',
                    reference,
                  }),
                )
                .then(
                  () => true,
                  (error: unknown) => {
                    expect(error).toBeInstanceOf(AppError);
                    return false;
                  },
                );
              expect(spent).toBe(model[current.asset] >= current.amount);
              if (spent) {
                model[current.asset] -= current.amount;
                spends.push({ asset: current.asset, amount: current.amount, reference });
              }
              break;
            }
            case 'refundLastSpend': {
              const last = spends.pop();
              if (!last) break;
              await t.database.db.transaction((tx) =>
                applyLedgerChange(tx, {
                  userId,
                  asset: last.asset,
                  delta: last.amount,
                  reason: 'entry fee refund',
                  reference: `${last.reference}:refund`,
                }),
              );
              model[last.asset] += last.amount;
              break;
            }
            case 'prize': {
              await fund(t.database, userId, 'wallet', current.pence);
              model.wallet += current.pence;
              break;
            }
            case 'withdraw': {
              const response = await t.app.inject({
                method: 'POST',
                url: '/api/withdrawal-money-request',
                headers: player.auth,
                payload: { amount: current.pounds },
              });
              const pence = current.pounds * 100;
              const fee = pence < 1000 ? 100 : Math.round(pence / 100) + 30;
              const acceptable =
                current.pounds >= 1 && pence <= model.wallet && pence > fee && openShortfalls === 0;
              expect(response.statusCode, response.body).toBe(acceptable ? 200 : 400);
              if (acceptable) {
                model.wallet -= pence;
                withdrawals.push({ id: body<{ data: { id: number } }>(response).data.id, pence });
              }
              break;
            }
            case 'rejectLastWithdrawal': {
              const last = withdrawals.pop();
              if (!last) break;
              const response = await t.app.inject({
                method: 'POST',
                url: `/api/admin/withdrawals/${last.id}/reject`,
                headers: organiser.auth,
              });
              expect(response.statusCode, response.body).toBe(200);
              model.wallet += last.pence;
              break;
            }
          }
        }

        const balances = await balancesOf(t.database, userId);
        expect(balances).toEqual(model);
        expect(await ledgerSumsOf(t.database, userId)).toEqual(balances);
        expect(Math.min(balances.credits, balances.tokens, balances.wallet)).toBeGreaterThanOrEqual(0);
        // Every purchase was granted exactly once: one ledger entry per completed order.
        const orders = await t.database.db
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.userId, userId));
        expect(orders.every((o) => o.status !== 'created' && o.status !== 'approved')).toBe(true);
        const grants = (
          await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
        ).filter((entry) => entry.reference.startsWith('payment:'));
        expect(grants).toHaveLength(orders.length);
      }),
      { numRuns: 15 },
    );
  });
});
