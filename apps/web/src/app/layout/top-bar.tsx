/** Top bar of every page: brand, Home / Games / Tournaments / Leaderboard / Ladders, and the session corner. */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import Nav from 'react-bootstrap/Nav';
import { BrandLogo } from '../../components/brand-logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UserAvatar } from '../../components/user-avatar';
import { adminRoutes, routes } from '../../lib/routes';
import { useStoredUser } from '../../lib/session';

const mainLinks = [
  { to: routes.home.href(), label: 'Home', end: true },
  { to: routes.games.href(), label: 'Games', end: false },
  { to: routes.tournaments.href(), label: 'Tournaments', end: false },
  { to: routes.leaderboard.href(), label: 'Leaderboard', end: false },
  { to: routes.ladders.href(), label: 'Ladders', end: false },
];

export function TopBar() {
  const user = useStoredUser();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

  return (
    <header className="top-bar">
      <Navbar expand="lg" expanded={expanded} onToggle={setExpanded} className="py-2" aria-label="Main">
        <Container>
          <Navbar.Brand as={Link} to={routes.home.href()} onClick={close} aria-label="Arena home">
            <BrandLogo />
          </Navbar.Brand>
          {user && (
            // Who is signed in stays in sight when the menu is collapsed on a phone.
            <Link
              to={routes.myProfile.href()}
              className="top-bar__user top-bar__user--compact d-lg-none ms-auto me-2"
              aria-label={`My Account, signed in as ${user.name}`}
              onClick={close}
            >
              <UserAvatar picture={user.user_details?.profile_picture} size={32} />
            </Link>
          )}
          {user && (
            // Beside the avatar on a phone; last in the bar, after the session corner, on a desktop.
            <div className="top-bar__bell order-lg-last ms-lg-3 me-2 me-lg-0">
              <NotificationBell userId={user.id} />
            </div>
          )}
          <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
          <Navbar.Collapse id="main-nav">
            <Nav className="mx-lg-auto top-bar__links">
              {mainLinks.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.end} onClick={close}>
                  {link.label}
                </Nav.Link>
              ))}
              {user?.role === 'admin' && (
                <Nav.Link as={NavLink} to={adminRoutes.dashboard.href()} onClick={close}>
                  Admin
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
                    Login
                  </NavLink>
                  <Link to={routes.signup.href()} className="btn btn-primary btn-register" onClick={close}>
                    REGISTER NOW
                  </Link>
                </>
              )}
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
