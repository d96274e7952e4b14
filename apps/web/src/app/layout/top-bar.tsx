/** Top bar of every page: brand, Home / Games / Tournaments / Leaderboard / Ladders, and the session corner. */
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import Nav from 'react-bootstrap/Nav';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSelect } from '../../components/language-select';
import { UserAvatar } from '../../components/user-avatar';
import { adminRoutes, routes } from '../../lib/routes';
import { useT } from '../../lib/i18n/i18n-provider';
import { useStoredUser } from '../../lib/session';

/**
 * The bell shows only to a signed-in player: its code and its words load with the first signed-in page, not with
 * a visitor's first script (home's JavaScript budget, issue 29: each area's English travels with its feature).
 */
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

const mainLinks = [
  { to: routes.home.href(), label: 'layout.nav.home', end: true },
  { to: routes.games.href(), label: 'layout.nav.games', end: false },
  { to: routes.tournaments.href(), label: 'layout.nav.tournaments', end: false },
  { to: routes.leaderboard.href(), label: 'layout.nav.leaderboard', end: false },
  { to: routes.ladders.href(), label: 'layout.nav.ladders', end: false },
];

export function TopBar() {
  const user = useStoredUser();
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

  return (
    <header className="top-bar">
      <Navbar
        expand="lg"
        expanded={expanded}
        onToggle={setExpanded}
        className="py-2"
        aria-label={t('layout.nav.main')}
      >
        <Container>
          <Navbar.Brand as={Link} to={routes.home.href()} onClick={close} aria-label={t('layout.brandHome')}>
            <BrandLogo />
          </Navbar.Brand>
          {user && (
            // Who is signed in stays in sight when the menu is collapsed on a phone.
            <Link
              to={routes.myProfile.href()}
              className="top-bar__user top-bar__user--compact d-lg-none ms-auto me-2"
              aria-label={t('layout.accountSignedInAs', { name: user.name })}
              onClick={close}
            >
              <UserAvatar picture={user.user_details?.profile_picture} size={32} />
            </Link>
          )}
          {user && (
            // Beside the avatar on a phone; last in the bar, after the session corner, on a desktop.
            <div className="top-bar__bell order-lg-last ms-lg-3 me-2 me-lg-0">
              {/* A placeholder of the bell's size while it loads, so the bar does not move. */}
              <Suspense fallback={<span className="top-bar__bell-placeholder" aria-hidden="true" />}>
                <NotificationBell userId={user.id} />
              </Suspense>
            </div>
          )}
          <Navbar.Toggle aria-controls="main-nav" aria-label={t('layout.toggleNavigation')} />
          <Navbar.Collapse id="main-nav">
            <Nav className="mx-lg-auto top-bar__links">
              {mainLinks.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.end} onClick={close}>
                  {t(link.label)}
                </Nav.Link>
              ))}
              {user?.role === 'admin' && (
                <Nav.Link as={NavLink} to={adminRoutes.dashboard.href()} onClick={close}>
                  {t('layout.nav.admin')}
                </Nav.Link>
              )}
            </Nav>
            <div className="top-bar__session">
              {user ? (
                <Link to={routes.myProfile.href()} className="top-bar__user" onClick={close}>
                  <UserAvatar picture={user.user_details?.profile_picture} size={36} />
                  <span className="top-bar__user-name">{user.name}</span>
                </Link>
              ) : (
                <>
                  <NavLink to={routes.login.href()} onClick={close} className="nav-link top-bar__login">
                    {t('layout.login')}
                  </NavLink>
                  <Link to={routes.signup.href()} className="btn btn-primary btn-register" onClick={close}>
                    {t('layout.register')}
                  </Link>
                </>
              )}
            </div>
            <LanguageSelect className="ms-lg-3 mt-2 mt-lg-0" />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
