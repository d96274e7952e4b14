import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenTransaction } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { makeUser } from '../../../../test/fixtures';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import { accountApi, makeOrder, makeTokenTransaction, pagedAnswer } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';

const ORDER = 'SBX-TOKENS-1';
const capturePath = `POST /api/payments/orders/${ORDER}/capture`;
const vipUser = makeUser({ details: { subscription: 1, token: 3 } });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function tokensApi(user: User, extra: Record<string, Handler | Reply> = {}) {
  return accountApi(user, {
    'GET /api/token-price': ok('Token price', { token_price: 0.5 }),
    'GET /api/user-token-transactions': ok('Token transactions', { data: [] }),
    'POST /api/payments/orders': ok('Payment order created', {
      data: makeOrder({ order_id: ORDER, kind: 'tokens', amount: 1.5, description: '3 VIP tokens' }),
    }),
    [`POST /api/paypal-sandbox/v2/checkout/orders/${ORDER}/approve`]: {
      status: 200,
      body: { id: ORDER, status: 'APPROVED' },
    },
    [capturePath]: ok('Payment captured', {
      data: makeOrder({ order_id: ORDER, kind: 'tokens', amount: 1.5, status: 'COMPLETED' }),
    }),
    ...extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 9 });
}

function tokensAvailable() {
  return within(screen.getByText('Tokens Available').closest('.stat-tile') as HTMLElement);
}

async function openBuyTokens(user: ReturnType<typeof openPanel>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buy Tokens' }));
  return within(await screen.findByRole('dialog', { name: 'Buy Tokens' }));
}

function totalPrice(dialog: ReturnType<typeof within>) {
  return dialog.getByText('Total Price').nextElementSibling!;
}

