/** Panel 5, VIP Subscription: the plan page arrives with the payments issue. */
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from './stat-tile';

export function VipSubscriptionPanel({ user }: { user: User }) {
  const active = (user.user_details?.subscription ?? 0) !== 0;
  return (
    <AccountPanel title="VIP Subscription">
      <div className="stat-grid">
        <StatTile label="Status" value={active ? 'VIP member' : 'Not subscribed'} />
      </div>
      <p className="text-body-secondary mt-3 mb-0">
        VIP members enter the monthly elite tournament. The subscription does not renew automatically.
      </p>
    </AccountPanel>
  );
}
