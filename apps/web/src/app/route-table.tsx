/** The route table: all 15 routes of the spec and the organiser console, each module loaded on demand. */
import type { RouteObject } from 'react-router';
import { routes } from '../lib/routes';
import { ErrorPage } from './error-page';
import { RootLayout } from './layout/root-layout';
import { BootShell } from './layout/boot-shell';
import { lazyRoute } from './lazy-route';
import { adminConsoleRoute } from './routes/admin-routes';
import { EmbedOnly } from './layout/embed-only';

/**
 * Stream overlays and the embeddable bracket (decision 0061): outside the site's layout (no top bar, footer or
 * toasts), each loaded only when opened.
 */
export const overlayRoutes: RouteObject[] = [
  {
    path: routes.overlayMatch.path,
    lazy: lazyRoute(() => import('../features/tournaments/routes/overlay-routes'), 'OverlayMatchRoute'),
    ErrorBoundary: ErrorPage,
  },
  {
    path: routes.overlayBracket.path,
    lazy: lazyRoute(() => import('../features/tournaments/routes/overlay-routes'), 'OverlayBracketRoute'),
    ErrorBoundary: ErrorPage,
  },
  {
    path: routes.embedBracket.path,
    lazy: lazyRoute(() => import('../features/tournaments/routes/overlay-routes'), 'EmbedBracketRoute'),
    ErrorBoundary: ErrorPage,
  },
];

/**
 * The routes of the framable copy of the app served at /embed (decision 0061): the overlays and the embed only;
 * any other address shows a link to open Arena itself, so the site (its sign-in and payments included) is never
 * shown inside another site's frame.
 */
export const embedRoutes: RouteObject[] = [...overlayRoutes, { path: '*', Component: EmbedOnly }];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: BootShell,
    children: [
      { index: true, lazy: lazyRoute(() => import('../features/home/routes/home-route'), 'HomeRoute') },
      {
        path: routes.login.path,
        lazy: lazyRoute(() => import('../features/auth/routes/login-route'), 'LoginRoute'),
      },
      {
        path: routes.signup.path,
        lazy: lazyRoute(() => import('../features/auth/routes/signup-route'), 'SignupRoute'),
      },
      {
        path: routes.forgotPassword.path,
        lazy: lazyRoute(() => import('../features/auth/routes/forgot-password-route'), 'ForgotPasswordRoute'),
      },
      {
        path: routes.otp.path,
        lazy: lazyRoute(() => import('../features/auth/routes/otp-route'), 'OtpRoute'),
      },
      {
        path: routes.createPassword.path,
        lazy: lazyRoute(() => import('../features/auth/routes/create-password-route'), 'CreatePasswordRoute'),
      },
      {
        path: routes.resetPassword.path,
        lazy: lazyRoute(() => import('../features/auth/routes/create-password-route'), 'CreatePasswordRoute'),
      },
      {
        path: routes.myProfile.path,
        lazy: lazyRoute(() => import('./routes/my-account-route'), 'MyAccountRoute'),
      },
      {
        path: routes.confirmEmailChange.path,
        lazy: lazyRoute(
          () => import('../features/account/routes/email-change-link-route'),
          'ConfirmEmailChangeRoute',
        ),
      },
      {
        path: routes.undoEmailChange.path,
        lazy: lazyRoute(
          () => import('../features/account/routes/email-change-link-route'),
          'UndoEmailChangeRoute',
        ),
      },
      {
        path: routes.verifyEmail.path,
        lazy: lazyRoute(() => import('../features/account/routes/verify-email-route'), 'VerifyEmailRoute'),
      },
      {
        path: routes.games.path,
        lazy: lazyRoute(() => import('../features/games/routes/games-route'), 'GamesRoute'),
      },
      {
        path: routes.tournaments.path,
        lazy: lazyRoute(() => import('../features/tournaments/routes/tournaments-route'), 'TournamentsRoute'),
      },
      {
        path: routes.viewTournament.path,
        lazy: lazyRoute(
          () => import('../features/tournaments/routes/view-tournament-route'),
          'ViewTournamentRoute',
        ),
      },
      {
        path: routes.leaderboard.path,
        lazy: lazyRoute(() => import('../features/leaderboard/routes/leaderboard-route'), 'LeaderboardRoute'),
      },
      {
        path: routes.match.path,
        lazy: lazyRoute(() => import('../features/tournaments/routes/match-room-route'), 'MatchRoomRoute'),
      },
      {
        path: routes.player.path,
        lazy: lazyRoute(() => import('../features/profiles/routes/player-route'), 'PlayerRoute'),
      },
      {
        path: routes.team.path,
        lazy: lazyRoute(() => import('../features/profiles/routes/team-route'), 'TeamRoute'),
      },
      {
        path: routes.ladders.path,
        lazy: lazyRoute(() => import('../features/ladders/routes/ladder-routes'), 'LaddersRoute'),
      },
      {
        path: routes.ladder.path,
        lazy: lazyRoute(() => import('../features/ladders/routes/ladder-routes'), 'LadderRoute'),
      },
      {
        path: routes.termsConditions.path,
        lazy: lazyRoute(() => import('../features/pages/routes/terms-route'), 'TermsRoute'),
      },
      {
        path: routes.privacyPolicy.path,
        lazy: lazyRoute(() => import('../features/pages/routes/privacy-route'), 'PrivacyRoute'),
      },
      {
        path: routes.accessibility.path,
        lazy: lazyRoute(() => import('../features/pages/routes/accessibility-route'), 'AccessibilityRoute'),
      },
      {
        path: routes.aboutUs.path,
        lazy: lazyRoute(() => import('../features/pages/routes/about-route'), 'AboutRoute'),
      },
      {
        path: routes.contactUs.path,
        lazy: lazyRoute(() => import('../features/pages/routes/contact-route'), 'ContactRoute'),
      },
    ],
  },
  ...overlayRoutes,
  // The organiser console (#/admin): its own layout and guard, loaded only when opened.
  adminConsoleRoute,
];
