import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Shortfall } from '@arena/shared/payments';
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import type { User } from '@arena/shared/user';
import {
  REFUNDED_WITHDRAWAL_STATUSES,
  WALLET_MESSAGES,
  WITHDRAWAL_STATUS_LABELS,
  type Withdrawal,
} from '@arena/shared/wallet';
import { formatPounds } from '../../../lib/format';
import { makeUser } from '../../../../test/fixtures';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import { accountApi, localIso, makeWithdrawal, pagedAnswer } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';

const linked = makeUser({ details: { wallet: 25.5, paypal_email: 'nova@paypal.test' } });

function walletApi(user: User, extra: Record<string, Handler | Reply> = {}) {
  return accountApi(user, {
    'GET /api/user-withdrawal-money-requests': ok('Withdrawals', { data: [] }),
    ...extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 8 });
}

function tile(label: string) {
  return within(screen.getByText(label).closest('.stat-tile') as HTMLElement);
}

async function openWithdraw(user: ReturnType<typeof openPanel>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return within(await screen.findByRole('dialog', { name: 'Withdraw Money' }));
}

function quoteValue(dialog: ReturnType<typeof within>, label: 'Fee' | 'You receive' | 'Amount') {
  return dialog.getByText(label, { selector: 'dt' }).nextElementSibling!;
}

