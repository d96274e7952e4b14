/**
 * Helpers of the tournament journey: captains made and funded through the API (PayPal sandbox), teams,
 * entries and the admin's start, so the browser only does what the journey is about.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, loginViaApi, registerViaApi, uniquePlayer } from './support';

export interface Session {
  token: string;
  user: { id: number; name: string };
}

export interface Captain {
  session: Session;
  teamId: number;
  teamName: string;
}

export interface OpenTournament {
  id: number;
  tournament_name: string;
  tournament_state: string;
  tournament_category: 'regular' | 'vip';
  team_size: number;
  enrolled_teams: number;
  total_teams: number;
  winning_prize: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A pending tournament nobody has entered, of the given size and category. */
export async function findEmptyPendingTournament(
  request: APIRequestContext,
  { teamSize, category }: { teamSize: number; category: 'regular' | 'vip' },
): Promise<OpenTournament | undefined> {
  const body = await expectOk(await request.get('/api/tournaments-list?tournament_state=all'));
  return (body.tournaments as OpenTournament[]).find(
    (t) =>
      t.tournament_state === 'pending' &&
      t.tournament_category === category &&
      t.team_size === teamSize &&
      t.enrolled_teams === 0,
  );
}

/** Buys through the sandbox the way the checkout does: order, approval, capture, then the save call. */
async function buy(
  request: APIRequestContext,
  token: string,
  order: Record<string, unknown>,
  savePath: string,
  save: Record<string, unknown> = {},
) {
  const created = await expectOk(
    await request.post('/api/payments/orders', { data: order, headers: bearer(token) }),
  );
  const orderId = (created.data as { order_id: string }).order_id;
  await expectOk(await request.post(`/api/paypal-sandbox/v2/checkout/orders/${orderId}/approve`));
  await expectOk(await request.post(`/api/payments/orders/${orderId}/capture`, { headers: bearer(token) }));
  await expectOk(
    await request.post(savePath, { data: { ...save, transaction_id: orderId }, headers: bearer(token) }),
  );
}

/** A new player with the VIP plan and one VIP token: what each player needs to enter a VIP tournament. */
export async function newVipCaptain(request: APIRequestContext, prefix: string): Promise<Captain> {
  const player = uniquePlayer(prefix);
  await registerViaApi(request, player);
  const session = (await loginViaApi(request, player.email, player.password)) as Session;
  const plan = await expectOk(
    await request.get('/api/subscription-details', { headers: bearer(session.token) }),
  );
  const planId = (plan.subscription as { id: number }).id;
  await buy(
    request,
    session.token,
    { kind: 'subscription', plan_id: planId },
    '/api/save-subscription-transaction',
  );
  await buy(request, session.token, { kind: 'tokens', quantity: 1 }, '/api/save-token-transaction', {
    token: 1,
  });

  const teamName = `${player.name} Solo`;
  const created = await expectOk(
    await request.post('/api/create-team', {
      data: { team_name: teamName, total_players: 1 },
      headers: bearer(session.token),
    }),
  );
  return { session, teamId: (created.data as { id: number }).id, teamName };
}

export async function enrolViaApi(request: APIRequestContext, captain: Captain, tournamentId: number) {
  await expectOk(
    await request.post('/api/add-tournament-participants', {
      data: { tournament_id: tournamentId, team_id: captain.teamId, captain_id: captain.session.user.id },
      headers: bearer(captain.session.token),
    }),
  );
}

/** The admin starts the tournament now: the bracket is drawn from the entered teams. */
export async function startAsAdmin(request: APIRequestContext, tournamentId: number) {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const body = await expectOk(
    await request.post(`/api/admin/tournaments/${tournamentId}/start`, { headers: bearer(admin.token) }),
  );
  expect(body.data).toEqual({ outcome: 'started' });
}

export async function walletOf(request: APIRequestContext, session: Session): Promise<number> {
  const body = await expectOk(await request.get('/api/user-profile', { headers: bearer(session.token) }));
  return (body.user as { user_details: { wallet: number } }).user_details.wallet;
}
