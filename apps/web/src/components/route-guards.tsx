/**
 * Who may see a page (spec 000 section 4): the sign-in pages redirect to / when a token is stored;
 * the account area needs a stored user, otherwise it goes to /login, which leads back here afterwards.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginHref, safeReturnPath } from '../lib/login-return';
import { routes } from '../lib/routes';
import { loginHrefAfterSessionEnd } from '../lib/storage';
import { useStoredToken, useStoredUser } from '../lib/session';

export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useStoredToken();
  const [params] = useSearchParams();
  // Once signed in, the page the player was sent to log in from (see login-return.ts), or home.
  if (token) return <Navigate to={safeReturnPath(params.get('next')) ?? routes.home.href()} replace />;
  return children;
}

export function UserOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user)
    return (
      <Navigate
        to={loginHrefAfterSessionEnd() ?? loginHref({ returnTo: location.pathname + location.search })}
        replace
      />
    );
  return children;
}
