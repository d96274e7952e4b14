/** App-wide providers: server state, the interface language (decision 0062) and the toast container (top-right, 5000 ms, two at most). */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { getToken, subscribeToStorage } from '../lib/storage';
import { loadToastify, TOAST_OPTIONS, TOASTS_PREFETCH_DELAY_MS, useLoadedToastify } from '../lib/toast';
import { createQueryClient } from './query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The container comes with react-toastify, which the first toast loads (lib/toast.tsx), or this prefetch once the
  // page has settled: out of the first script, and here before a toast needs it (a toast that says the network is
  // gone included).
  const toastify = useLoadedToastify();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      loadToastify().catch(() => undefined);
    }, TOASTS_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
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
