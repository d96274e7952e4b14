/** GET /api/paid-entry-countries: the countries of residence where paid entry is off (decision 0055). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidEntryOffCountries } from '@arena/shared/age-and-country';
import { apiRequest } from '../lib/api-client';

export function getPaidEntryCountries(signal?: AbortSignal) {
  return apiRequest<{ data: PaidEntryOffCountries }>('/api/paid-entry-countries', { signal });
}

export const paidEntryCountriesQuery = () =>
  queryOptions({
    queryKey: ['paid-entry-countries'],
    queryFn: async ({ signal }) => (await getPaidEntryCountries(signal)).data.countries.map((c) => c.code),
    staleTime: 5 * 60_000,
    // The server refuses anyway; the page only explains earlier.
    meta: { silentError: true },
  });

export function usePaidEntryCountries(enabled = true) {
  return useQuery({ ...paidEntryCountriesQuery(), enabled });
}
