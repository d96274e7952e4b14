/**
 * Who may see the console: nobody signed in goes to /login; a signed-in player goes home, as if the page
 * did not exist. Re-checked whenever the stored user changes (log-out in another tab).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { routes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  if (!user) return <Navigate to={routes.login.href()} replace />;
  if (user.role !== 'admin') return <Navigate to={routes.home.href()} replace />;
  return children;
}
