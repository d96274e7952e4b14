/**
 * My Account's Discord link (decision 0060): GET /api/discord-link, a one-time code for `/arena link`
 * (POST /api/discord-link/code) and unlinking (DELETE /api/discord-link).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscordLinkCode, DiscordLinkStatus } from '@arena/shared/discord';
import { apiRequest } from '../../../lib/api-client';

export const discordLinkKey = ['account', 'discord-link'] as const;

export function useDiscordLink() {
  return useQuery({
    queryKey: discordLinkKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: DiscordLinkStatus }>('/api/discord-link', { signal })).data,
    // The section stays out of the way when the status cannot be read.
    meta: { silentError: true },
  });
}

export function useCreateDiscordLinkCode() {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ data: DiscordLinkCode }>('/api/discord-link/code', { method: 'POST', body: {} }))
        .data,
  });
}

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/discord-link', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordLinkKey }),
  });
}