describe('Wallet (panel 8)', () => {
  it('downloads the statement with the bearer token and saves it as the named CSV', async () => {
    const api = walletApi(linked, {
      'GET /api/ledger-statement': new Response('date,asset\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="arena-statement-7-2025-03-05.csv"',
        },
      }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(clicked).toEqual(['arena-statement-7-2025-03-05.csv blob:statement']));
    const [request] = api.calls('GET /api/ledger-statement');
    expect(request!.headers.authorization).toMatch(/^Bearer /);
    expect(await created.mock.calls[0]![0].text()).toBe('date,asset\n');
    click.mockRestore();
  });

  it("shows the server's refusal when the statement cannot be downloaded", async () => {
    walletApi(linked, { 'GET /api/ledger-statement': fail(503, 'The service is unavailable') });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }));
    expect(await screen.findByText('The service is unavailable')).toBeInTheDocument();
  });

  it("shows the Available Balance and 'N/A' with a not-linked mark when no PayPal e-mail is linked", async () => {
    walletApi(makeUser({ details: { wallet: 25.5, paypal_email: null } }));
    openPanel();
    await screen.findByRole('heading', { level: 2, name: 'Wallet' });
    expect(tile('Available Balance').getByText('£25.50')).toBeInTheDocument();
    expect(tile('PayPal Account').getByText('N/A')).toBeInTheDocument();
    expect(tile('PayPal Account').getByText('Not linked')).toHaveClass('visually-hidden');
  });

  it('shows the linked e-mail with a linked mark', async () => {
    walletApi(linked);
    openPanel();
    expect(await screen.findByText('nova@paypal.test')).toBeInTheDocument();
    expect(tile('PayPal Account').getByText('Linked')).toBeInTheDocument();
    expect(tile('PayPal Account').queryByText('N/A')).not.toBeInTheDocument();
  });

  describe('open shortfalls (decision 0012)', () => {
    const shortfall = (id: number, asset: Shortfall['asset'], amount: number): Shortfall => ({
      id,
      user_id: linked.id,
      order_id: `ORDER-${id}`,
      asset,
      amount,
      created_at: '2026-11-20T10:00:00.000Z',
      settled_at: null,
      settle_note: null,
    });

    it('says withdrawals are paused, and what is owed in all, while a refunded purchase had been spent', async () => {
      walletApi(linked, {
        'GET /api/user-shortfalls': ok('Shortfalls', {
          data: [shortfall(3, 'credits', 70), shortfall(2, 'vip_days', 3), shortfall(1, 'credits', 5)],
        }),
      });
      openPanel();
      const notice = await screen.findByText(WALLET_MESSAGES.shortfallBlocksWithdrawal);
      expect(notice.closest('[role="status"]')).toHaveTextContent('Owed: 75 credits and 3 VIP days');
    });

    it('shows no notice when nothing is owed', async () => {
      const api = walletApi(linked);
      openPanel();
      await screen.findByText('nova@paypal.test');
      await waitFor(() => expect(api.calls('GET /api/user-shortfalls')).toHaveLength(1));
      expect(screen.queryByText(WALLET_MESSAGES.shortfallBlocksWithdrawal)).not.toBeInTheDocument();
    });

    it('appears as soon as the refund is told on the live stream, with the notice as a toast', async () => {
      const stream = testEventStream();
      let owed: Shortfall[] = [];
      const refunded = {
        id: 52,
        type: 'purchase.refunded',
        title: 'Purchase refunded: 100 credits',
        body: `£10.00 of your payment for 100 credits was refunded to your PayPal account. 70 credits had already been used. ${WALLET_MESSAGES.shortfallBlocksWithdrawal}`,
        link: '#/myprofile?menu=8',
        times: {},
        read_at: null,
        created_at: '2026-11-24T09:00:00.000Z',
      };
      const api = walletApi(linked, {
        'GET /api/notifications/stream': () => stream.response,
        'GET /api/notifications': ok('Notifications', {
          data: [],
          unread_count: 0,
          pagination: { page: 1, per_page: 8, total: 0, last_page: 1 },
        }),
        'GET /api/user-shortfalls': () => ok('Shortfalls', { data: owed }),
      });
      openPanel();
      await waitFor(() => expect(api.calls('GET /api/user-shortfalls')).toHaveLength(1));
      await waitFor(() => expect(api.calls('GET /api/notifications/stream')).toHaveLength(1));
      stream.send('ready', {});
      expect(screen.queryByText('Owed:', { exact: false })).not.toBeInTheDocument();

      owed = [shortfall(4, 'credits', 70)];
      stream.send('notification', { ...refunded, unread_count: 1 }, 52);
      expect(await screen.findByText('Purchase refunded: 100 credits')).toBeInTheDocument();
      const notice = await screen.findByText('Owed:', { exact: false });
      expect(notice).toHaveTextContent('Owed: 70 credits');
    });
  });

  describe('Link Your Paypal Account', () => {
    it('is prefilled from the user and checks the field with the shared messages', async () => {
      const api = walletApi(linked);
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Update Email' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Link Your Paypal Account' }));
      const field = dialog.getByLabelText('PayPal e-mail');
      expect(field).toHaveValue('nova@paypal.test');

      await user.clear(field);
      await user.click(dialog.getByRole('button', { name: 'Update' }));
      expect(await dialog.findByText('This Field is required')).toBeInTheDocument();
      await user.type(field, 'not-an-email');
      await user.click(dialog.getByRole('button', { name: 'Update' }));
      expect(await dialog.findByText('Invalid email address')).toBeInTheDocument();
      expect(api.calls('POST /api/update-user-paypal-email')).toHaveLength(0);
    });

    it('sends {paypal_email} and shows the new e-mail', async () => {
      const api = walletApi(makeUser({ details: { paypal_email: null } }), {
        'POST /api/update-user-paypal-email': ok('PayPal email updated successfully', {
          user: makeUser({ details: { paypal_email: 'new@paypal.test' } }),
        }),
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Update Email' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Link Your Paypal Account' }));
      expect(dialog.getByLabelText('PayPal e-mail')).toHaveValue('');
      await user.type(dialog.getByLabelText('PayPal e-mail'), 'new@paypal.test');
      await user.click(dialog.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('PayPal email updated successfully')).toBeInTheDocument();
      expect(api.calls('POST /api/update-user-paypal-email')[0]!.body).toEqual({
        paypal_email: 'new@paypal.test',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(tile('PayPal Account').getByText('new@paypal.test')).toBeInTheDocument();
    });
    it('shows an unverified e-mail refusal in the dialog, with a button for a new link', async () => {
      const api = walletApi(makeUser({ details: { paypal_email: null } }), {
        'POST /api/update-user-paypal-email': {
          ...fail(400, EMAIL_VERIFICATION_MESSAGES.required),
          body: { ...fail(400, EMAIL_VERIFICATION_MESSAGES.required).body, code: EMAIL_NOT_VERIFIED },
        },
        'POST /api/resend-verification': ok(EMAIL_VERIFICATION_MESSAGES.sent('nova@arena.test'), {
          data: { email: 'nova@arena.test' },
        }),
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Update Email' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Link Your Paypal Account' }));
      await user.type(dialog.getByLabelText('PayPal e-mail'), 'new@paypal.test');
      await user.click(dialog.getByRole('button', { name: 'Update' }));
      const notice = within(await dialog.findByRole('alert'));
      expect(notice.getByText(EMAIL_VERIFICATION_MESSAGES.required)).toBeInTheDocument();
      // Shown once, in the dialog: not as a toast too.
      expect(screen.getAllByText(EMAIL_VERIFICATION_MESSAGES.required)).toHaveLength(1);
      await user.click(notice.getByRole('button', { name: 'Send a new verification link' }));
      expect(
        await notice.findByText(EMAIL_VERIFICATION_MESSAGES.sent('nova@arena.test')),
      ).toBeInTheDocument();
      expect(api.calls('POST /api/resend-verification')).toHaveLength(1);
    });
  });

  describe('Withdraw Money', () => {
    it('asks to link a PayPal e-mail first, then goes on to the withdrawal', async () => {
      walletApi(makeUser({ details: { paypal_email: null } }), {
        'POST /api/update-user-paypal-email': ok('PayPal email updated successfully', {
          user: makeUser({ details: { paypal_email: 'new@paypal.test' } }),
        }),
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
      const link = within(await screen.findByRole('dialog', { name: 'Link Your Paypal Account' }));
      expect(link.getByText('Please link your PayPal account before withdrawing.')).toBeInTheDocument();
      await user.type(link.getByLabelText('PayPal e-mail'), 'new@paypal.test');
      await user.click(link.getByRole('button', { name: 'Update' }));
      const withdraw = within(await screen.findByRole('dialog', { name: 'Withdraw Money' }));
      expect(withdraw.getByText('new@paypal.test')).toBeInTheDocument();
    });

    it('explains the rules: minimum £1, whole pounds, the fee and the PayPal e-mail', async () => {
      walletApi(linked);
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      expect(dialog.getByText(/at least £1, up to your available balance of £25.50/)).toBeInTheDocument();
      expect(
        dialog.getByText(
          /£1 for any request under £10; otherwise 1% \+ £0.30 for VIP members and 2% \+ £0.30/,
        ),
      ).toBeInTheDocument();
      expect(dialog.getByText('nova@paypal.test')).toBeInTheDocument();
    });

    it.each([
      ['', 'Amount is required'],
      ['abc', 'Please enter a valid integer.'],
      ['0', 'Amount must be at least 1'],
      ['1.5', 'Please enter a valid integer.'],
    ])("refuses '%s' with '%s'", async (typed, message) => {
      const api = walletApi(linked);
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      if (typed) await user.type(dialog.getByLabelText('Amount'), typed);
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      expect(await dialog.findByText(message)).toBeInTheDocument();
      expect(dialog.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls('POST /api/withdrawal-money-request')).toHaveLength(0);
    });

    it.each([
      [9, 0, '£1.00', '£8.00'],
      [10, 0, '£0.50', '£9.50'],
      [10, 1, '£0.40', '£9.60'],
      [100, 0, '£2.30', '£97.70'],
      [100, 1, '£1.30', '£98.70'],
    ])('shows the fee and net of £%i (VIP %i) as it is typed: %s, %s', async (amount, vip, fee, net) => {
      walletApi(makeUser({ details: { wallet: 500, paypal_email: 'nova@paypal.test', subscription: vip } }));
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      expect(quoteValue(dialog, 'Fee')).toHaveTextContent('-');
      await user.type(dialog.getByLabelText('Amount'), String(amount));
      expect(quoteValue(dialog, 'Fee')).toHaveTextContent(fee);
      expect(quoteValue(dialog, 'You receive')).toHaveTextContent(net);
    });

    it('refuses more than the available balance before asking the server', async () => {
      const api = walletApi(linked);
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '26');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      expect(await dialog.findByText('The amount is more than your available balance.')).toBeInTheDocument();
      expect(api.calls('POST /api/withdrawal-money-request')).toHaveLength(0);
    });

    it('confirms amount, fee and net, then sends {amount: 10} as a number and shows the new balance', async () => {
      let history: Withdrawal[] = [];
      const api = walletApi(linked, {
        'GET /api/user-withdrawal-money-requests': pagedAnswer('Withdrawals', () => history),
        'POST /api/withdrawal-money-request': () => {
          history = [makeWithdrawal({ amount: 10 })];
          return ok('Your withdrawal request has been submitted', {
            data: history[0],
            user: makeUser({ details: { wallet: 15.5, paypal_email: 'nova@paypal.test' } }),
          });
        },
      });
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '10');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));

      expect(await dialog.findByText('Please confirm your withdrawal.')).toHaveFocus();
      expect(quoteValue(dialog, 'Amount')).toHaveTextContent('£10.00');
      expect(quoteValue(dialog, 'Fee')).toHaveTextContent('£0.50');
      expect(quoteValue(dialog, 'You receive')).toHaveTextContent('£9.50');
      expect(api.calls('POST /api/withdrawal-money-request')).toHaveLength(0);

      await user.click(dialog.getByRole('button', { name: 'Confirm Withdrawal' }));
      expect(await screen.findByText('Your withdrawal request has been submitted')).toBeInTheDocument();
      const body = api.calls('POST /api/withdrawal-money-request')[0]!.body as { amount: unknown };
      expect(body).toEqual({ amount: 10 });
      expect(typeof body.amount).toBe('number');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(tile('Available Balance').getByText('£15.50')).toBeInTheDocument();
      expect(await screen.findByRole('rowheader', { name: '£10.00' })).toBeInTheDocument();
    });

    it('asks an account with two-factor sign-in for its code at the confirm step, and sends it', async () => {
      const api = walletApi(linked, {
        'GET /api/two-factor': ok('Two-factor sign-in', {
          two_factor: { enabled: true, enabled_at: '2026-11-20T10:00:00.000Z', recovery_codes_left: 10 },
        }),
        'POST /api/withdrawal-money-request': ok('Your withdrawal request has been submitted', {
          data: makeWithdrawal({ amount: 10 }),
          user: makeUser({ details: { wallet: 15.5, paypal_email: 'nova@paypal.test' } }),
        }),
      });
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '10');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      await user.type(await dialog.findByLabelText('Authentication code'), '123456');
      await user.click(dialog.getByRole('button', { name: 'Confirm Withdrawal' }));
      expect(await screen.findByText('Your withdrawal request has been submitted')).toBeInTheDocument();
      expect(api.calls('POST /api/withdrawal-money-request')[0]!.body).toEqual({
        amount: 10,
        code: '123456',
      });
    });

    it('goes back from the confirm step to the amount', async () => {
      walletApi(linked);
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '12');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      await user.click(await dialog.findByRole('button', { name: 'Back' }));
      await waitFor(() => expect(dialog.getByLabelText('Amount')).toHaveFocus());
    });

    it('shows the open-shortfall refusal in the dialog, where the player withdraws', async () => {
      walletApi(linked, {
        'POST /api/withdrawal-money-request': fail(400, 'Invalid', [
          WALLET_MESSAGES.shortfallBlocksWithdrawal,
        ]),
      });
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '20');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      await user.click(await dialog.findByRole('button', { name: 'Confirm Withdrawal' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(WALLET_MESSAGES.shortfallBlocksWithdrawal);
      expect(screen.getByText('£25.50')).toBeInTheDocument();
    });

    it("shows the server's refusal", async () => {
      walletApi(linked, {
        'POST /api/withdrawal-money-request': fail(400, 'Invalid', [
          'The amount is more than your available balance.',
        ]),
      });
      const { user } = openPanel();
      const dialog = await openWithdraw(user);
      await user.type(dialog.getByLabelText('Amount'), '20');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      await user.click(await dialog.findByRole('button', { name: 'Confirm Withdrawal' }));
      expect(await screen.findByText('The amount is more than your available balance.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Withdraw Money' })).toBeInTheDocument();
    });
  });

  describe('Withdrawal History', () => {
    it("shows amount, requested on (HH:mm DD-MM-YYYY), updated on ('-' while pending) and a status badge", async () => {
      walletApi(linked, {
        'GET /api/user-withdrawal-money-requests': ok('Withdrawals', {
          data: [
            makeWithdrawal({ id: 2, amount: 10 }),
            makeWithdrawal({
              id: 1,
              amount: 40,
              status: 'paid',
              created_at: localIso(2025, 2, 1, 9, 5),
              updated_at: localIso(2025, 2, 2, 18, 30),
            }),
          ],
        }),
      });
      openPanel();
      const table = await screen.findByRole('table', { name: 'Withdrawal History' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Amount', 'Requested on', 'Updated on', 'Status']);
      const [, pending, paid] = within(table).getAllByRole('row');
      expect(within(pending!).getByRole('rowheader')).toHaveTextContent('£10.00');
      expect(
        within(pending!)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['14:07 05-03-2025', '-', 'Pending']);
      expect(
        within(paid!)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['09:05 01-02-2025', '18:30 02-02-2025', 'Paid']);
      expect(within(paid!).getByText('Paid')).toHaveClass('status-badge');
    });

    it('shows every state with its shared label, and for the refunded ones the reason and the money back', async () => {
      // Five rows (one page); pending and paid are in the test above.
      const statuses = ['processing', 'failed', 'returned', 'unclaimed', 'rejected'] as const;
      const rows = statuses.map((status, i) =>
        makeWithdrawal({
          id: i + 1,
          amount: 10 + i,
          status,
          updated_at: localIso(2025, 3, 6, 10, 0),
          reason: REFUNDED_WITHDRAWAL_STATUSES.includes(status) ? `Because ${status}` : null,
        }),
      );
      walletApi(linked, {
        'GET /api/user-withdrawal-money-requests': ok('Withdrawals', { data: rows, pagination: undefined }),
      });
      openPanel();
      const table = await screen.findByRole('table', { name: 'Withdrawal History' });
      for (const [i, status] of statuses.entries()) {
        const row = within(table)
          .getByRole('rowheader', { name: formatPounds(10 + i) })
          .closest('tr')!;
        const cells = within(row);
        expect(cells.getByText(WITHDRAWAL_STATUS_LABELS[status])).toHaveClass('status-badge');
        if (REFUNDED_WITHDRAWAL_STATUSES.includes(status)) {
          expect(row).toHaveTextContent(
            `${formatPounds(10 + i)}, the fee included, went back to your wallet.`,
          );
          expect(row).toHaveTextContent(`Reason: Because ${status}`);
        } else {
          expect(row).not.toHaveTextContent('went back to your wallet');
        }
      }
    });

    it('says why a request waits for the identity check, and that a refused one came back (decision 0056)', async () => {
      const rows = [
        makeWithdrawal({
          id: 2,
          amount: 100,
          status: 'review',
          reason: 'Your withdrawals have reached €2,000 in total',
          identity_check: 'waiting',
        }),
        makeWithdrawal({
          id: 1,
          amount: 50,
          status: 'rejected',
          updated_at: localIso(2025, 3, 6, 10, 0),
          reason: 'Not the account holder',
          identity_check: 'refused',
        }),
      ];
      walletApi(linked, {
        'GET /api/user-withdrawal-money-requests': ok('Withdrawals', { data: rows, pagination: undefined }),
      });
      openPanel();
      const table = await screen.findByRole('table', { name: 'Withdrawal History' });
      const held = within(table).getByRole('rowheader', { name: '£100.00' }).closest('tr')!;
      expect(within(held).getByText('Waiting for an identity check')).toHaveClass('status-badge');
      expect(held).toHaveTextContent('Your withdrawals have reached €2,000 in total');
      expect(held).not.toHaveTextContent('went back to your wallet');
      const refused = within(table).getByRole('rowheader', { name: '£50.00' }).closest('tr')!;
      expect(refused).toHaveTextContent(
        'The identity check was refused. £50.00, the fee included, went back to your wallet. Reason: Not the account holder',
      );
    });

    it('pages the history 5 at a time', async () => {
      const all = Array.from({ length: 11 }, (_, i) => makeWithdrawal({ id: i + 1, amount: i + 1 }));
      const api = walletApi(linked, {
        'GET /api/user-withdrawal-money-requests': pagedAnswer('Withdrawals', () => all),
      });
      const { user } = openPanel();
      const table = await screen.findByRole('table', { name: 'Withdrawal History' });
      expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
      expect(api.calls('GET /api/user-withdrawal-money-requests')[0]!.url).toContain('per_page=5');
      await user.click(screen.getByRole('button', { name: 'Last page' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Withdrawal History' })).getAllByRole('rowheader'),
        ).toHaveLength(1),
      );
    });
  });
});
