/** PUT /api/admin/token-price {token_price}: sets the price of one VIP token. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tokenPriceBody } from '@arena/shared/admin';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTokenPriceKey } from './get-admin-token-price';

export function updateTokenPrice(body: z.input<typeof tokenPriceBody>) {
  return apiRequest<{ data: { token_price: number } }>('/api/admin/token-price', { method: 'PUT', body });
}

export function useUpdateTokenPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTokenPrice,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminTokenPriceKey, answer.data.token_price);
      return invalidateKeys(queryClient, [sharedQueryKeys.tokenPrice]);
    },
  });
}
