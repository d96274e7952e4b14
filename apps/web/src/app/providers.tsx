/** App-wide providers: server state, the interface language (decision 0062) and the toast container (top-right, 5000 ms, two at most). */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { getToken, subscribeToStorage } from '../lib/storage';
import { loadToastify, TOAST_OPTIONS, useLoadedToastify } from '../lib/toast';
import { createQueryClient } from './query-client';

/** A visitor's first actions: react-toastify is fetched at the first of them (below). */
const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The container comes with react-toastify (lib/toast.tsx), which the first toast loads, or the visitor's first
  // press or key, the moments most toasts follow: out of the first script and of the page's load (a timer during it
  // cost the signed-in My Account page Lighthouse points), and usually here before a toast needs it.
  const toastify = useLoadedToastify();
  useEffect(() => {
    const prefetch = () => {
      loadToastify().catch(() => undefined);
    };
    for (const type of FIRST_ACTIONS) window.addEventListener(type, prefetch, { once: true, passive: true });
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, prefetch);
    };
  }, []);
  useEffect(() => {
    // Another session (log-out, an expired one, another account) must never see this one's cached data.
    let token = getToken();
    return subscribeToStorage(() => {
      const next = getToken();
      if (next !== token) client.clear();
      token = next;
    });
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>{children}</I18nProvider>
      {toastify && (
        <toastify.ToastContainer
          position={TOAST_OPTIONS.position}
          autoClose={TOAST_OPTIONS.autoClose}
          theme="dark"
          newestOnTop
          closeOnClick
          pauseOnFocusLoss={false}
        />
      )}
    </QueryClientProvider>
  );
}
