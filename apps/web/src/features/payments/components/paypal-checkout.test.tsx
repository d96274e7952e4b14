import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { ok } from '../../../../test/http';
import { accountApi, makeOrder, makeTokenTransaction } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';
import type { PayPalButtonsOptions, PayPalNamespace } from './paypal-sdk';

const ORDER = 'PAYPAL-ORDER-9';
const SDK_SRC = 'https://www.paypal.com/sdk/js?client-id=live-client&currency=GBP&intent=capture';

/** PayPal's SDK at the edge: Buttons render one button that runs createOrder then onApprove. */
function fakePayPal(): { namespace: PayPalNamespace; rendered: PayPalButtonsOptions[] } {
  const rendered: PayPalButtonsOptions[] = [];
  const namespace: PayPalNamespace = {
    Buttons: (options) => ({
      render: async (container) => {
        rendered.push(options);
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal Checkout';
        button.addEventListener('click', () => {
          void options.createOrder().then((orderID) => options.onApprove({ orderID }));
        });
        container.append(button);
      },
      close: async () => undefined,
    }),
  };
  return { namespace, rendered };
}

function sdkScripts() {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]'));
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete window.paypal;
});

describe('Checkout with PayPal (provider paypal)', () => {
  it('loads the SDK once, on demand, and pays through the buttons: order, capture, save', async () => {
    const api = accountApi(makeUser({ details: { subscription: 1, token: 3 } }), {
      'GET /api/payments/config': ok('Payments config', {
        data: { provider: 'paypal', client_id: 'live-client', currency: 'GBP' },
      }),
      'GET /api/token-price': ok('Token price', { token_price: 0.5 }),
      'GET /api/user-token-transactions': ok('Token transactions', { data: [] }),
      'POST /api/payments/orders': ok('Payment order created', {
        data: makeOrder({ order_id: ORDER, provider: 'paypal', kind: 'tokens', amount: 0.5 }),
      }),
      [`POST /api/payments/orders/${ORDER}/capture`]: ok('Payment captured', {
        data: makeOrder({
          order_id: ORDER,
          provider: 'paypal',
          kind: 'tokens',
          amount: 0.5,
          status: 'COMPLETED',
        }),
      }),
      'POST /api/save-token-transaction': ok('Tokens added to your account', {
        data: makeTokenTransaction({ transaction_id: ORDER }),
        user: makeUser({ details: { subscription: 1, token: 4 } }),
      }),
    });
    const { user } = renderApp('/myprofile', { menu: 9 });
    await screen.findByText('1 Token = £0.50');
    // Nothing of PayPal is loaded until a payment step opens.
    expect(sdkScripts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Buy Tokens' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy Tokens' }));
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    expect(sdkScripts()[0]!.src).toBe(SDK_SRC);
    expect(dialog.getByText('Loading PayPal…')).toBeInTheDocument();
    expect(dialog.getByText('From 1 to 100 tokens at a time.')).toBeInTheDocument();

    const { namespace, rendered } = fakePayPal();
    window.paypal = namespace;
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    await user.click(await dialog.findByRole('button', { name: 'PayPal Checkout' }));

    expect(await screen.findByText('Tokens added to your account')).toBeInTheDocument();
    expect(rendered).toHaveLength(1);
    expect(api.calls('POST /api/payments/orders')[0]!.body).toEqual({ kind: 'tokens', quantity: 1 });
    expect(api.calls(`POST /api/payments/orders/${ORDER}/capture`)).toHaveLength(1);
    expect(api.calls('POST /api/save-token-transaction')[0]!.body).toMatchObject({
      transaction_id: ORDER,
      transaction_status: 'COMPLETED',
      token: 1,
    });
    // No sandbox step with the real provider.
    expect(api.requests.some((r) => r.url.includes('paypal-sandbox'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A second payment step reuses the loaded SDK.
    await user.click(screen.getByRole('button', { name: 'Buy Tokens' }));
    await within(await screen.findByRole('dialog', { name: 'Buy Tokens' })).findByRole('button', {
      name: 'PayPal Checkout',
    });
    expect(sdkScripts()).toHaveLength(1);
  });
});

describe('Checkout with PayPal in the chosen language', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  function tokensApi(config: { client_id: string | null }) {
    return accountApi(makeUser({ details: { subscription: 1, token: 3 } }), {
      'GET /api/payments/config': ok('Payments config', {
        data: { provider: 'paypal', currency: 'GBP', ...config },
      }),
      'GET /api/token-price': ok('Token price', { token_price: 0.5 }),
      'GET /api/user-token-transactions': ok('Token transactions', { data: [] }),
    });
  }

  it('says the loading step and the quantity range in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    // A client id of its own: the SDK of another is loaded once per page and would skip the loading step.
    tokensApi({ client_id: 'german-client' });
    const { user } = renderApp('/myprofile', { menu: 9 });
    await user.click(await screen.findByRole('button', { name: 'Token kaufen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Token kaufen' }));
    expect(await dialog.findByText('PayPal wird geladen…')).toBeInTheDocument();
    expect(dialog.getByText('1 bis 100 Token auf einmal.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
    for (const script of sdkScripts()) if (script.src.includes('german-client')) script.remove();
  });

  it('says in Italian that the payment service is not available', async () => {
    window.history.replaceState(null, '', '/?lang=it');
    tokensApi({ client_id: null });
    const { user } = renderApp('/myprofile', { menu: 9 });
    await user.click(await screen.findByRole('button', { name: 'Acquista token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Acquista token' }));
    expect(
      await dialog.findByText('Il servizio di pagamento non è disponibile al momento, riprova più tardi.'),
    ).toBeInTheDocument();
  });
});
