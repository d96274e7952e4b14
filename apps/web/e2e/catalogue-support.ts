/** Helpers of the catalogue browser tests: the demo player and the demo tournaments. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaApi, storeSession } from './support';

export const DEMO_PLAYER = { email: 'player@arena.local', password: 'Player!2024' };

export interface DemoTournament {
  id: number;
  tournament_name: string;
  tournament_state: 'pending' | 'underway' | 'completed' | 'cancelled';
  tournament_category: 'regular' | 'vip';
  participate: boolean;
  game_id: number;
  game_name: string;
  entry_fee: number;
  region: string;
}

/** Every tournament of the demo content (participate for the bearer's player, when given). */
export async function listTournaments(request: APIRequestContext, token?: string): Promise<DemoTournament[]> {
  const response = await request.get('/api/tournaments-list?tournament_state=all', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tournaments: DemoTournament[] }).tournaments;
}

export async function signInDemoPlayer(page: Page, request: APIRequestContext) {
  const session = await loginViaApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await storeSession(page, session);
  return session;
}
