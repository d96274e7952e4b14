/** What every change of a player refreshes: their profile and ledger, and the players list. */
import type { QueryClient } from '@tanstack/react-query';
import { playerKey } from './get-player';
import { playersKey } from './get-players';

export async function refreshPlayer(queryClient: QueryClient, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKey(id) }),
    queryClient.invalidateQueries({ queryKey: playersKey }),
  ]);
}
