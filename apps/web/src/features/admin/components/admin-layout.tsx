/**
 * The console's frame: a side navigation (a toggled list on phones) beside the current console page.
 * Only admins get here: the route's guard sends everyone else away first.
 */
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { adminRoutes } from '../../../lib/routes';
import './admin-layout.css';

export const ADMIN_NAV = [
  { to: adminRoutes.dashboard.href(), label: 'Dashboard', end: true },
  { to: adminRoutes.tournaments.href(), label: 'Tournaments', end: false },
  { to: adminRoutes.games.href(), label: 'Games', end: false },
  { to: adminRoutes.ladders.href(), label: 'Ladders', end: false },
  { to: adminRoutes.players.href(), label: 'Players', end: false },
  { to: adminRoutes.withdrawals.href(), label: 'Withdrawals', end: false },
  { to: adminRoutes.products.href(), label: 'Products', end: false },
  { to: adminRoutes.pages.href(), label: 'Pages', end: false },
  { to: adminRoutes.inbox.href(), label: 'Inbox', end: false },
  { to: adminRoutes.outbox.href(), label: 'Outbox', end: false },
  { to: adminRoutes.webhooks.href(), label: 'Webhooks', end: false },
  { to: adminRoutes.audit.href(), label: 'Audit log', end: false },
  { to: adminRoutes.apiKeys.href(), label: 'API keys', end: false },
] as const;

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-console container-xxl">
      <nav className="admin-nav" aria-label="Admin console">
        <div className="admin-nav__head">
          <p className="admin-nav__title">Admin console</p>
          <button
            type="button"
            className="btn btn-outline-light btn-sm admin-nav__toggle"
            aria-expanded={open}
            aria-controls="admin-nav-list"
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? 'Hide menu' : 'Menu'}
          </button>
        </div>
        <ul id="admin-nav-list" className={`admin-nav__list${open ? ' is-open' : ''}`}>
          {ADMIN_NAV.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="admin-nav__link" onClick={() => setOpen(false)}>
                {link.label}
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
