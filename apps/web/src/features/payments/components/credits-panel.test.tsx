import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import { PAYMENT_MESSAGES, type CreditTransaction } from '@arena/shared/payments';
import { makeUser } from '../../../../test/fixtures';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import {
  accountApi,
  makeCreditTransaction,
  makeOrder,
  makePackage,
  pagedAnswer,
} from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';
import { CHECKOUT_TIMINGS } from './use-checkout';

// The first test of a file also loads the lazy route modules, which can take over a second under load.
const ORDER = 'SBX-ORDER-1';
const approvePath = `POST /api/paypal-sandbox/v2/checkout/orders/${ORDER}/approve`;
const capturePath = `POST /api/payments/orders/${ORDER}/capture`;

const packages = [
  makePackage({ id: 1, credit: 100, amount: 10, discounted_amount: 8 }),
  makePackage({ id: 2, credit: 250, amount: 20, discounted_amount: null }),
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Payment failures are logged with console.warn (spec 001 section 8); keep the test output quiet.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function pagedHistory(all: () => CreditTransaction[]): Handler {
  return pagedAnswer('Credit transactions', all);
}

function creditsApi(extra: Record<string, Handler | Reply> = {}, user = makeUser()) {
  return accountApi(user, {
    'GET /api/credit-packages': ok('Credit packages', { data: packages }),
    'GET /api/user-credit-transactions': ok('Credit transactions', { data: [] }),
    'POST /api/payments/orders': ok('Payment order created', { data: makeOrder() }),
    [approvePath]: { status: 200, body: { id: ORDER, status: 'APPROVED' } },
    [capturePath]: ok('Payment captured', { data: makeOrder({ status: 'COMPLETED' }) }),
    ...extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 4 });
}

async function openPackages(user: ReturnType<typeof openPanel>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buy Credits' }));
  return within(await screen.findByRole('dialog', { name: 'Buy Credits' }));
}

async function choose100Credits(user: ReturnType<typeof openPanel>['user']) {
  const dialog = await openPackages(user);
  const list = within(await dialog.findByRole('list', { name: 'Credit packages' }));
  await user.click(list.getAllByRole('button', { name: 'Buy' })[0]!);
  return dialog;
}

function balance() {
  return within(screen.getByText('Credit Balance').closest('.stat-tile') as HTMLElement);
}

describe('Credits (panel 4)', () => {
  it('shows the credit balance and what credits are for', async () => {
    creditsApi({}, makeUser({ details: { credits: 12 } }));
    openPanel();
    expect(await screen.findByRole('heading', { level: 2, name: 'Credits' })).toBeInTheDocument();
    expect(balance().getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Credits are not convertible to cash.')).toBeInTheDocument();
    expect(
      screen.getByText('Credits are refunded only if the administrator cancels a tournament.'),
    ).toBeInTheDocument();
  });

  it('lists the packages: credits, price, and a discount as the full price struck through', async () => {
    creditsApi();
    const { user } = openPanel();
    const dialog = await openPackages(user);
    const cards = (await dialog.findAllByRole('article')).map((card) => within(card));
    expect(cards).toHaveLength(2);

    expect(cards[0]!.getByRole('heading', { name: '100 Credits' })).toBeInTheDocument();
    const full = cards[0]!.getByText('£10.00');
    expect(full.tagName).toBe('DEL');
    expect(cards[0]!.getByText('£8.00').tagName).toBe('INS');

    expect(cards[1]!.getByRole('heading', { name: '250 Credits' })).toBeInTheDocument();
    expect(cards[1]!.getByText('£20.00').tagName).toBe('P');
    expect(cards[1]!.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it("asks the server for the chosen package's order: {kind: 'credits', plan_id}", async () => {
    const api = creditsApi();
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await dialog.findByRole('heading', { name: 'Pay with PayPal (sandbox)' });
    expect(api.calls('POST /api/payments/orders').map((call) => call.body)).toEqual([
      { kind: 'credits', plan_id: 1 },
    ]);
  });

  it('shows an unverified e-mail refusal in the dialog, with a button for a new link, and no payment step', async () => {
    const refusal = fail(400, EMAIL_VERIFICATION_MESSAGES.required);
    const api = creditsApi({
      'POST /api/payments/orders': { ...refusal, body: { ...refusal.body, code: EMAIL_NOT_VERIFIED } },
      'POST /api/resend-verification': ok(EMAIL_VERIFICATION_MESSAGES.sent('nova@arena.test'), {
        data: { email: 'nova@arena.test' },
      }),
    });
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    const notice = within(await dialog.findByRole('alert'));
    expect(notice.getByText(EMAIL_VERIFICATION_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getAllByText(EMAIL_VERIFICATION_MESSAGES.required)).toHaveLength(1);
    expect(dialog.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    await user.click(notice.getByRole('button', { name: 'Send a new verification link' }));
    expect(await notice.findByText(EMAIL_VERIFICATION_MESSAGES.sent('nova@arena.test'))).toBeInTheDocument();
    expect(api.calls('POST /api/resend-verification')).toHaveLength(1);
  });

  it('approves, captures and saves with the spec payload, then shows the new balance and history', async () => {
    let history: CreditTransaction[] = [];
    const bought = makeUser({ details: { credits: 112 } });
    const api = creditsApi({
      'GET /api/user-credit-transactions': pagedHistory(() => history),
      'POST /api/save-transaction': () => {
        history = [makeCreditTransaction({ transaction_id: ORDER, total_credits: 100, amount: 8 })];
        return ok('Credits added to your account', { data: history[0], user: bought });
      },
    });
    const { user } = openPanel();
    expect(await screen.findByText('You have not bought any credits yet.')).toBeInTheDocument();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));

    const approval = within(
      (await dialog.findByRole('heading', { name: 'Pay with PayPal (sandbox)' })).closest('section')!,
    );
    expect(approval.getByText('100 Arena credits')).toBeInTheDocument();
    expect(approval.getByText('£8.00')).toBeInTheDocument();
    await user.click(approval.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Credits added to your account')).toBeInTheDocument();
    expect(api.calls(approvePath)[0]!.headers.authorization).toBeUndefined();
    expect(api.calls(capturePath)).toHaveLength(1);
    expect(api.calls('POST /api/save-transaction').map((call) => call.body)).toEqual([
      {
        plan_id: 1,
        transaction_id: ORDER,
        payment_type: 'PayPal',
        amount: 8,
        transaction_status: 'COMPLETED',
      },
    ]);
    // The calls ran in order: order, approval, capture, save.
    const sequence = api.requests
      .filter((r) => r.method === 'POST' && r.url !== '/api/update-time-zone')
      .map((r) => r.url);
    expect(sequence).toEqual([
      '/api/payments/orders',
      `/api/paypal-sandbox/v2/checkout/orders/${ORDER}/approve`,
      `/api/payments/orders/${ORDER}/capture`,
      '/api/save-transaction',
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(balance().getByText('112')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user')!).user_details.credits).toBe(112);
    expect(await screen.findByText(`#${ORDER}`)).toBeInTheDocument();
  });

  it("says the purchase once: the purchase's live notification goes to the bell, not to a second toast", async () => {
    const stream = testEventStream();
    let unread = 0;
    const purchased = {
      id: 41,
      type: 'purchase.completed',
      title: 'Purchase complete: 100 credits',
      body: 'Your payment went through: 100 credits added to your account.',
      link: '#/myprofile?menu=4',
      times: {},
      read_at: null,
      created_at: '2026-11-24T09:00:00.000Z',
    };
    const api = creditsApi({
      'GET /api/notifications/stream': () => stream.response,
      'GET /api/notifications': () =>
        ok('Notifications', {
          data: unread ? [purchased] : [],
          unread_count: unread,
          pagination: { page: 1, per_page: 8, total: unread, last_page: 1 },
        }),
      // The server grants the purchase in the capture and its notification is on the stream before the answer.
      [capturePath]: () => {
        unread = 1;
        stream.send('notification', { ...purchased, unread_count: 1 }, 41);
        return ok('Payment captured', { data: makeOrder({ status: 'COMPLETED' }) });
      },
      'POST /api/save-transaction': ok('Credits added to your account', {
        data: makeCreditTransaction({ transaction_id: ORDER }),
        user: makeUser({ details: { credits: 112 } }),
      }),
    });
    const { user } = openPanel();
    await waitFor(() => expect(api.calls('GET /api/notifications/stream')).toHaveLength(1));
    stream.send('ready', {});
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Credits added to your account')).toBeInTheDocument();
    // The notification was handled (the bell counts it) and is listed there, not toasted.
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByText('Purchase complete: 100 credits')).not.toBeInTheDocument();
  });

  it('saves nothing when the capture is not COMPLETED', async () => {
    const api = creditsApi({
      [capturePath]: ok('Payment captured', { data: makeOrder({ status: 'PENDING' }) }),
    });
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('This payment has not been completed.')).toBeInTheDocument();
    expect(api.calls('POST /api/save-transaction')).toHaveLength(0);
    expect(balance().getByText('12')).toBeInTheDocument();
  });

  it('says a capture that is not COMPLETED in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      creditsApi({
        [capturePath]: ok('Payment captured', { data: makeOrder({ status: 'PENDING' }) }),
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Credits kaufen' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Credits kaufen' }));
      const list = within(await dialog.findByRole('list', { name: 'Credit-Pakete' }));
      await user.click(list.getAllByRole('button', { name: 'Kaufen' })[0]!);
      await user.click(await dialog.findByRole('button', { name: 'Mit PayPal bezahlen' }));
      await user.click(await dialog.findByRole('button', { name: 'Zahlung freigeben' }));
      expect(await screen.findByText('Diese Zahlung wurde nicht abgeschlossen.')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows error[0] when the server refuses the save (409 already recorded)', async () => {
    creditsApi({
      'POST /api/save-transaction': fail(409, 'Conflict', ['This payment has already been recorded.']),
    });
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('This payment has already been recorded.')).toBeInTheDocument();
    expect(screen.queryByText('Conflict')).not.toBeInTheDocument();
    expect(balance().getByText('12')).toBeInTheDocument();
  });

  describe('captures settled on the server (decision 0012)', () => {
    const before = CHECKOUT_TIMINGS.pendingPollMs;
    beforeEach(() => {
      CHECKOUT_TIMINGS.pendingPollMs = 20;
    });
    afterEach(() => {
      CHECKOUT_TIMINGS.pendingPollMs = before;
    });

    it("shows PayPal's hold, offers no second payment, and finishes when PayPal completes it", async () => {
      let completed = false;
      const api = creditsApi({
        [capturePath]: ok(PAYMENT_MESSAGES.capturePending, {
          data: makeOrder({ status: 'COMPLETED', state: 'capture_pending' }),
          user: makeUser({ details: { credits: 12 } }),
        }),
        'POST /api/save-transaction': () =>
          completed
            ? ok('Credits added to your account', {
                data: makeCreditTransaction(),
                user: makeUser({ details: { credits: 112 } }),
              })
            : fail(400, 'Invalid', [PAYMENT_MESSAGES.capturePending], 'CAPTURE_PENDING'),
      });
      const { user } = openPanel();
      const dialog = await choose100Credits(user);
      await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
      expect(await dialog.findByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.capturePending);
      expect(dialog.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
      // Asked again while PayPal holds it: still pending, nothing granted yet.
      await waitFor(() => expect(api.calls('POST /api/save-transaction').length).toBeGreaterThanOrEqual(2));
      expect(balance().getByText('12')).toBeInTheDocument();
      completed = true;
      expect(await screen.findByText('Credits added to your account')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(balance().getByText('112')).toBeInTheDocument();
      expect(api.calls(capturePath)).toHaveLength(1);
    });

    it('says so when PayPal refuses a held payment after all', async () => {
      let refused = false;
      creditsApi({
        [capturePath]: ok(PAYMENT_MESSAGES.capturePending, {
          data: makeOrder({ status: 'COMPLETED', state: 'capture_pending' }),
        }),
        'POST /api/save-transaction': () => {
          const answer = refused
            ? fail(400, 'Invalid', [PAYMENT_MESSAGES.notCompleted])
            : fail(400, 'Invalid', [PAYMENT_MESSAGES.capturePending], 'CAPTURE_PENDING');
          refused = true;
          return answer;
        },
      });
      const { user } = openPanel();
      const dialog = await choose100Credits(user);
      await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.notCompleted);
      expect(await dialog.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    });

    it('shows a declined capture and lets the buyer try again with a new payment', async () => {
      let declined = true;
      const api = creditsApi({
        [capturePath]: () =>
          declined
            ? fail(400, 'Invalid', [PAYMENT_MESSAGES.captureDeclined], 'CAPTURE_DECLINED')
            : ok('Payment captured', { data: makeOrder({ status: 'COMPLETED', state: 'completed' }) }),
        'POST /api/save-transaction': ok('Credits added to your account', {
          data: makeCreditTransaction(),
          user: makeUser({ details: { credits: 112 } }),
        }),
      });
      const { user } = openPanel();
      const dialog = await choose100Credits(user);
      await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.captureDeclined);
      expect(api.calls('POST /api/save-transaction')).toHaveLength(0);
      declined = false;
      await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
      expect(await screen.findByText('Credits added to your account')).toBeInTheDocument();
      expect(balance().getByText('112')).toBeInTheDocument();
    });

    it('keeps the purchase when the capture granted it and the confirmation fails', async () => {
      creditsApi({
        [capturePath]: ok('Payment captured', {
          data: makeOrder({ status: 'COMPLETED', state: 'completed' }),
          user: makeUser({ details: { credits: 112 } }),
        }),
        'POST /api/save-transaction': 'network-error',
      });
      const { user } = openPanel();
      const dialog = await choose100Credits(user);
      await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
      expect(await screen.findByText('Payment captured')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(balance().getByText('112')).toBeInTheDocument();
    });
  });

  it('only logs a failed approval: nothing is captured and no message is shown', async () => {
    const api = creditsApi({
      [approvePath]: { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'Order expired' } },
    });
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Approve payment' }));
    expect(await dialog.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith('Payment approval failed', expect.anything());
    expect(api.calls(capturePath)).toHaveLength(0);
    expect(screen.queryByText('Order expired')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the refusal of an order the server will not create', async () => {
    creditsApi({
      'POST /api/payments/orders': fail(400, 'Invalid', ['This credit package is not available.']),
    });
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('This credit package is not available.')).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Pay with PayPal (sandbox)' })).not.toBeInTheDocument();
  });

  it('goes back from the approval step with Cancel and from the package with Back to packages', async () => {
    const api = creditsApi();
    const { user } = openPanel();
    const dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await dialog.findByRole('button', { name: 'Cancel' }));
    expect(await dialog.findByRole('button', { name: 'Pay with PayPal' })).toHaveFocus();
    expect(api.calls(capturePath)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Back to packages' }));
    expect(await dialog.findByRole('list', { name: 'Credit packages' })).toBeInTheDocument();
  });

  it('drops an order waiting for approval when the dialog is closed', async () => {
    const api = creditsApi();
    const { user } = openPanel();
    let dialog = await choose100Credits(user);
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await dialog.findByRole('heading', { name: 'Pay with PayPal (sandbox)' });
    await user.click(dialog.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await choose100Credits(user);
    expect(await dialog.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(dialog.queryByRole('heading', { name: 'Pay with PayPal (sandbox)' })).not.toBeInTheDocument();
    expect(api.calls(capturePath)).toHaveLength(0);
  });

  it('names the Credits History pager, and says it loads, in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    try {
      const all = Array.from({ length: 12 }, (_, i) =>
        makeCreditTransaction({ transaction_id: `TX-${i + 1}` }),
      );
      let release: () => void = () => undefined;
      const answer = pagedHistory(() => all);
      creditsApi({
        'GET /api/user-credit-transactions': (request) =>
          new Promise<Reply>((resolve) => (release = () => resolve(answer(request) as Reply))),
      });
      openPanel();
      expect(await screen.findByText('Ładowanie: Historia kredytów…')).toHaveClass('visually-hidden');
      release();
      expect(
        await screen.findByRole('navigation', { name: 'Historia kredytów: strony' }),
      ).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('pages the Credits History 5 rows at a time through the API, with DD-MM-YYYY and HH:mm', async () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      makeCreditTransaction({ transaction_id: `TX-${i + 1}`, total_credits: 100 + i }),
    );
    const api = creditsApi({ 'GET /api/user-credit-transactions': pagedHistory(() => all) });
    const { user } = openPanel();
    const table = await screen.findByRole('table', { name: 'Credits History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Transaction ID',
      'Payment Method',
      'Date',
      'Time',
      'Total Credits',
      'Amount (£)',
    ]);
    const firstRow = within(within(table).getAllByRole('row')[1]!);
    expect(firstRow.getByRole('rowheader', { name: '#TX-1' })).toBeInTheDocument();
    expect(firstRow.getByText('PayPal')).toBeInTheDocument();
    expect(firstRow.getByText('05-03-2025')).toBeInTheDocument();
    expect(firstRow.getByText('14:07')).toBeInTheDocument();
    expect(firstRow.getByText('100')).toBeInTheDocument();
    expect(firstRow.getByText('£8.00')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(new URL(api.calls('GET /api/user-credit-transactions')[0]!.url, 'http://a').search).toBe(
      '?page=1&per_page=5',
    );

    const pager = screen.getByRole('navigation', { name: 'Credits History pages' });
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Credits History' }))
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['#TX-11', '#TX-12']),
    );
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says under the amount what a refund gave back: part of it, or all of it', async () => {
    creditsApi({
      'GET /api/user-credit-transactions': ok('Credit transactions', {
        data: [
          makeCreditTransaction({ transaction_id: 'TX-1', amount: 10, refunded_amount: 2.5 }),
          makeCreditTransaction({ transaction_id: 'TX-2', amount: 10, refunded_amount: 10 }),
          makeCreditTransaction({ transaction_id: 'TX-3', amount: 10 }),
        ],
      }),
    });
    openPanel();
    const table = await screen.findByRole('table', { name: 'Credits History' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(amounts).toEqual(['£10.00£2.50 refunded', '£10.00Refunded', '£10.00']);
  });

  it('slices a whole-list answer (no pagination) 5 rows a page', async () => {
    const all = Array.from({ length: 7 }, (_, i) => makeCreditTransaction({ transaction_id: `TX-${i + 1}` }));
    creditsApi({ 'GET /api/user-credit-transactions': ok('Credit transactions', { data: all }) });
    const { user } = openPanel();
    const table = await screen.findByRole('table', { name: 'Credits History' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Credits History' }))
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['#TX-6', '#TX-7']),
    );
  });
});
