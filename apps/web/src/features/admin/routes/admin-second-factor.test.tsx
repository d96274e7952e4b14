/**
 * The console's second factor (decision 0057): an admin without one meets a screen pointing to My Account's
 * Security panel instead of the console; a payout refused for a stale check opens the step-up dialog and is sent
 * again once the code is confirmed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { ok, fail } from '../../../../test/http';
import { adminApi, makeAdminWithdrawal, paged } from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

const noSecondFactor = ok('Two-factor sign-in', {
  two_factor: { enabled: false, enabled_at: null, recovery_codes_left: 0, passkeys: 0 },
});

describe('the console and the second factor', () => {
  it('shows an admin without a second factor the way to set one up, instead of the console', async () => {
    const api = adminApi({ 'GET /api/two-factor': noSecondFactor });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up a second factor to open the console' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account, Security' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/myprofile\?menu=11$/),
    );
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('opens the console to an admin whose only second factor is a passkey', async () => {
    adminApi({
      'GET /api/two-factor': ok('Two-factor sign-in', {
        two_factor: { enabled: false, enabled_at: null, recovery_codes_left: 0, passkeys: 1 },
      }),
      'GET /api/admin/withdrawals': paged('Withdrawal requests', []),
      'GET /api/admin/shortfalls': ok('Shortfalls', { data: [] }),
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'paypal', client_id: 'x', currency: 'GBP' },
      }),
    });
    renderApp('/admin/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
  });

  it('asks for the second factor again when a payout is refused for a stale check, then pays', async () => {
    let checked = false;
    const api = adminApi({
      'GET /api/admin/withdrawals': () => paged('Withdrawal requests', [makeAdminWithdrawal({ id: 4 })]),
      'GET /api/admin/shortfalls': ok('Shortfalls', { data: [] }),
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'paypal', client_id: 'x', currency: 'GBP' },
      }),
      'POST /api/admin/withdrawals/4/pay': () =>
        checked
          ? ok('The payout was sent to PayPal', {
              data: makeAdminWithdrawal({ id: 4, status: 'processing' }),
            })
          : fail(400, TWO_FACTOR_MESSAGES.stepUpRequired, undefined, STEP_UP_REQUIRED),
      'POST /api/step-up': () => {
        checked = true;
        return ok(TWO_FACTOR_MESSAGES.stepUpPassed, { second_factor_at: new Date().toISOString() });
      },
    });
    const { user } = renderApp('/admin/withdrawals');
    const row = within(await screen.findByRole('row', { name: /#4/ }));
    await user.click(row.getByRole('button', { name: 'Pay request #4' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Pay request #4?' }));
    await user.click(confirm.getByRole('button', { name: /^Pay £/ }));

    const stepUp = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.type(stepUp.getByLabelText('Authentication code'), '123456');
    await user.click(stepUp.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST /api/admin/withdrawals/4/pay')).toHaveLength(2));
    expect(api.calls('POST /api/step-up')[0]!.body).toEqual({ code: '123456' });
    expect(await screen.findByText('The payout was sent to PayPal')).toBeInTheDocument();
    // The refusal opened the dialog; it was not shown as an error toast.
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.stepUpRequired)).not.toBeInTheDocument();
  });

  it('asks for the second factor again in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    adminApi({
      'GET /api/admin/withdrawals': () => paged('Withdrawal requests', [makeAdminWithdrawal({ id: 4 })]),
      'GET /api/admin/shortfalls': ok('Shortfalls', { data: [] }),
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'paypal', client_id: 'x', currency: 'GBP' },
      }),
      'POST /api/admin/withdrawals/4/pay': fail(
        400,
        TWO_FACTOR_MESSAGES.stepUpRequired,
        undefined,
        STEP_UP_REQUIRED,
      ),
    });
    const { user } = renderApp('/admin/withdrawals');
    const row = within(await screen.findByRole('row', { name: /#4/ }));
    await user.click(await row.findByRole('button', { name: 'Anfrage #4 auszahlen' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Anfrage #4 auszahlen?' }));
    await user.click(confirm.getByRole('button', { name: / auszahlen$/ }));

    const stepUp = within(await screen.findByRole('dialog', { name: 'Bestätige, dass du es bist' }));
    expect(
      stepUp.getByText(
        'Auszahlungen und Erstattungen verlangen eine frische Prüfung deines zweiten Faktors (höchstens 15 Minuten alt). Bestätige, dann wird der Vorgang gesendet.',
      ),
    ).toBeInTheDocument();
    expect(stepUp.getByRole('form', { name: 'Bestätige, dass du es bist' })).toBeInTheDocument();
    expect(stepUp.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    expect(stepUp.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
