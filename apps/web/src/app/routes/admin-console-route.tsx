/** The console's layout route: the app's shell around the admin frame, for admins only. */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { AdminOnly } from '../../features/admin/components/admin-only';
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
    </AppShell>
  );
}
