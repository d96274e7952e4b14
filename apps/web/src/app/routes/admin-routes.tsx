/**
 * The organiser console's routes under #/admin (decision 0011), each page loaded on demand. Its guard runs before
 * anything renders: nobody signed in goes to /login, and anyone but an admin gets the not-found page.
 * Only this small table is part of the first download; the console itself is not.
 */
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loginHref } from '../../lib/login-return';
import { adminRoutes } from '../../lib/routes';
import { getStoredUser } from '../../lib/storage';
import { ErrorPage } from '../error-page';
import { PageLoader } from '../../components/page-loader';
import { lazyRoute } from '../lazy-route';

export function adminGuardLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const user = getStoredUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginHref({ returnTo: url.pathname + url.search }));
  }
  // The admin API answers 404 to players; so does the console.
  if (user.role !== 'admin') throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return null;
}

export const adminConsoleRoute: RouteObject = {
  path: adminRoutes.dashboard.path,
  loader: adminGuardLoader,
  lazy: lazyRoute(() => import('./admin-console-route'), 'AdminConsoleRoute'),
  ErrorBoundary: ErrorPage,
  HydrateFallback: PageLoader,
  children: [
    {
      index: true,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-dashboard-route'),
        'AdminDashboardRoute',
      ),
    },
    {
      path: adminRoutes.tournaments.path,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-tournaments-route'),
        'AdminTournamentsRoute',
      ),
    },
    {
      path: adminRoutes.newTournament.path,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-new-tournament-route'),
        'AdminNewTournamentRoute',
      ),
    },
    {
      path: adminRoutes.tournament.path,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-tournament-route'),
        'AdminTournamentRoute',
      ),
    },
    {
      path: adminRoutes.ladders.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-ladders-route'), 'AdminLaddersRoute'),
    },
    {
      path: adminRoutes.games.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-games-route'), 'AdminGamesRoute'),
    },
    {
      path: adminRoutes.players.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-players-route'), 'AdminPlayersRoute'),
    },
    {
      path: adminRoutes.player.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-player-route'), 'AdminPlayerRoute'),
    },
    {
      path: adminRoutes.withdrawals.path,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-withdrawals-route'),
        'AdminWithdrawalsRoute',
      ),
    },
    {
      path: adminRoutes.products.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-products-route'), 'AdminProductsRoute'),
    },
    {
      path: adminRoutes.pages.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-pages-route'), 'AdminPagesRoute'),
    },
    {
      path: adminRoutes.inbox.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-inbox-route'), 'AdminInboxRoute'),
    },
    {
      path: adminRoutes.outbox.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-outbox-route'), 'AdminOutboxRoute'),
    },
    {
      path: adminRoutes.webhooks.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-webhooks-route'), 'AdminWebhooksRoute'),
    },
    {
      path: adminRoutes.webhookDeliveries.path,
      lazy: lazyRoute(
        () => import('../../features/admin/routes/admin-webhook-deliveries-route'),
        'AdminWebhookDeliveriesRoute',
      ),
    },
    {
      path: adminRoutes.audit.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-audit-route'), 'AdminAuditRoute'),
    },
    {
      path: adminRoutes.apiKeys.path,
      lazy: lazyRoute(() => import('../../features/admin/routes/admin-api-keys-route'), 'AdminApiKeysRoute'),
    },
  ],
};
