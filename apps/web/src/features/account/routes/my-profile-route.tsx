/**
 * /myprofile 'My Account': a left menu selecting one of the panels, and Log-out. The chosen panel is in
 * the URL (`/myprofile?menu=N`, so a reload or a shared link keeps it); the spec's navigation state
 * `{ menu }` still picks one and is written into the URL. On a phone, where the menu stands above the
 * panel, choosing scrolls the panel into view. The team panels
 * (6 and 7) belong to the teams feature and the money panels (4, 5, 8 and 9) to the payments and
 * wallet features; the app's route composes them in through `teamPanels` and `moneyPanels`.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MENU, type AccountMenu } from '@arena/shared/constants';
import type { User } from '@arena/shared/user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { PageBanner } from '../../../components/page-banner';
import { UserOnly } from '../../../components/route-guards';
import type { AccountNavigationState } from '../../../lib/routes';
import { accountPanelHref, routes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { clearSession, storeUser } from '../../../lib/storage';
import { useLogout } from '../api/logout';
import { userProfileQuery, useUserProfile } from '../../../api/get-user-profile';
import { AccountMenuNav, isAccountMenu } from '../components/account-menu';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../lib/i18n/i18n-provider';
import { ProfilePanel } from '../components/profile-panel';
import './my-profile-route.css';
import '../account.css';

// Every panel but the first loads when it is opened (decision 0020: My Account's first download on a phone).
const ChangePasswordPanel = lazy(() =>
  import('../components/change-password-panel').then((module) => ({ default: module.ChangePasswordPanel })),
);
const SecurityPanel = lazy(() =>
  import('../components/security-panel').then((module) => ({ default: module.SecurityPanel })),
);
const MyTournamentsPanel = lazy(() =>
  import('../components/my-tournaments-panel').then((module) => ({ default: module.MyTournamentsPanel })),
);

export interface TeamPanels {
  teamManagement: ReactNode;
  myParticipations: ReactNode;
  /** Rendered once the user is known: loads what the panels show (the team lists). */
  loader?: ReactNode;
}

/** What My Account hands a composed-in panel. */
export interface AccountPanelContext {
  user: User;
  onOpenMenu: (menu: AccountMenu) => void;
  /** A call answered with the updated user (a purchase, a withdrawal): store it and refresh the profile. */
  onUserChange: (user: User) => void;
}

export type ComposedPanel = (context: AccountPanelContext) => ReactNode;

export interface MoneyPanels {
  credits: ComposedPanel;
  vipSubscription: ComposedPanel;
  wallet: ComposedPanel;
  vipTokens: ComposedPanel;
}

export function MyProfileRoute({
  teamPanels,
  moneyPanels,
  notificationsPanel,
}: {
  teamPanels: TeamPanels;
  moneyPanels: MoneyPanels;
  /** Panel 10 (decision 0021), from the notifications feature. */
  notificationsPanel: ComposedPanel;
}) {
  const { t } = useT();
  return (
    <UserOnly>
      <title>{t('common.account.pageTitle')}</title>
      <MyAccount teamPanels={teamPanels} moneyPanels={moneyPanels} notificationsPanel={notificationsPanel} />
    </UserOnly>
  );
}

function menuFromState(state: unknown): AccountMenu | null {
  const menu = (state as Partial<AccountNavigationState> | null)?.menu;
  const number = typeof menu === 'string' ? Number(menu) : menu;
  return isAccountMenu(number) ? number : null;
}

function menuFromQuery(value: string | null): AccountMenu | null {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return isAccountMenu(number) ? number : null;
}

/** Below Bootstrap's lg breakpoint the menu stands above the panel. */
const STACKED_LAYOUT = '(max-width: 991.98px)';

