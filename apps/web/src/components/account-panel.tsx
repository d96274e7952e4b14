/** The frame of one My Account panel: its heading (the menu entry's name, in the page's language) and content. */
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/i18n-provider';
import './account-panel.css';

/** Each panel's English title (the spec's) and its message: the menu and the panels say the same. */
export const ACCOUNT_PANEL_TITLES = {
  'My Profile': 'common.accountMenu.profile',
  'Change Password': 'common.accountMenu.changePassword',
  'My Tournaments': 'common.accountMenu.myTournaments',
  Credits: 'common.accountMenu.credits',
  'VIP Subscription': 'common.accountMenu.vipSubscription',
  'Team Management': 'common.accountMenu.teamManagement',
  'My Participations': 'common.accountMenu.myParticipations',
  Wallet: 'common.accountMenu.wallet',
  'VIP Tokens': 'common.accountMenu.vipTokens',
  Notifications: 'common.accountMenu.notifications',
  Security: 'common.accountMenu.security',
} as const;

export type AccountPanelTitle = keyof typeof ACCOUNT_PANEL_TITLES;

export function AccountPanel({
  title,
  actions,
  children,
}: {
  title: AccountPanelTitle;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <section id="account-panel" className="account-panel" aria-labelledby="account-panel-title">
      <div className="account-panel__header">
        <h2 id="account-panel-title" className="account-panel__title">
          {t(ACCOUNT_PANEL_TITLES[title])}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
