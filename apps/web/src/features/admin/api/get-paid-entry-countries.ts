/** GET /api/admin/paid-entry-countries: the countries of residence where paid entry is off (decision 0055). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidEntryOffCountries } from '@arena/shared/age-and-country';
import { apiRequest } from '../../../lib/api-client';

export function getAdminPaidEntryCountries(signal?: AbortSignal) {
  return apiRequest<{ data: PaidEntryOffCountries }>('/api/admin/paid-entry-countries', { signal });
}

export const adminPaidEntryCountriesKey = ['admin', 'paid-entry-countries'] as const;

export const adminPaidEntryCountriesQuery = () =>
  queryOptions({
    queryKey: adminPaidEntryCountriesKey,
    queryFn: async ({ signal }) => (await getAdminPaidEntryCountries(signal)).data.countries,
  });

export function useAdminPaidEntryCountries() {
  return useQuery(adminPaidEntryCountriesQuery());
}
