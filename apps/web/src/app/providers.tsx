/** App-wide providers: server state, the interface language (decision 0062) and the toast container (top-right, 5000 ms, two at most). */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { getToken, subscribeToStorage } from '../lib/storage';
import { limitShownToasts, TOAST_OPTIONS } from '../lib/toast';
import { createQueryClient } from './query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(limitShownToasts, []);
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
      <ToastContainer
        position={TOAST_OPTIONS.position}
        autoClose={TOAST_OPTIONS.autoClose}
        theme="dark"
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </QueryClientProvider>
  );
}
