/**
 * The console's layout route: the app's shell around the admin frame, for admins only. The organiser's own
 * stream stays open here too: disputes, no-shows and new evidence refresh the console's screens and show as
 * toasts, as they do on the player's pages.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { AdminOnly } from '../../features/admin/components/admin-only';
import { LiveNotifications } from '../../features/notifications/components/live-notifications';
import { AppShell } from '../layout/app-shell';

export function AdminConsoleRoute() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <AppShell>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <AdminOnly>
        <AdminLayout />
      </AdminOnly>
      <LiveNotifications />
    </AppShell>
  );
}
