/** Renders the real route table in a memory router (at `path`, query included), with the app's providers. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { appRoutes } from '../src/app/route-table';
import { setNavigator } from '../src/lib/navigation';

export function renderApp(path = '/', state?: unknown) {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/, 2);
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname, search, state }] });
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
