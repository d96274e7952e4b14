/** The app's hash router; the API client navigates through it (e.g. to /login after a 403). */
import { createHashRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { appRoutes, embedRoutes } from './route-table';

export function createAppRouter() {
  const router = createHashRouter(isEmbedDocument() ? embedRoutes : appRoutes);
  setNavigator((to) => void router.navigate(to));
  return router;
}

/** Whether this is the framable copy of the app (the page served at /embed, decision 0061). */
export function isEmbedDocument(): boolean {
  return window.location.pathname.replace(/\/+$/, '') === '/embed';
}
