/**
 * Panel 8, Wallet: Available Balance, the linked PayPal e-mail (or 'N/A'), Update Email, Withdraw and
 * the Withdrawal History; above them, while a refunded purchase had been spent, that withdrawals are paused.
 * Withdrawing without a linked e-mail asks to link one first.
 */
import { useState } from 'react';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from '../../../components/stat-tile';
import { StatementDownloadButton } from '../../../components/statement-download-button';
import { formatPounds } from '../../../lib/format';
import { LinkPaypalDialog } from './link-paypal-dialog';
import { ShortfallNotice } from './shortfall-notice';
import { WithdrawDialog } from './withdraw-dialog';
import { WithdrawalHistory } from './withdrawal-history';
import './wallet-panel.css';
import { useWalletT } from '../i18n';

type OpenDialog = { dialog: 'link'; thenWithdraw: boolean } | { dialog: 'withdraw' } | null;

export function WalletPanel({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const paypalEmail = user.user_details?.paypal_email || null;
  const close = () => setOpen(null);
  const { t } = useWalletT();

  return (
    <AccountPanel
      title="Wallet"
      actions={
        <div className="d-flex flex-wrap gap-2">
          <StatementDownloadButton
            path="/api/ledger-statement"
            fallbackName={`arena-statement-${user.id}.csv`}
          />
          <button
            type="button"
            className="btn btn-outline-light"
            onClick={() => setOpen({ dialog: 'link', thenWithdraw: false })}
          >
            {t('wallet.updateEmail')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              setOpen(paypalEmail ? { dialog: 'withdraw' } : { dialog: 'link', thenWithdraw: true })
            }
          >
            {t('wallet.withdraw')}
          </button>
        </div>
      }
    >
      <ShortfallNotice userId={user.id} />
      <div className="stat-grid">
        <StatTile label={t('wallet.balance')} value={formatPounds(user.user_details?.wallet ?? 0)} />
        <StatTile
          label={t('wallet.paypalAccount')}
          value={
            <span className="paypal-link">
              <LinkStatusIcon linked={paypalEmail !== null} />
              <span className="paypal-link__email">{paypalEmail ?? t('wallet.na')}</span>
            </span>
          }
        />
      </div>
      <WithdrawalHistory userId={user.id} />
      <LinkPaypalDialog
        show={open?.dialog === 'link'}
        currentEmail={paypalEmail}
        notice={open?.dialog === 'link' && open.thenWithdraw ? t('wallet.link.missing') : undefined}
        onUserChange={onUserChange}
        onLinked={() => setOpen(open?.dialog === 'link' && open.thenWithdraw ? { dialog: 'withdraw' } : null)}
        onClose={close}
      />
      <WithdrawDialog
        show={open?.dialog === 'withdraw'}
        user={user}
        onUserChange={onUserChange}
        onClose={close}
      />
    </AccountPanel>
  );
}

/** A tick when a PayPal e-mail is linked, a cross when not; the words are there for screen readers. */
function LinkStatusIcon({ linked }: { linked: boolean }) {
  const { t } = useWalletT();
  return (
    <span className={`link-status ${linked ? 'link-status--linked' : 'link-status--unlinked'}`}>
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        {linked ? (
          <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" fill="currentColor" />
        ) : (
          <path
            d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z"
            fill="currentColor"
          />
        )}
      </svg>
      <span className="visually-hidden">{linked ? t('wallet.linked') : t('wallet.notLinked')}</span>
    </span>
  );
}