function MyAccount({
  teamPanels,
  moneyPanels,
  notificationsPanel,
}: {
  teamPanels: TeamPanels;
  moneyPanels: MoneyPanels;
  notificationsPanel: ComposedPanel;
}) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const storedUser = useStoredUser();
  useUserProfile();
  const logoutMutation = useLogout();
  const panelRef = useRef<HTMLDivElement>(null);
  const [scrollOnChange, setScrollOnChange] = useState(false);

  // The answer's user is the freshest: the profile query takes it as is (no extra request).
  const onUserChange = useCallback(
    (user: User) => {
      queryClient.setQueryData(userProfileQuery().queryKey, user);
      storeUser(user);
    },
    [queryClient],
  );

  const fromQuery = menuFromQuery(params.get('menu'));
  const fromState = menuFromState(location.state);
  const menu = fromQuery ?? fromState ?? ACCOUNT_MENU.profile;

  // Arriving with the spec's navigation state: keep the panel in the URL too, so a reload keeps it.
  useEffect(() => {
    if (fromQuery === null && fromState !== null)
      void navigate(accountPanelHref(fromState), { replace: true, state: location.state });
  }, [fromQuery, fromState, navigate, location.state]);

  useEffect(() => {
    if (!scrollOnChange) return;
    setScrollOnChange(false);
    const panel = panelRef.current;
    if (panel && window.matchMedia?.(STACKED_LAYOUT).matches) {
      panel.scrollIntoView({ block: 'start' });
      panel.focus({ preventScroll: true });
    }
  }, [menu, scrollOnChange]);

  const select = (next: AccountMenu) => {
    setScrollOnChange(true);
    void navigate(accountPanelHref(next), { preventScrollReset: true });
  };
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const logOut = async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      // The session ends in this browser whatever the server says.
    }
    // A logout goes to the plain login page: nothing to come back to.
    clearSession({ loginHref: routes.login.href() });
    setConfirmingLogout(false);
    void navigate(routes.login.href(), { replace: true });
  };

  if (!storedUser) return null;

  return (
    <>
      {teamPanels.loader}
      <PageBanner
        title={t('common.account.title')}
        eyebrow={t('common.account.welcome', { name: storedUser.name })}
      />
      <div className="container account-page">
        {storedUser.email_verified === false && (
          <VerifyEmailNotice role="status" bannerEmail={storedUser.email} />
        )}
        <div className="row g-4">
          <div className="col-12 col-lg-3">
            <AccountMenuNav selected={menu} onSelect={select} onLogout={() => setConfirmingLogout(true)} />
          </div>
          <div className="col-12 col-lg-9 account-page__panel" ref={panelRef} tabIndex={-1}>
            <Suspense fallback={<PageLoader />}>
              <Panel
                menu={menu}
                context={{ user: storedUser, onOpenMenu: select, onUserChange }}
                teamPanels={teamPanels}
                moneyPanels={moneyPanels}
                notificationsPanel={notificationsPanel}
              />
            </Suspense>
          </div>
        </div>
      </div>
      <ConfirmDialog
        show={confirmingLogout}
        title={t('common.account.logoutTitle')}
        confirmLabel={t('common.accountMenu.logout')}
        busy={logoutMutation.isPending}
        onConfirm={() => void logOut()}
        onCancel={() => setConfirmingLogout(false)}
      >
        {t('common.account.logoutBody')}
      </ConfirmDialog>
    </>
  );
}

function Panel({
  menu,
  context,
  teamPanels,
  moneyPanels,
  notificationsPanel,
}: {
  menu: AccountMenu;
  context: AccountPanelContext;
  teamPanels: TeamPanels;
  moneyPanels: MoneyPanels;
  notificationsPanel: ComposedPanel;
}) {
  switch (menu) {
    case ACCOUNT_MENU.profile:
      return <ProfilePanel user={context.user} />;
    case ACCOUNT_MENU.changePassword:
      return <ChangePasswordPanel />;
    case ACCOUNT_MENU.myTournaments:
      return <MyTournamentsPanel userId={context.user.id} />;
    case ACCOUNT_MENU.credits:
      return moneyPanels.credits(context);
    case ACCOUNT_MENU.vipSubscription:
      return moneyPanels.vipSubscription(context);
    case ACCOUNT_MENU.teamManagement:
      return teamPanels.teamManagement;
    case ACCOUNT_MENU.myParticipations:
      return teamPanels.myParticipations;
    case ACCOUNT_MENU.wallet:
      return moneyPanels.wallet(context);
    case ACCOUNT_MENU.vipTokens:
      return moneyPanels.vipTokens(context);
    case ACCOUNT_MENU.notifications:
      return notificationsPanel(context);
    case ACCOUNT_MENU.security:
      return <SecurityPanel />;
  }
}
