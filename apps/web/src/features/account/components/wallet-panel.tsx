/** Panel 8, Wallet: the balance and linked PayPal now; withdrawals arrive with the wallet issue. */
import type { User } from '@arena/shared/user';
import { formatPounds } from '../../../lib/format';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from './stat-tile';

export function WalletPanel({ user }: { user: User }) {
  return (
    <AccountPanel title="Wallet">
      <div className="stat-grid">
        <StatTile label="Available Balance" value={formatPounds(user.user_details?.wallet ?? 0)} />
        <StatTile label="Linked PayPal" value={user.user_details?.paypal_email || 'N/A'} />
      </div>
    </AccountPanel>
  );
}
