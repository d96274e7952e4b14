/**
 * /myprofile: the account hub (features/account) with the team panels (features/teams), the purchase
 * panels (features/payments) and the wallet (features/wallet) composed in.
 */
import { lazy } from 'react';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { MyProfileRoute, type MoneyPanels } from '../../features/account/routes/my-profile-route';
import { TeamListsLoader } from '../../features/teams/components/team-lists-loader';

// Each panel loads when it is opened (My Account renders them inside a Suspense boundary): the page's first
// download holds the menu and My Profile only (decision 0020: fast on a phone).
const CreditsPanel = lazy(() =>
  import('../../features/payments/components/credits-panel').then((m) => ({ default: m.CreditsPanel })),
);
const VipSubscriptionPanel = lazy(() =>
  import('../../features/payments/components/vip-subscription-panel').then((m) => ({
    default: m.VipSubscriptionPanel,
  })),
);
const VipTokensPanel = lazy(() =>
  import('../../features/payments/components/vip-tokens-panel').then((m) => ({ default: m.VipTokensPanel })),
);
const NotificationsPanel = lazy(() =>
  import('../../features/notifications/components/notifications-panel').then((m) => ({
    default: m.NotificationsPanel,
  })),
);
const MyParticipationsPanel = lazy(() =>
  import('../../features/teams/components/my-participations-panel').then((m) => ({
    default: m.MyParticipationsPanel,
  })),
);
const TeamManagementPanel = lazy(() =>
  import('../../features/teams/components/team-management-panel').then((m) => ({
    default: m.TeamManagementPanel,
  })),
);
const WalletPanel = lazy(() =>
  import('../../features/wallet/components/wallet-panel').then((m) => ({ default: m.WalletPanel })),
);

const teamPanels = {
  teamManagement: <TeamManagementPanel />,
  myParticipations: <MyParticipationsPanel />,
  loader: <TeamListsLoader />,
};

const moneyPanels: MoneyPanels = {
  credits: ({ user, onUserChange }) => <CreditsPanel user={user} onUserChange={onUserChange} />,
  vipSubscription: ({ user, onUserChange }) => (
    <VipSubscriptionPanel user={user} onUserChange={onUserChange} />
  ),
  wallet: ({ user, onUserChange }) => <WalletPanel user={user} onUserChange={onUserChange} />,
  vipTokens: ({ user, onUserChange, onOpenMenu }) => (
    <VipTokensPanel
      user={user}
      onUserChange={onUserChange}
      onUpgrade={() => onOpenMenu(ACCOUNT_MENU.vipSubscription)}
    />
  ),
};

export function MyAccountRoute() {
  return (
    <MyProfileRoute
      teamPanels={teamPanels}
      moneyPanels={moneyPanels}
      notificationsPanel={({ user }) => (
        <NotificationsPanel userId={user.id} isAdmin={user.role === 'admin'} />
      )}
    />
  );
}
