/**
 * Who may see a page (spec 000 section 4): the sign-in pages redirect to / when a token is stored;
 * the account area needs a stored user, otherwise it goes to /login.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { routes } from '../lib/routes';
import { useStoredToken, useStoredUser } from '../lib/session';

export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useStoredToken();
  if (token) return <Navigate to={routes.home.href()} replace />;
  return children;
}

export function UserOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  if (!user) return <Navigate to={routes.login.href()} replace />;
  return children;
}
