/** Login and REGISTER NOW, shown to logged-out visitors only. */
import { Link } from 'react-router';
import { routes } from '../lib/routes';
import { useStoredUser } from '../lib/session';
import { useT } from '../lib/i18n/i18n-provider';

export function GuestActions({ className }: { className?: string }) {
  const user = useStoredUser();
  const { t } = useT();
  if (user) return null;
  return (
    <div className={`guest-actions ${className ?? ''}`.trim()}>
      <Link to={routes.login.href()} className="btn btn-outline-light btn-lg">
        {t('layout.login')}
      </Link>
      <Link to={routes.signup.href()} className="btn btn-primary btn-lg">
        {t('layout.register')}
      </Link>
    </div>
  );
}
