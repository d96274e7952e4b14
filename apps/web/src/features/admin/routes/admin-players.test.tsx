import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PAYMENT_MESSAGES, type AdminPaymentOrder } from '@arena/shared/payments';
import { ADMIN_MESSAGES, type AdminPlayer, type LedgerEntry } from '@arena/shared/admin';
import type { PlayerIdentityCheck } from '@arena/shared/wallet';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import {
  adminApi,
  makeAdminPaymentOrder,
  makeAdminPlayer,
  makeShortfall,
  paged,
} from '../../../../test/admin-fixtures';
import { queryOf } from '../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../test/render-app';

const ledger: LedgerEntry[] = [
  {
    id: 5,
    asset: 'wallet',
    delta: 35,
    balance_after: 60.5,
    reason: 'prize',
    reference: 'prize:9:1',
    created_by: null,
    note: null,
    created_at: '2025-03-05T14:07:00.000Z',
  },
];

function playerApi(player: AdminPlayer, extra: Record<string, Handler | Reply> = {}) {
  return adminApi({
    'GET /api/admin/players/7': ok('Player', {
      data: player,
      ledger,
      pagination: { page: 1, per_page: 20, total: 1, last_page: 1 },
    }),
    'GET /api/admin/players/7/payments': ok('Purchases', { data: [] }),
    'GET /api/admin/shortfalls': ok('Shortfalls', { data: [] }),
    'GET /api/admin/players/7/identity-check': ok('Identity check', { data: identityCheck() }),
    ...extra,
  });
}

function identityCheck(overrides: Partial<PlayerIdentityCheck> = {}): PlayerIdentityCheck {
  return {
    status: 'below',
    counted: 120,
    threshold: 1739.14,
    threshold_eur: 2000,
    gbp_eur_rate: 1.15,
    waiting: 0,
    approved: 0,
    refused: 0,
    last_review: null,
    ...overrides,
  };
}

async function openPlayer() {
  const view = renderApp('/admin/players/7');
  await screen.findByRole('heading', { level: 1, name: 'NovaStrike' });
  return view;
}

