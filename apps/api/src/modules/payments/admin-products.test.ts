import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { registerAndLogin } from '../../../test/fixtures';
import { insertPlan, makeVip } from '../../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
const send = (method: 'POST' | 'PUT', url: string, auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: auth, payload });
const get = (url: string, auth: Auth) => t.app.inject({ url, headers: auth });

const actions = async (admin: { auth: Auth }) =>
  body<{ data: Array<{ action: string }> }>(await get('/api/admin/audit', admin.auth)).data.map(
    (a) => a.action,
  );

describe('products in the console', () => {
  it('creates and edits credit packages that players then see and are charged', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const created = await send('POST', '/api/admin/credit-packages', admin.auth, {
      credit: 200,
      amount: 20,
      discounted_amount: 17.5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pack = body<{ data: { id: number } }>(created).data;
    const publicList = body<{ data: unknown[] }>(await get('/api/credit-packages', player.auth)).data;
    expect(publicList).toContainEqual({ id: pack.id, amount: 20, discounted_amount: 17.5, credit: 200 });

    const order = await send('POST', '/api/payments/orders', player.auth, {
      kind: 'credits',
      plan_id: pack.id,
    });
    expect(body<{ data: { amount: number } }>(order).data.amount).toBe(17.5);

    const hidden = await send('PUT', `/api/admin/credit-packages/${pack.id}`, admin.auth, {
      credit: 200,
      amount: 20,
      discounted_amount: null,
      active: false,
    });
    expect(body(hidden)).toMatchObject({ data: { active: false, discounted_amount: null } });
    expect(
      body<{ data: Array<{ id: number }> }>(await get('/api/credit-packages', player.auth)).data.map(
        (p) => p.id,
      ),
    ).not.toContain(pack.id);
    const admins = body<{ data: Array<{ id: number; active: boolean }> }>(
      await get('/api/admin/credit-packages', admin.auth),
    ).data;
    expect(admins.find((p) => p.id === pack.id)).toMatchObject({ active: false, sold: 0 });

    for (const bad of [
      { credit: 0, amount: 5 },
      { credit: 10, amount: 0 },
      { credit: 10, amount: 5, discounted_amount: 6 },
      { credit: 10, amount: 5.555 },
      { credit: 1.5, amount: 5 },
    ]) {
      expect(
        (await send('POST', '/api/admin/credit-packages', admin.auth, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect(
      (await send('PUT', '/api/admin/credit-packages/999999', admin.auth, { credit: 1, amount: 1 }))
        .statusCode,
    ).toBe(404);
    expect(await actions(admin)).toEqual(['credit_package.update', 'credit_package.create']);
  });

  it('sets the VIP plan (sanitising its HTML) and the token price that orders are charged', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    await insertPlan(t.database, { name: 'Old VIP' });
    const saved = await send('PUT', '/api/admin/subscription-plan', admin.auth, {
      name: 'VIP Gold',
      price: 12.5,
      duration: 3,
      features: '<ul><li onclick="steal()">Elite cups</li></ul><script>alert(1)</script>',
      instruction: '<p>No auto-renewal.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = body<{ subscription: { name: string; price: number; duration: number; features: string } }>(
      await get('/api/subscription-details', player.auth),
    ).subscription;
    expect(plan).toMatchObject({ name: 'VIP Gold', price: 12.5, duration: 3 });
    expect(plan.features).not.toMatch(/script|onclick/);

    expect((await send('PUT', '/api/admin/token-price', admin.auth, { token_price: 0 })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', '/api/admin/token-price', admin.auth, { token_price: 3.25 })).statusCode).toBe(
      200,
    );
    expect(body<{ token_price: number }>(await get('/api/token-price', player.auth)).token_price).toBe(3.25);
    await makeVip(t.database, player.user.id, new Date(Date.now() + 86_400_000));
    const order = await send('POST', '/api/payments/orders', player.auth, { kind: 'tokens', quantity: 2 });
    expect(body<{ data: { amount: number } }>(order).data.amount).toBe(6.5);
    expect(await actions(admin)).toEqual(['token_price.update', 'subscription_plan.update']);
  });
});
