/** Helpers of the catalogue browser tests: the listed tournaments, the enrolment dialog, and the demo player. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginViaApi, storeSession } from './support';

/** The demo content's player (demo-seed.spec.ts only: every other spec makes its own). */
export const DEMO_PLAYER = { email: 'player@arena.local', password: 'Player!2024' };

export interface ListedTournament {
  id: number;
  tournament_name: string;
  tournament_state: 'pending' | 'underway' | 'completed' | 'cancelled';
  tournament_category: 'regular' | 'vip';
  participate: boolean;
  game_id: number;
  game_name: string;
  entry_fee: number;
  region: string;
  team_size: number;
}

/** Every listed tournament on the server (participate for the bearer's player, when given). */
export async function listTournaments(
  request: APIRequestContext,
  token?: string,
): Promise<ListedTournament[]> {
  const response = await request.get('/api/tournaments-list?tournament_state=all', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tournaments: ListedTournament[] }).tournaments;
}

export async function signInDemoPlayer(page: Page, request: APIRequestContext) {
  const session = await loginViaApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await storeSession(page, session);
  return session;
}

interface MyTeam {
  team_name: string;
  total_players: number;
  accepted_players: number;
  status: 'lock' | 'unlock';
}

/**
 * The enrolment dialog offers exactly the player's teams that can enter (the tournament's size, full roster,
 * not locked), or says why none can; the player's teams, read from the API, decide which.
 */
export async function expectEnrolmentChoices(
  request: APIRequestContext,
  token: string,
  dialog: Locator,
  teamSize: number,
) {
  const response = await request.get('/api/teams-list', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const teams = ((await response.json()) as { data: MyTeam[] }).data;
  // A team in another tournament may enter too; the server refuses only overlapping times (decision 0028).
  const eligible = teams.filter(
    (t) => t.total_players === teamSize && t.accepted_players === t.total_players,
  );
  if (eligible.length > 0) {
    await expect(dialog.getByRole('radio')).toHaveCount(eligible.length);
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
  } else {
    await expect(dialog.getByText(/None of your teams can enter/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  }
}
