import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSubscription } from '@arena/shared/payments';
import { makeUser } from '../../../../test/fixtures';
import { ok, type Handler, type Reply } from '../../../../test/http';
import { accountApi, localIso, makeOrder, makePlan } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';

const ORDER = 'SBX-VIP-1';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function status(subscription_status: number, expires_at: string | null = null): UserSubscription {
  return {
    subscription_status,
    subscription_name: subscription_status === 0 ? null : 'VIP Elite',
    expires_at,
  };
}

function vipApi(current: () => UserSubscription, extra: Record<string, Handler | Reply> = {}) {
  return accountApi(makeUser(), {
    'GET /api/subscription-details': ok('Subscription', { subscription: makePlan() }),
    'GET /api/user-subscription-details': () => ok('Subscription status', { data: current() }),
    'POST /api/payments/orders': ok('Payment order created', {
      data: makeOrder({
        order_id: ORDER,
        kind: 'subscription',
        amount: 9.99,
        description: 'VIP Elite, 1 month',
      }),
    }),
    [`POST /api/paypal-sandbox/v2/checkout/orders/${ORDER}/approve`]: {
      status: 200,
      body: { id: ORDER, status: 'APPROVED' },
    },
    [`POST /api/payments/orders/${ORDER}/capture`]: ok('Payment captured', {
      data: makeOrder({ order_id: ORDER, kind: 'subscription', amount: 9.99, status: 'COMPLETED' }),
    }),
    ...extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 5 });
}

describe('VIP Subscription (panel 5)', () => {
  it('shows the plan: name, price per month, duration, features and instruction as HTML', async () => {
    vipApi(() => status(0), {
      'GET /api/subscription-details': ok('Subscription', {
        subscription: makePlan({
          features: '<ul><li>Monthly elite cup</li></ul><script>window.hacked = true</script>',
          duration: 3,
        }),
      }),
    });
    openPanel();
    const plan = within(
      (await screen.findByRole('heading', { level: 3, name: 'VIP Elite' })).closest('article')!,
    );
    expect(plan.getByText('£9.99')).toBeInTheDocument();
    expect(plan.getByText('£9.99').parentElement).toHaveTextContent('£9.99 / month');
    expect(plan.getByText('Duration: 3 months')).toBeInTheDocument();
    expect(plan.getByRole('listitem')).toHaveTextContent('Monthly elite cup');
    expect(plan.getByText('Buy tokens after subscribing.')).toBeInTheDocument();
    expect(document.querySelector('.vip-plan script')).toBeNull();
  });

  it('offers Upgrade Now when never subscribed (status 0)', async () => {
    vipApi(() => status(0));
    openPanel();
    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it('congratulates an active subscriber (status 1) and shows the end date, with no button', async () => {
    vipApi(() => status(1, localIso(2025, 4, 5, 10, 0)));
    openPanel();
    expect(
      await screen.findByText('Congratulations! Your VIP Elite plan is already active.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Active until 05-04-2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Now' })).not.toBeInTheDocument();
  });

  it.each([2, 7])('offers Renew Now for any other status (%i)', async (value) => {
    vipApi(() => status(value, localIso(2025, 1, 31, 10, 0)));
    openPanel();
    expect(await screen.findByRole('button', { name: 'Renew Now' })).toBeInTheDocument();
    expect(screen.getByText(/has expired \(ended 31-01-2025\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('says so when no plan is on sale', async () => {
    vipApi(() => status(0), { 'GET /api/subscription-details': ok('Subscription', { subscription: null }) });
    openPanel();
    expect(await screen.findByText('There is no VIP plan on sale right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('upgrades: subscription order, approval, capture, then the spec payload; the plan shows as active', async () => {
    let current = status(0);
    const vip = makeUser({ details: { subscription: 1 } });
    const api = vipApi(() => current, {
      'POST /api/save-subscription-transaction': () => {
        current = status(1, localIso(2025, 4, 5, 10, 0));
        return ok('Your VIP subscription is active', { data: current, user: vip });
      },
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade Now' }));
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    const approval = within(
      (await dialog.findByRole('heading', { name: 'Pay with PayPal (sandbox)' })).closest('section')!,
    );
    expect(approval.getByText('VIP Elite, 1 month')).toBeInTheDocument();
    expect(approval.getByText('£9.99')).toBeInTheDocument();
    await user.click(approval.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Your VIP subscription is active')).toBeInTheDocument();
    expect(api.calls('POST /api/payments/orders')[0]!.body).toEqual({ kind: 'subscription', plan_id: 1 });
    expect(api.calls('POST /api/save-subscription-transaction').map((call) => call.body)).toEqual([
      {
        transaction_id: ORDER,
        transaction_status: 'COMPLETED',
        transaction_amount: 9.99,
        plan_duration: 1,
        plan_name: 'VIP Elite',
        plan_status: 'active',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Congratulations! Your VIP Elite plan is already active.'),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user')!).user_details.subscription).toBe(1);
  });

  it('renews through the same payment step, titled Renew Now', async () => {
    const api = vipApi(() => status(2));
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Renew Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renew Now' }));
    expect(dialog.getByText('The subscription does not renew automatically.')).toBeInTheDocument();
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await dialog.findByRole('button', { name: 'Approve payment' });
    expect(api.calls('POST /api/payments/orders')[0]!.body).toEqual({ kind: 'subscription', plan_id: 1 });
  });
});
