/** Server state: failed calls show the catalogue's toast unless the query or mutation opts out. */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isEmailNotVerified } from '../api/resend-verification';
import { isApiError } from '../lib/api-client';
import { showApiError } from '../lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError && !(isApiError(error) && error.kind === 'session')) showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // An unverified e-mail's refusal is shown in the dialog that asked, with a button for a new link.
        if (!mutation.meta?.silentError && !isEmailNotVerified(error)) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.kind === 'network' || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
