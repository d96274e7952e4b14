/**
 * /myprofile: the account hub (features/account) with the team panels (features/teams), the purchase
 * panels (features/payments) and the wallet (features/wallet) composed in.
 */
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { MyProfileRoute, type MoneyPanels } from '../../features/account/routes/my-profile-route';
import { CreditsPanel } from '../../features/payments/components/credits-panel';
import { VipSubscriptionPanel } from '../../features/payments/components/vip-subscription-panel';
import { VipTokensPanel } from '../../features/payments/components/vip-tokens-panel';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { MyParticipationsPanel } from '../../features/teams/components/my-participations-panel';
import { TeamListsLoader } from '../../features/teams/components/team-lists-loader';
import { TeamManagementPanel } from '../../features/teams/components/team-management-panel';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';

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
