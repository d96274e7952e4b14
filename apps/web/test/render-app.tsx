/** Renders the real route table in a memory router (at `path`, query included), with the app's providers. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { appRoutes } from '../src/app/route-table';
import { setNavigator } from '../src/lib/navigation';

/**
 * The route table with every lazy route already loaded. Tests then wait for data, never for a route module to
 * be transformed and imported, which on a busy machine outlasted their timeouts on the loading spinner. The
 * lazy loading itself is covered by app/router.test.tsx and the browser tests.
 */
async function preload(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const nested = children ? { children: await preload(children) } : {};
      return { ...rest, ...loaded, ...nested } as RouteObject;
    }),
  );
}

export const preloadedRoutes = await preload(appRoutes);

/** `routes` replaces the preloaded table (a test that needs a route to load slowly, say). */
export function renderApp(path = '/', state?: unknown, routes: RouteObject[] = preloadedRoutes) {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/, 2);
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  setNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient, ...view };
}
