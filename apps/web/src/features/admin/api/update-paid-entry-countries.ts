/** PUT /api/admin/paid-entry-countries {countries}: replaces the list of countries where paid entry is off. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidEntryOffCountries } from '@arena/shared/age-and-country';
import { paidEntryCountriesQuery } from '../../../api/get-paid-entry-countries';
import { apiRequest } from '../../../lib/api-client';
import { adminPaidEntryCountriesKey } from './get-paid-entry-countries';

export function updatePaidEntryCountries(body: { countries: string[] }) {
  return apiRequest<{ data: PaidEntryOffCountries }>('/api/admin/paid-entry-countries', {
    method: 'PUT',
    body,
  });
}

export function useUpdatePaidEntryCountries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaidEntryCountries,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminPaidEntryCountriesKey, answer.data.countries);
      return queryClient.invalidateQueries({ queryKey: paidEntryCountriesQuery().queryKey });
    },
  });
}
