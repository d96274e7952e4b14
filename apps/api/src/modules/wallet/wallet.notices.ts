/**
 * The wallet's notices (decision 0037): a withdrawal requested, sent and settled, each recorded in
 * the transaction of the change it tells about.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { poundsText as pounds } from '@arena/shared/money';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';
import { userName } from '../users/users.service';

export const walletNotices = {
  async withdrawalRequested(
    tx: Tx,
    withdrawal: { id: number; userId: number; amountPence: number; status: string },
  ) {
    const player = await userName(tx, withdrawal.userId);
    await recordEvent(tx, {
      type: 'admin.withdrawal_requested',
      recipients: 'admins',
      data: { withdrawal_id: withdrawal.id },
      notice: {
        title: `Withdrawal request: ${pounds(withdrawal.amountPence)}`,
        body: `${player} asked to withdraw ${pounds(withdrawal.amountPence)}.${withdrawal.status === 'review' ? ' It waits for an identity check.' : ''}`,
        link: NOTICE_LINKS.adminWithdrawals,
      },
    });
  },

  /** Held for the identity check (decision 0056): the player reads why, and that the money stays reserved. */
  async withdrawalHeld(tx: Tx, withdrawal: { id: number; userId: number; amountPence: number }) {
    await recordEvent(tx, {
      type: 'withdrawal.held',
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      notice: {
        title: 'Withdrawal waiting for an identity check',
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} waits for an admin to check your identity. The amount stays reserved; your Wallet says why.`,
        link: NOTICE_LINKS.wallet,
      },
    });
  },

  async withdrawalApproved(tx: Tx, withdrawal: { id: number; userId: number; amountPence: number }) {
    await recordEvent(tx, {
      type: 'withdrawal.approved',
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      notice: {
        title: 'Identity check approved',
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} passed the identity check and is pending payout.`,
        link: NOTICE_LINKS.wallet,
      },
    });
  },

  /**
   * The payout was sent (pending → processing): the player's open wallet shows "Processing" at once (decision 0032).
   * Live only: the outcome (paid, failed) is the news worth a notification and an e-mail.
   */
  async withdrawalProcessing(tx: Tx, withdrawal: { id: number; userId: number; amountPence: number }) {
    await recordEvent(tx, {
      type: 'withdrawal.processing',
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      liveOnly: true,
      notice: {
        title: 'Withdrawal processing',
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was sent to PayPal.`,
        link: NOTICE_LINKS.wallet,
      },
    });
  },

  async withdrawalSettled(
    tx: Tx,
    withdrawal: { id: number; userId: number; amountPence: number; netPence: number },
    outcome: 'paid' | 'rejected' | 'failed',
    reason: string | null,
  ) {
    const notices = {
      paid: {
        title: `Withdrawal paid: ${pounds(withdrawal.netPence)}`,
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was paid to your PayPal account (${pounds(withdrawal.netPence)} after the fee).`,
      },
      rejected: {
        title: `Withdrawal rejected`,
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was rejected${reason ? `: ${reason}` : ''}. The amount is back in your wallet.`,
      },
      failed: {
        title: `Withdrawal failed`,
        body: `PayPal could not pay your withdrawal of ${pounds(withdrawal.amountPence)}${reason ? ` (${reason})` : ''}. The amount is back in your wallet.`,
      },
    };
    await recordEvent(tx, {
      type: `withdrawal.${outcome}`,
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      notice: { ...notices[outcome], link: NOTICE_LINKS.wallet },
    });
  },
};
