/** App-wide providers: server state and the toast container (top-right, 5000 ms). */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '../lib/toast';
import { createQueryClient } from './query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
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
