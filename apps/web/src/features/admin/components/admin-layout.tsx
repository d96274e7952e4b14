/**
 * The console's frame: a side navigation (a toggled list on phones) beside the current console page.
 * Only admins get here: the route's guard sends everyone else away first.
 */
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { adminRoutes } from '../../../lib/routes';
import { useAdminT } from '../i18n';
import './admin-layout.css';

export const ADMIN_NAV = [
  { to: adminRoutes.dashboard.href(), label: 'admin.nav.dashboard', end: true },
  { to: adminRoutes.tournaments.href(), label: 'admin.nav.tournaments', end: false },
  { to: adminRoutes.games.href(), label: 'admin.nav.games', end: false },
  { to: adminRoutes.ladders.href(), label: 'admin.nav.ladders', end: false },
  { to: adminRoutes.players.href(), label: 'admin.nav.players', end: false },
  { to: adminRoutes.withdrawals.href(), label: 'admin.nav.withdrawals', end: false },
  { to: adminRoutes.products.href(), label: 'admin.nav.products', end: false },
  { to: adminRoutes.pages.href(), label: 'admin.nav.pages', end: false },
  { to: adminRoutes.inbox.href(), label: 'admin.nav.inbox', end: false },
  { to: adminRoutes.outbox.href(), label: 'admin.nav.outbox', end: false },
  { to: adminRoutes.webhooks.href(), label: 'admin.nav.webhooks', end: false },
  { to: adminRoutes.audit.href(), label: 'admin.nav.audit', end: false },
  { to: adminRoutes.apiKeys.href(), label: 'admin.nav.apiKeys', end: false },
] as const;

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const { t } = useAdminT();
  return (
    <div className="admin-console container-xxl">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <div className="admin-nav__head">
          <p className="admin-nav__title">{t('admin.nav.label')}</p>
          <button
            type="button"
            className="btn btn-outline-light btn-sm admin-nav__toggle"
            aria-expanded={open}
            aria-controls="admin-nav-list"
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t('admin.nav.hideMenu') : t('admin.nav.menu')}
          </button>
        </div>
        <ul id="admin-nav-list" className={`admin-nav__list${open ? ' is-open' : ''}`}>
          {ADMIN_NAV.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="admin-nav__link" onClick={() => setOpen(false)}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-console__page">
        <Outlet />
      </div>
    </div>
  );
}
