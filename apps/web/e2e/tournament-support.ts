/** Helpers of the tournament journey: a signed-in session, the wallet a profile shows and a series' report form. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface Session {
  token: string;
  user: { id: number; name: string };
}

export async function walletOf(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/api/user-profile', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { user_details: { wallet: number } } };
  return body.user.user_details.wallet;
}

/** A series in the match room (decision 0040): enters games from game `first` on (the captain's own score first), adding each game after game 1. */
export async function enterGames(form: Locator, games: Array<[number, number]>, first = 1) {
  for (const [offset, [own, opponent]] of games.entries()) {
    const index = first - 1 + offset;
    if (index > 0) await form.getByRole('button', { name: `Add game ${index + 1}` }).click();
    const game = form.getByRole('group', { name: `Game ${index + 1}` });
    await game.getByLabel('Your score', { exact: true }).fill(String(own));
    await game.getByLabel("Your opponent's score").fill(String(opponent));
  }
}

export const seriesForm = (page: Page) =>
  page.getByRole('region', { name: 'Your report' }).getByRole('form', { name: 'Report the Final series' });
