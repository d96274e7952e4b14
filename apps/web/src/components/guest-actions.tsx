/** Login and REGISTER NOW, shown to logged-out visitors only. */
import { Link } from 'react-router';
import { routes } from '../lib/routes';
import { useStoredUser } from '../lib/session';

export function GuestActions({ className }: { className?: string }) {
  const user = useStoredUser();
  if (user) return null;
  return (
    <div className={`guest-actions ${className ?? ''}`.trim()}>
      <Link to={routes.login.href()} className="btn btn-outline-light btn-lg">
        Login
      </Link>
      <Link to={routes.signup.href()} className="btn btn-primary btn-lg">
        REGISTER NOW
      </Link>
    </div>
  );
}