describe('players in the console', () => {
  it('searches players on the server and pages the answer', async () => {
    const api = adminApi({
      'GET /api/admin/players': ({ url }) => {
        const query = queryOf(url);
        const rows = query.get('search') === 'nova' ? [makeAdminPlayer()] : [];
        return paged('Players', rows, Number(query.get('page') ?? 1), 20, query.get('search') ? 1 : 45);
      },
    });
    const { user } = renderApp('/admin/players');
    expect(await screen.findByText('No players yet.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Players pages' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search players'), 'nova{Enter}');
    const table = within(await screen.findByRole('region', { name: 'Players table' }));
    expect(table.getByRole('link', { name: 'NovaStrike' })).toHaveAttribute('href', '/admin/players/7');
    expect(table.getByText('£25.50')).toBeInTheDocument();
    const last = api.calls('GET /api/admin/players').at(-1)!;
    expect(queryOf(last.url).get('search')).toBe('nova');
    expect(queryOf(last.url).get('page')).toBe('1');
  });

  it('shows the profile, balances and ledger', async () => {
    playerApi(makeAdminPlayer({ paypal_email: 'nova@paypal.test' }));
    await openPlayer();
    expect(screen.getByText('nova@paypal.test')).toBeInTheDocument();
    const ledgerTable = within(screen.getByRole('region', { name: 'Ledger table' }));
    expect(ledgerTable.getByRole('rowheader', { name: 'prize' })).toBeInTheDocument();
    expect(ledgerTable.getByText('+£35.00')).toBeInTheDocument();
    expect(ledgerTable.getByText('£60.50')).toBeInTheDocument();
  });

  it('bans only with a reason, and sends it', async () => {
    const api = playerApi(makeAdminPlayer(), {
      'POST /api/admin/players/7/ban': ok(ADMIN_MESSAGES.banned, {
        data: makeAdminPlayer({ banned_at: '2025-03-05T14:07:00.000Z' }),
      }),
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban NovaStrike?' }));
    await user.type(dialog.getByLabelText('Reason for the ban'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Ban player' }));
    expect(await dialog.findByText('A reason is required (at least 3 characters)')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/ban')).toHaveLength(0);
    await user.clear(dialog.getByLabelText('Reason for the ban'));
    await user.type(dialog.getByLabelText('Reason for the ban'), 'Cheating in the final');
    await user.click(dialog.getByRole('button', { name: 'Ban player' }));
    expect(await screen.findByText(ADMIN_MESSAGES.banned)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/ban')[0]!.body).toEqual({ reason: 'Cheating in the final' });
  });

  it('marks an unverified e-mail as verified with a written reason', async () => {
    const verifiedAt = '2026-11-28T10:00:00.000Z';
    const api = playerApi(makeAdminPlayer({ email_verified_at: null }), {
      'POST /api/admin/players/7/verify-email': ok(ADMIN_MESSAGES.emailMarkedVerified, {
        data: makeAdminPlayer({ email_verified_at: verifiedAt }),
      }),
    });
    const { user } = await openPlayer();
    expect(screen.getByText(/Not verified/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as verified' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark the e-mail of NovaStrike as verified?' }),
    );
    const reason = dialog.getByLabelText('How the player showed the address is theirs');
    await user.type(reason, 'Confirmed by reply to ticket 4411');
    await user.click(dialog.getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailMarkedVerified)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/verify-email')[0]!.body).toEqual({
      reason: 'Confirmed by reply to ticket 4411',
    });
  });

  it("forces a password reset after a confirmation, and exports the player's data as a file", async () => {
    const api = playerApi(makeAdminPlayer(), {
      'POST /api/admin/players/7/force-password-reset': ok(ADMIN_MESSAGES.passwordResetForced, {
        data: makeAdminPlayer(),
      }),
      'GET /api/admin/players/7/data': ok(ADMIN_MESSAGES.dataExported, {
        data: { generated_at: '2026-11-28T10:00:00.000Z', account: { player_id: 'AR-7' }, tables: {} },
      }),
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Force password reset' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Force a password reset for NovaStrike?' }),
    );
    expect(api.calls('POST /api/admin/players/7/force-password-reset')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Force password reset' }));
    expect(await screen.findByText(ADMIN_MESSAGES.passwordResetForced)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/force-password-reset')).toHaveLength(1);

    const saved: string[] = [];
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Export data (JSON)' }));
      await waitFor(() => expect(saved).toEqual(['arena-player-data-AR-7-2026-11-28.json']));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
    }
  });

  it('marks a player who signs in with a second factor, and a deleted account', async () => {
    playerApi(
      makeAdminPlayer({
        two_factor: true,
        deleted_at: '2026-11-28T10:00:00.000Z',
      }),
    );
    await openPlayer();
    expect(screen.getAllByText('2FA').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Deleted').length).toBeGreaterThan(0);
    expect(screen.queryByText('Active')).toBeNull();
  });

  it('cannot ban an admin: the button says why', async () => {
    playerApi(makeAdminPlayer({ role: 'admin' }));
    await openPlayer();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ban' })).toHaveAttribute(
      'title',
      ADMIN_MESSAGES.cannotBanAdmin,
    );
  });

  it('adjusts a balance with the shared rules and a written reason', async () => {
    const api = playerApi(makeAdminPlayer(), {
      'POST /api/admin/players/7/adjust': ok(ADMIN_MESSAGES.adjusted, {
        data: makeAdminPlayer({ credits: 62 }),
      }),
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust the balance of NovaStrike' }));
    await user.type(dialog.getByLabelText('Amount to add (negative to take away)'), '2.5');
    await user.click(dialog.getByRole('button', { name: 'Adjust balance' }));
    expect(await dialog.findByText('Credits and tokens are whole numbers')).toBeInTheDocument();
    expect(dialog.getByText('A reason is required (at least 3 characters)')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Amount to add (negative to take away)'));
    await user.type(dialog.getByLabelText('Amount to add (negative to take away)'), '+50');
    await user.type(dialog.getByLabelText('Reason'), 'Compensation for the outage');
    await user.click(dialog.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(ADMIN_MESSAGES.adjusted)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/adjust')[0]!.body).toEqual({
      asset: 'credits',
      delta: 50,
      reason: 'Compensation for the outage',
    });
  });

  it("shows the server's refusal of an adjustment as a toast and keeps the dialog open", async () => {
    playerApi(makeAdminPlayer(), {
      'POST /api/admin/players/7/adjust': fail(400, 'Validation failed', [
        'The balance cannot go below zero.',
      ]),
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust the balance of NovaStrike' }));
    await user.selectOptions(dialog.getByLabelText('Balance'), 'Wallet (£)');
    await user.type(dialog.getByLabelText('Amount to add (negative to take away)'), '-100.50');
    await user.type(dialog.getByLabelText('Reason'), 'Chargeback');
    await user.click(dialog.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('The balance cannot go below zero.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adjust the balance of NovaStrike' })).toBeInTheDocument();
  });

  it('promotes a player to admin after a confirmation', async () => {
    const api = playerApi(makeAdminPlayer(), {
      'POST /api/admin/players/7/role': ok(ADMIN_MESSAGES.roleChanged, {
        data: makeAdminPlayer({ role: 'admin' }),
      }),
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make NovaStrike an admin?' }));
    await user.click(dialog.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText(ADMIN_MESSAGES.roleChanged)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/players/7/role')[0]!.body).toEqual({ role: 'admin' });
  });
});

describe("a player's money in the console (decision 0012)", () => {
  it("downloads the player's statement with the admin's bearer token", async () => {
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/ledger-statement': new Response('date,asset\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="arena-statement-NOVA-2025-03-05.csv"',
        },
      }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['arena-statement-NOVA-2025-03-05.csv']));
    expect(api.calls('GET /api/admin/players/7/ledger-statement')[0]!.headers.authorization).toMatch(
      /^Bearer /,
    );
    click.mockRestore();
  });

  it('lists the purchases and refunds one after a confirmation, with an optional reason', async () => {
    let state: AdminPaymentOrder['state'] = 'completed';
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/payments': () =>
        ok('Purchases', {
          data: [
            makeAdminPaymentOrder({
              id: 1,
              order_id: 'ORDER-1',
              state,
              refunded_amount: state === 'refunded' ? 10 : 0,
            }),
            makeAdminPaymentOrder({
              id: 2,
              order_id: 'ORDER-2',
              state: 'capture_pending',
              last_error: 'PENDING_REVIEW',
            }),
          ],
        }),
      'POST /api/admin/payments/ORDER-1/refund': () => {
        state = 'refunded';
        return ok('The purchase was refunded', { data: makeAdminPaymentOrder({ state: 'refunded' }) });
      },
    });
    const { user } = await openPlayer();
    const table = within(await screen.findByRole('table', { name: 'Purchases' }));
    const pending = within(await table.findByRole('row', { name: /ORDER-2/ }));
    expect(pending.getByText('Held by PayPal')).toBeInTheDocument();
    expect(pending.getByText('Last problem: PENDING_REVIEW')).toBeInTheDocument();
    expect(pending.queryByRole('button')).not.toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Refund order ORDER-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ORDER-1?' }));
    expect(dialog.getByText(/up to what is left of this purchase .*: £10\.00\./)).toBeInTheDocument();
    expect(dialog.getByText(/recorded as a shortfall/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Amount to refund (£)')).toHaveValue('10.00');
    await user.type(dialog.getByLabelText('Reason for the refund (optional)'), 'Bought by mistake');
    await user.click(dialog.getByRole('button', { name: 'Refund purchase' }));
    expect(await screen.findByText('The purchase was refunded')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/payments/ORDER-1/refund')[0]!.body).toEqual({
      amount: 10,
      note: 'Bought by mistake',
      // What the admin saw refunded: another admin's refund in between is refused, not doubled.
      refunded_before: 0,
    });
    const refunded = within(await table.findByRole('row', { name: /ORDER-1/ }));
    expect(await refunded.findByText('Refunded')).toBeInTheDocument();
    expect(refunded.queryByRole('button')).not.toBeInTheDocument();
  });

  it('refunds part of what is left, and checks the amount first with the shared messages', async () => {
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/payments': ok('Purchases', {
        data: [makeAdminPaymentOrder({ state: 'partially_refunded', amount: 10, refunded_amount: 2.5 })],
      }),
      'POST /api/admin/payments/ORDER-1/refund': ok('The purchase was refunded', {
        data: makeAdminPaymentOrder({ state: 'partially_refunded', amount: 10, refunded_amount: 5 }),
      }),
    });
    const { user } = await openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Refund order ORDER-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ORDER-1?' }));
    const amount = dialog.getByLabelText('Amount to refund (£)');
    expect(amount).toHaveValue('7.50');
    for (const [typed, message] of [
      ['7.51', PAYMENT_MESSAGES.refundAboveRemaining],
      ['abc', 'The amount must be a number'],
      ['0', 'The amount must be more than 0'],
      ['1.005', 'The amount has at most 2 decimals'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(dialog.getByRole('button', { name: 'Refund purchase' }));
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /api/admin/payments/ORDER-1/refund')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(dialog.getByRole('button', { name: 'Refund purchase' }));
    expect(await screen.findByText('The purchase was refunded')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/payments/ORDER-1/refund')[0]!.body).toEqual({
      amount: 2.5,
      refunded_before: 2.5,
    });
  });

  it('says in German that the amount is more than what is left to refund', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/payments': ok('Purchases', {
        data: [makeAdminPaymentOrder({ state: 'partially_refunded', amount: 10, refunded_amount: 2.5 })],
      }),
    });
    const { user } = await openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Bestellung ORDER-1 erstatten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bestellung ORDER-1 erstatten?' }));
    const amount = dialog.getByLabelText('Zu erstattender Betrag (£)');
    await user.clear(amount);
    await user.type(amount, '7.51');
    await user.click(dialog.getByRole('button', { name: 'Kauf erstatten' }));
    expect(
      await dialog.findByText('Der Betrag ist höher als das, was noch erstattet werden kann.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/payments/ORDER-1/refund')).toHaveLength(0);
  });

  it('shows the refusal of a refund, and lists the purchases again', async () => {
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/payments': ok('Purchases', { data: [makeAdminPaymentOrder()] }),
      'POST /api/admin/payments/ORDER-1/refund': fail(409, PAYMENT_MESSAGES.refundsChanged),
    });
    const { user } = await openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Refund order ORDER-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ORDER-1?' }));
    const listed = api.calls('GET /api/admin/players/7/payments').length;
    await user.click(dialog.getByRole('button', { name: 'Refund purchase' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.refundsChanged)).toBeInTheDocument();
    // Another admin refunded first: the list shows what is left now.
    await waitFor(() =>
      expect(api.calls('GET /api/admin/players/7/payments').length).toBeGreaterThan(listed),
    );
  });

  it("shows the player's identity check: what counts, what waits and the last review (decision 0056)", async () => {
    playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/players/7/identity-check': ok('Identity check', {
        data: identityCheck({
          status: 'reached',
          counted: 1900,
          waiting: 1,
          approved: 1,
          last_review: {
            withdrawal_id: 11,
            decision: 'approved',
            note: 'Passport checked',
            reviewed_at: '2025-03-07T10:00:00.000Z',
            reviewed_by: { id: 1, name: 'Organiser' },
          },
        }),
      }),
    });
    await openPlayer();
    const section = within(await screen.findByRole('region', { name: 'Identity check' }));
    expect(await section.findByText('Threshold reached')).toBeInTheDocument();
    expect(section.getByText(/£1,900.00 of £1,739.14/)).toBeInTheDocument();
    expect(section.getByText('1 approved, 0 refused')).toBeInTheDocument();
    expect(section.getByText('Note: Passport checked')).toBeInTheDocument();
    expect(
      section.getByRole('link', { name: '1 waiting for review in the withdrawals queue' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/admin\/withdrawals\?status=review$/));
  });

  it("lists the player's shortfalls, open and settled", async () => {
    const api = playerApi(makeAdminPlayer({ id: 7, name: 'NovaStrike' }), {
      'GET /api/admin/shortfalls': ok('Shortfalls', {
        data: [
          makeShortfall({ id: 2, user_id: 7, asset: 'vip_days', amount: 1 }),
          makeShortfall({
            id: 1,
            user_id: 7,
            asset: 'tokens',
            amount: 4,
            settled_at: '2025-03-07T10:00:00.000Z',
            settle_note: 'Written off',
          }),
        ],
      }),
    });
    await openPlayer();
    const table = within(await screen.findByRole('table', { name: 'Shortfalls' }));
    const open = within(await table.findByRole('row', { name: /1 VIP day/ }));
    expect(open.getByText('Open: withdrawals paused')).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Settle shortfall #2' })).toBeInTheDocument();
    const settled = within(table.getByRole('row', { name: /4 tokens/ }));
    expect(settled.getByText('Settled')).toBeInTheDocument();
    expect(settled.getByText('Written off')).toBeInTheDocument();
    expect(settled.queryByRole('button')).not.toBeInTheDocument();
    expect(queryOf(api.calls('GET /api/admin/shortfalls')[0]!.url).get('user_id')).toBe('7');
  });
});
