/** Panel 9, VIP Tokens: the count now; buying and history arrive with the payments issue. */
import { ACCOUNT_MENU, type AccountMenu } from '@arena/shared/constants';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from './stat-tile';

export function VipTokensPanel({
  user,
  onOpenMenu,
}: {
  user: User;
  onOpenMenu: (menu: AccountMenu) => void;
}) {
  const subscriber = (user.user_details?.subscription ?? 0) !== 0;
  return (
    <AccountPanel title="VIP Tokens">
      <div className="stat-grid">
        <StatTile label="Tokens Available" value={String(user.user_details?.token ?? 0)} />
      </div>
      <p className="text-body-secondary mt-3">
        Tokens are only for VIP tournaments: every member of a team needs a VIP subscription and a token to
        join one.
      </p>
      {!subscriber && (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0 fw-semibold">You are not a VIP subscriber</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onOpenMenu(ACCOUNT_MENU.vipSubscription)}
          >
            Upgrade Now
          </button>
        </div>
      )}
    </AccountPanel>
  );
}
