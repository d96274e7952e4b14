/**
 * Where a player goes back to after logging in: the page a 403 (an ended session) or the account guard
 * took them from, carried in the login URL (`/login?next=/myprofile?menu=4&expired=1`).
 */
import { routes } from './routes';

/** Pages a player is never sent back to: the sign-in pages themselves. */
const SIGN_IN_PATHS: readonly string[] = [
  routes.login.path,
  routes.signup.path,
  routes.otp.path,
  routes.forgotPassword.path,
  routes.createPassword.path,
  routes.resetPassword.path,
];

/** A path of this app (never another site: no scheme, no `//`), and not a sign-in page. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value.length > 512) return null;
  const pathname = value.split(/[?#]/, 1)[0]!;
  if (pathname === routes.home.path || SIGN_IN_PATHS.includes(pathname)) return null;
  return value;
}

/** The page the browser is on now (hash routing: the part after `#`). */
export function currentAppPath(): string {
  return window.location.hash.replace(/^#/, '') || routes.home.path;
}

/** The login page that sends the player back to `returnTo`, saying why when the session ended. */
export function loginHref(options: { returnTo?: string; expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const next = safeReturnPath(options.returnTo);
  if (next) params.set('next', next);
  if (options.expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `${routes.login.href()}?${query}` : routes.login.href();
}
