/**
 * The payments' notices (decision 0037): a purchase completed, refunded or reversed, and a shortfall
 * settled, each recorded in the transaction of the change it tells about.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { poundsText as pounds } from '@arena/shared/money';
import { assetAmountText, type Shortfall } from '@arena/shared/payments';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';

/** What a purchase bought, as its notices name it. */
const purchased = (order: { kind: string; quantity: number; description: string }) =>
  order.kind === 'credits'
    ? `${order.quantity} credits`
    : order.kind === 'tokens'
      ? `${order.quantity} VIP tokens`
      : order.description;

/** The My Account panel of what a purchase bought. */
const productLink = (kind: string) =>
  kind === 'credits'
    ? NOTICE_LINKS.credits
    : kind === 'tokens'
      ? NOTICE_LINKS.vipTokens
      : NOTICE_LINKS.vipSubscription;

export const paymentNotices = {
  async purchaseCompleted(
    tx: Tx,
    order: { userId: number; kind: string; quantity: number; description: string; amountPence?: number },
  ) {
    const what = purchased(order);
    await recordEvent(tx, {
      type: 'purchase.completed',
      recipients: [order.userId],
      data: { kind: order.kind, quantity: order.quantity },
      notice: {
        title: `Purchase complete: ${what}`,
        body: `Your payment went through: ${what} ${order.kind === 'subscription' ? 'is active' : 'added to your account'}.`,
        link: productLink(order.kind),
      },
    });
  },

  /**
   * An admin's refund or PayPal's reversal took back (part of) a purchase: what went back to PayPal, what was
   * taken from the account, and what had already been spent (the shortfall that pauses withdrawals).
   */
  async purchaseTakenBack(
    tx: Tx,
    change: {
      userId: number;
      orderId: string;
      kind: string;
      quantity: number;
      description: string;
      how: 'refund' | 'reversal';
      pence: number;
      /** Credits or tokens taken from the balance. */
      taken: number;
      /** The VIP period this purchase added was cut short. */
      vipShortened: boolean;
      shortfall: { asset: Shortfall['asset']; amount: number } | null;
    },
  ) {
    const what = purchased(change);
    const sentences = [
      change.how === 'refund'
        ? `${pounds(change.pence)} of your payment for ${what} was refunded to your PayPal account.`
        : `PayPal reversed ${pounds(change.pence)} of your payment for ${what}.`,
    ];
    if (change.vipShortened) sentences.push('Your VIP period was shortened to match.');
    if (change.taken > 0) {
      const asset = change.kind === 'credits' ? 'credits' : 'tokens';
      const verb = change.taken === 1 ? 'was' : 'were';
      sentences.push(`${assetAmountText(asset, change.taken)} ${verb} taken back from your account.`);
    }
    if (change.shortfall) {
      sentences.push(
        `${assetAmountText(change.shortfall.asset, change.shortfall.amount)} had already been used. ${WALLET_MESSAGES.shortfallBlocksWithdrawal}`,
      );
    }
    await recordEvent(tx, {
      type: change.how === 'refund' ? 'purchase.refunded' : 'purchase.reversed',
      recipients: [change.userId],
      data: { order_id: change.orderId, kind: change.kind, shortfall: change.shortfall },
      notice: {
        title: `${change.how === 'refund' ? 'Purchase refunded' : 'Payment reversed'}: ${what}`,
        body: sentences.join(' '),
        link: change.shortfall ? NOTICE_LINKS.wallet : productLink(change.kind),
      },
    });
  },

  /** An admin settled a shortfall: withdrawals are open again unless another one is still open. */
  async shortfallSettled(
    tx: Tx,
    shortfall: { id: number; userId: number; asset: Shortfall['asset']; amount: number },
    stillOpen: boolean,
  ) {
    await recordEvent(tx, {
      type: 'purchase.shortfall_settled',
      recipients: [shortfall.userId],
      data: { shortfall_id: shortfall.id },
      notice: {
        title: stillOpen ? 'Shortfall settled' : 'Withdrawals open again',
        body: `The ${assetAmountText(shortfall.asset, shortfall.amount)} owed after a refunded purchase ${
          shortfall.amount === 1 ? 'is' : 'are'
        } settled${
          stillOpen
            ? '. Withdrawals stay paused until the rest is settled too.'
            : ': you can withdraw from your wallet again.'
        }`,
        link: NOTICE_LINKS.wallet,
      },
    });
  },
};
