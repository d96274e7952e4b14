/** The layout route: shell, the current page, and scroll-to-top on page changes. */
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AppShell } from './app-shell';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  // A layout effect runs before the page's own effects, so a page can still scroll to a section.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <AppShell>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
    </AppShell>
  );
}
