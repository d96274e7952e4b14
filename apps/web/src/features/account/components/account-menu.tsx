/** The left menu of My Account: one entry per panel number, plus Log-out. */
import { ACCOUNT_MENU, type AccountMenu } from '@arena/shared/constants';
import { ACCOUNT_PANEL_TITLES, type AccountPanelTitle } from '../../../components/account-panel';
import { useT } from '../../../lib/i18n/i18n-provider';
import '../account.css';
import './account-menu.css';

export const accountMenuItems: Array<{ menu: AccountMenu; label: AccountPanelTitle }> = [
  { menu: ACCOUNT_MENU.profile, label: 'My Profile' },
  { menu: ACCOUNT_MENU.changePassword, label: 'Change Password' },
  { menu: ACCOUNT_MENU.myTournaments, label: 'My Tournaments' },
  { menu: ACCOUNT_MENU.credits, label: 'Credits' },
  { menu: ACCOUNT_MENU.vipSubscription, label: 'VIP Subscription' },
  { menu: ACCOUNT_MENU.teamManagement, label: 'Team Management' },
  { menu: ACCOUNT_MENU.myParticipations, label: 'My Participations' },
  { menu: ACCOUNT_MENU.wallet, label: 'Wallet' },
  { menu: ACCOUNT_MENU.vipTokens, label: 'VIP Tokens' },
  { menu: ACCOUNT_MENU.notifications, label: 'Notifications' },
  { menu: ACCOUNT_MENU.security, label: 'Security' },
];

export function isAccountMenu(value: unknown): value is AccountMenu {
  return accountMenuItems.some((item) => item.menu === value);
}

export function AccountMenuNav({
  selected,
  onSelect,
  onLogout,
}: {
  selected: AccountMenu;
  onSelect: (menu: AccountMenu) => void;
  onLogout: () => void;
}) {
  const { t } = useT();
  return (
    <nav className="account-menu" aria-label={t('common.account.title')}>
      <ul className="account-menu__list list-unstyled mb-0">
        {accountMenuItems.map((item) => (
          <li key={item.menu}>
            <button
              type="button"
              className={`account-menu__item${item.menu === selected ? ' active' : ''}`}
              aria-current={item.menu === selected ? 'page' : undefined}
              aria-controls="account-panel"
              onClick={() => onSelect(item.menu)}
            >
              {t(ACCOUNT_PANEL_TITLES[item.label])}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="account-menu__item account-menu__item--logout" onClick={onLogout}>
            {t('common.accountMenu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
