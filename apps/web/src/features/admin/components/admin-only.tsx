/**
 * Who may see the console: nobody signed in goes to /login; a signed-in player goes home, as if the page
 * did not exist; an admin without a second factor is told to set one up (decision 0057). Re-checked whenever the
 * stored user changes (log-out in another tab).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginHref } from '../../../lib/login-return';
import { routes } from '../../../lib/routes';
import { loginHrefAfterSessionEnd } from '../../../lib/storage';
import { useStoredUser } from '../../../lib/session';
import { AdminSecondFactorGate } from './admin-second-factor-gate';

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user)
    return (
      <Navigate
        to={loginHrefAfterSessionEnd() ?? loginHref({ returnTo: location.pathname + location.search })}
        replace
      />
    );
  if (user.role !== 'admin') return <Navigate to={routes.home.href()} replace />;
  return <AdminSecondFactorGate>{children}</AdminSecondFactorGate>;
}
