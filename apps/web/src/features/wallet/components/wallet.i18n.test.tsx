import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { EMAIL_NOT_VERIFIED } from '@arena/shared/email-verification';
import { fail, ok } from '../../../../test/http';
import { accountApi, makeWithdrawal } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the wallet in the chosen language (decision 0062)', () => {
  it('shows the balance, the history and the withdrawal dialog in German, money in German style', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    const user = makeUser({ details: { wallet: 1234.5, paypal_email: 'nova@paypal.test' } });
    accountApi(user, {
      'GET /api/user-withdrawal-money-requests': ok('Withdrawals', {
        data: [makeWithdrawal({ id: 1, amount: 20, status: 'rejected', reason: 'Duplicate' })],
      }),
    });
    renderApp('/myprofile', { menu: 8 });
    const balance = (await screen.findByText('Verfügbares Guthaben')).closest('.stat-tile') as HTMLElement;
    expect(within(balance).getByText('1.234,50 £')).toBeInTheDocument();
    expect(await screen.findByText('Abgelehnt: Der Betrag ist zurück in deiner Wallet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auszahlungsverlauf' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Auszahlen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Geld auszahlen' }));
    expect(dialog.getByLabelText('Betrag')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Betrag'), '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(dialog.getByText('Der Betrag ist höher als dein verfügbares Guthaben.')).toBeInTheDocument(),
    );
  });

  it('says in Polish what a player owes after a spent refund, with the language\'s plural forms and "and"', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    const user = makeUser({ details: { wallet: 0, paypal_email: 'nova@paypal.test' } });
    const shortfall = (id: number, asset: 'credits' | 'tokens' | 'vip_days', amount: number) => ({
      id,
      user_id: user.id,
      order_id: `ORDER-${id}`,
      asset,
      amount,
      created_at: '2026-11-20T10:00:00.000Z',
      settled_at: null,
      settle_note: null,
    });
    accountApi(user, {
      'GET /api/user-shortfalls': ok('Shortfalls', {
        data: [shortfall(3, 'credits', 70), shortfall(2, 'vip_days', 3), shortfall(1, 'tokens', 22)],
      }),
    });
    renderApp('/myprofile', { menu: 8 });
    const notice = (await screen.findByText(/Wypłaty na twoim koncie są wstrzymane/)).closest(
      '[role="status"]',
    );
    expect(notice).toHaveTextContent('Do zwrotu: 70 kredytów, 3 dni VIP i 22 tokeny VIP');
  });

  it('says the statement download and an unverified e-mail notice in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    const refusal = fail(400, 'Bitte bestätige zuerst deine E-Mail-Adresse.');
    accountApi(makeUser({ details: { paypal_email: null } }), {
      'GET /api/user-withdrawal-money-requests': ok('Withdrawals', { data: [] }),
      'POST /api/update-user-paypal-email': {
        ...refusal,
        body: { ...refusal.body, code: EMAIL_NOT_VERIFIED },
      },
    });
    renderApp('/myprofile', { menu: 8 });
    expect(
      await screen.findByRole('button', { name: 'Kontoauszug herunterladen (CSV)' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mail ändern' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verknüpfe dein PayPal-Konto' }));
    await userEvent.type(dialog.getByLabelText('PayPal-E-Mail'), 'new@paypal.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Aktualisieren' }));
    const notice = within(await dialog.findByRole('alert'));
    expect(
      notice.getByText(
        'Bitte bestätige zuerst deine E-Mail-Adresse: Öffne den Link aus unserer E-Mail oder fordere unter „Mein Konto“ einen neuen an.',
      ),
    ).toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Neuen Bestätigungslink senden' })).toBeInTheDocument();
  });
});
