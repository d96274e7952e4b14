/**
 * The layout route: shell, the current page, scroll-to-top on page changes, and the invitation dialog
 * when the home page is opened from a team's invitation link (the home feature itself stays unaware).
 */
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { invitationFromSearch } from '../../features/invitations/invitation-query';
import { LiveNotifications } from '../../features/notifications/components/live-notifications';
import { routes } from '../../lib/routes';
import { AppShell } from './app-shell';

// Loaded only when an invitation link is opened, so the home page's first download stays small.
const InvitationDialog = lazy(() =>
  import('../../features/invitations/components/invitation-dialog').then((module) => ({
    default: module.InvitationDialog,
  })),
);

export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const invitation = pathname === routes.home.path ? invitationFromSearch(search) : null;

  // A layout effect runs before the page's own effects, so a page can still scroll to a section.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <AppShell>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      <LiveNotifications />
      {invitation && (
        <Suspense fallback={null}>
          <InvitationDialog key={search} invitation={invitation} />
        </Suspense>
      )}
    </AppShell>
  );
}