describe('VIP Tokens (panel 9)', () => {
  it('shows the tokens available, the price of a token and what tokens are for', async () => {
    tokensApi(vipUser);
    openPanel();
    expect(await screen.findByText('1 Token = £0.50')).toBeInTheDocument();
    expect(tokensAvailable().getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Tokens are only for VIP tournaments.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Every member of a team needs a VIP subscription and a token to join a VIP tournament.',
      ),
    ).toBeInTheDocument();
  });

  it("tells a non-VIP 'You are not a VIP subscriber' and offers Upgrade Now instead of Buy Tokens", async () => {
    tokensApi(makeUser({ details: { subscription: 0, token: 0 } }), {
      'GET /api/subscription-details': ok('Subscription', { subscription: null }),
      'GET /api/user-subscription-details': ok('Status', {
        data: { subscription_status: 0, subscription_name: null, expires_at: null },
      }),
    });
    const { user } = openPanel();
    expect(await screen.findByText('You are not a VIP subscriber')).toBeInTheDocument();
    expect(tokensAvailable().getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Tokens' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP Subscription' })).toBeInTheDocument();
  });

  it('starts the stepper at 1 with minus disabled, and Total Price follows the quantity', async () => {
    tokensApi(vipUser);
    const { user } = openPanel();
    await screen.findByText('1 Token = £0.50');
    const dialog = await openBuyTokens(user);
    const minus = dialog.getByRole('button', { name: 'Decrease quantity' });
    const plus = dialog.getByRole('button', { name: 'Increase quantity' });
    expect(dialog.getByLabelText('Quantity')).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    expect(totalPrice(dialog)).toHaveTextContent('£0.50');

    await user.click(plus);
    await user.click(plus);
    expect(dialog.getByLabelText('Quantity')).toHaveTextContent('3');
    expect(totalPrice(dialog)).toHaveTextContent('£1.50');
    expect(minus).toBeEnabled();

    await user.click(minus);
    await user.click(minus);
    expect(dialog.getByLabelText('Quantity')).toHaveTextContent('1');
    expect(minus).toBeDisabled();
  });

  it('buys 3 tokens: order, approval, capture, save with the spec payload; closes and refreshes the count', async () => {
    let history: TokenTransaction[] = [];
    const api = tokensApi(vipUser, {
      'GET /api/user-token-transactions': pagedAnswer('Token transactions', () => history),
      'POST /api/save-token-transaction': () => {
        history = [makeTokenTransaction({ transaction_id: ORDER, total_tokens: 3, amount: 1.5 })];
        return ok('Tokens added to your account', {
          data: history[0],
          user: makeUser({ details: { subscription: 1, token: 6 } }),
        });
      },
    });
    const { user } = openPanel();
    await screen.findByText('1 Token = £0.50');
    const dialog = await openBuyTokens(user);
    await user.click(dialog.getByRole('button', { name: 'Increase quantity' }));
    await user.click(dialog.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await dialog.findByRole('heading', { name: 'Pay with PayPal (sandbox)' });
    // The order is for 3: the quantity cannot change while it is being paid.
    expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Tokens added to your account')).toBeInTheDocument();
    expect(api.calls('POST /api/payments/orders')[0]!.body).toEqual({ kind: 'tokens', quantity: 3 });
    expect(api.calls('POST /api/save-token-transaction').map((call) => call.body)).toEqual([
      {
        transaction_id: ORDER,
        transaction_status: 'COMPLETED',
        amount: 1.5,
        payment_type: 'PayPal',
        token: 3,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tokensAvailable().getByText('6')).toBeInTheDocument();
    expect(await screen.findByText(`#${ORDER}`)).toBeInTheDocument();
  });

  it('shows nothing after a failed token save (spec), and only logs it', async () => {
    tokensApi(vipUser, {
      'POST /api/save-token-transaction': fail(400, 'Invalid', ['The amount paid does not match the price.']),
    });
    const { user } = openPanel();
    await screen.findByText('1 Token = £0.50');
    const dialog = await openBuyTokens(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
    expect(await dialog.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith('Payment was captured but not saved', expect.anything());
    expect(screen.queryByText('The amount paid does not match the price.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tokensAvailable().getByText('3')).toBeInTheDocument();
  });

  it('says under the paid amount when PayPal reversed the payment', async () => {
    tokensApi(vipUser, {
      'GET /api/user-token-transactions': ok('Token transactions', {
        data: [makeTokenTransaction({ amount: 1.5, refunded_amount: 1.5, reversed: true })],
      }),
    });
    openPanel();
    const table = await screen.findByRole('table', { name: 'Tokens History' });
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getAllByRole('cell').at(-1)).toHaveTextContent('£1.50Reversed by PayPal: £1.50');
  });

  it('lists the Tokens History 5 a page: #id, method, DD-MM-YYYY, HH:mm, tokens, paid amount', async () => {
    const all = Array.from({ length: 6 }, (_, i) =>
      makeTokenTransaction({ transaction_id: `TK-${i + 1}`, total_tokens: 2, amount: 1 }),
    );
    tokensApi(vipUser, { 'GET /api/user-token-transactions': pagedAnswer('Token transactions', () => all) });
    const { user } = openPanel();
    const table = await screen.findByRole('table', { name: 'Tokens History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Transaction ID', 'Payment Method', 'Date', 'Time', 'Total Tokens', 'Paid Amount (£)']);
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('rowheader', { name: '#TK-1' })).toBeInTheDocument();
    expect(row.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'PayPal',
      '05-03-2025',
      '14:07',
      '2',
      '£1.00',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Tokens History' }))
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['#TK-6']),
    );
  });
});

describe('VIP Tokens in the chosen language (decision 0062)', () => {
  it('tells a player without VIP in Spanish, with the price in Spanish style', async () => {
    window.history.replaceState(null, '', '/?lang=es');
    try {
      tokensApi(makeUser({ details: { subscription: 0, token: 0 } }));
      openPanel();
      expect(await screen.findByText('No tienes suscripción VIP')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mejorar ahora' })).toBeInTheDocument();
      expect(await screen.findByText('1 token = 0,50 £')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Historial de tokens' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
