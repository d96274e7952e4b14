/** The app's hash router; the API client navigates through it (e.g. to /login after a 403). */
import { createHashRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { appRoutes } from './route-table';

export function createAppRouter() {
  const router = createHashRouter(appRoutes);
  setNavigator((to) => void router.navigate(to));
  return router;
}
