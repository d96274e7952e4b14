/**
 * Server state: failed calls show the catalogue's toast unless the query or mutation opts out, or a dialog answers
 * the refusal (the console's step-up).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isEmailNotVerified } from '../api/resend-verification';
import { STEP_UP_REQUIRED } from '@arena/shared/refusal-codes';
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
        // A payout or refund asking for a fresh second factor opens the step-up dialog instead (decision 0057).
        if (isApiError(error) && error.code === STEP_UP_REQUIRED) return;
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
