/** Helpers of the tournament journey: a signed-in session and the wallet a profile shows. */
import { expect, type APIRequestContext } from '@playwright/test';

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
