import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@arena/shared/wallet';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import { adminApi, makeAdminWithdrawal, makeShortfall, paged } from '../../../../test/admin-fixtures';
import { queryOf } from '../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../test/render-app';

function queueApi(rows: () => AdminWithdrawal[], extra: Record<string, Handler | Reply> = {}) {
  return adminApi({
    'GET /api/admin/withdrawals': () => paged('Withdrawal requests', rows()),
    'GET /api/admin/shortfalls': ok('Shortfalls', { data: [] }),
    'GET /api/payments/config': ok('Payments', {
      data: { provider: 'paypal', client_id: 'x', currency: 'GBP' },
    }),
    ...extra,
  });
}

async function openQueue() {
  const view = renderApp('/admin/withdrawals');
  await screen.findByRole('heading', { level: 1, name: 'Withdrawals' });
  return view;
}

describe('the withdrawal queue', () => {
  it('shows each request with its amount, fee and net', async () => {
    queueApi(() => [makeAdminWithdrawal({ id: 3, amount: 100, fee: 2.3, net_amount: 97.7 })]);
    await openQueue();
    const row = within(await screen.findByRole('row', { name: /#3/ }));
    expect(row.getByText('£100.00')).toBeInTheDocument();
    expect(row.getByText('£2.30')).toBeInTheDocument();
    expect(row.getByText('£97.70')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Nova' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/players\/42$/),
    );
  });

  it('says why the last payout attempt failed', async () => {
    queueApi(() => [
      makeAdminWithdrawal({ id: 5, status: 'processing', last_error: 'UNREACHABLE: timed out' }),
    ]);
    await openQueue();
    const row = within(await screen.findByRole('row', { name: /#5/ }));
    expect(row.getByText('Last payout attempt: UNREACHABLE: timed out')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Retry payout of request #5' })).toBeInTheDocument();
  });

  it('shows the reason of a payout PayPal did not deliver, and offers Retry payout only after a failed attempt', async () => {
    queueApi(() => [
      makeAdminWithdrawal({ id: 6, status: 'failed', reason: 'RECEIVER_UNREGISTERED' }),
      makeAdminWithdrawal({ id: 7, status: 'processing', payout_item_id: 'ITEM-7' }),
      makeAdminWithdrawal({ id: 8, status: 'unclaimed', reason: 'Not claimed within 30 days' }),
    ]);
    await openQueue();
    const failed = within(await screen.findByRole('row', { name: /#6/ }));
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('Reason: RECEIVER_UNREGISTERED')).toBeInTheDocument();
    expect(failed.queryByRole('button')).not.toBeInTheDocument();
    const unclaimed = within(screen.getByRole('row', { name: /#8/ }));
    expect(unclaimed.getByText('Unclaimed')).toBeInTheDocument();
    expect(unclaimed.getByText('Reason: Not claimed within 30 days')).toBeInTheDocument();
    // Sent to PayPal and no error: a retry would answer 409, and on real PayPal there are no sandbox controls.
    const processing = within(screen.getByRole('row', { name: /#7/ }));
    expect(processing.getByText('Processing')).toBeInTheDocument();
    expect(processing.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with the sandbox, settles a processing payout after a confirmation and follows the webhook', async () => {
    // The webhook has not arrived on the first read after the control, only on a later one: the queue
    // must keep reading until the request has moved.
    let readsAfterControl: number | null = null;
    const row9 = () => {
      if (readsAfterControl !== null) readsAfterControl += 1;
      const moved = readsAfterControl !== null && readsAfterControl > 1;
      return makeAdminWithdrawal({
        id: 9,
        status: moved ? 'failed' : 'processing',
        reason: moved ? 'RECEIVER_ACCOUNT_LOCKED' : null,
        payout_item_id: 'ITEM-9',
      });
    };
    const api = queueApi(() => [row9()], {
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'sandbox', client_id: null, currency: 'GBP' },
      }),
      'POST /api/paypal-sandbox/controls/payouts-item/ITEM-9/outcome': () => {
        readsAfterControl = 0;
        return ok('The payout item is now FAILED', {
          data: { payout_item_id: 'ITEM-9', transaction_status: 'FAILED' },
        });
      },
    });
    const { user } = await openQueue();
    const row = within(await screen.findByRole('row', { name: /#9/ }));
    expect(row.queryByRole('button', { name: /Retry payout/ })).not.toBeInTheDocument();
    await user.click(await row.findByRole('button', { name: 'Sandbox: fail payout of request #9' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Sandbox: settle the payout of request #9?' }),
    );
    expect(dialog.getByText(/the amount and fee go back to the wallet/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sandbox: fail' }));
    const call = await waitFor(() => {
      const [sent] = api.calls('POST /api/paypal-sandbox/controls/payouts-item/ITEM-9/outcome');
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(call.body).toEqual({ outcome: 'FAILED' });
    expect(call.headers.authorization).toMatch(/^Bearer /);
    const moved = within(await screen.findByRole('row', { name: /#9/ }));
    expect(
      await moved.findByText('Reason: RECEIVER_ACCOUNT_LOCKED', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /#9/ })).getByText('Failed')).toBeInTheDocument();
  });

  it("shows the sandbox's refusal when the item is already settled", async () => {
    queueApi(() => [makeAdminWithdrawal({ id: 9, status: 'processing', payout_item_id: 'ITEM-9' })], {
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'sandbox', client_id: null, currency: 'GBP' },
      }),
      'POST /api/paypal-sandbox/controls/payouts-item/ITEM-9/outcome': fail(
        409,
        'The payout item is SUCCESS already.',
      ),
    });
    const { user } = await openQueue();
    await user.click(await screen.findByRole('button', { name: 'Sandbox: succeed payout of request #9' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Sandbox: settle/ }));
    await user.click(dialog.getByRole('button', { name: 'Sandbox: succeed' }));
    expect(await screen.findByText('The payout item is SUCCESS already.')).toBeInTheDocument();
  });

  it('lists the open shortfalls and settles one with a required note', async () => {
    let settled = false;
    const api = queueApi(() => [], {
      'GET /api/admin/shortfalls': () =>
        ok('Shortfalls', { data: settled ? [] : [makeShortfall({ id: 3, user_id: 42, amount: 30 })] }),
      'POST /api/admin/shortfalls/3/settle': () => {
        settled = true;
        return ok('The shortfall was settled', {
          data: makeShortfall({ id: 3, settled_at: '2025-03-07T10:00:00.000Z', settle_note: 'Paid by card' }),
        });
      },
    });
    const { user } = await openQueue();
    const table = within(await screen.findByRole('table', { name: 'Open shortfalls' }));
    const row = within(await table.findByRole('row', { name: /30 credits/ }));
    expect(row.getByText('Open: withdrawals paused')).toBeInTheDocument();
    expect(queryOf(api.calls('GET /api/admin/shortfalls')[0]!.url).get('open')).toBe('1');
    await user.click(row.getByRole('button', { name: 'Settle shortfall #3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Settle shortfall #3?' }));
    await user.click(dialog.getByRole('button', { name: 'Settle shortfall' }));
    expect(await dialog.findByText('A note is required')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/shortfalls/3/settle')).toHaveLength(0);
    await user.type(dialog.getByLabelText('How it was settled'), 'Paid by card');
    await user.click(dialog.getByRole('button', { name: 'Settle shortfall' }));
    expect(await screen.findByText('The shortfall was settled')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/shortfalls/3/settle')[0]!.body).toEqual({ note: 'Paid by card' });
    expect(await screen.findByText('No open shortfalls.')).toBeInTheDocument();
  });

  it('approves a request held for the identity check with a required note; it becomes pending', async () => {
    let status: AdminWithdrawal['status'] = 'review';
    const held = () =>
      makeAdminWithdrawal({
        id: 4,
        status,
        reason: status === 'review' ? 'Your withdrawals have reached €2,000 in total' : null,
        identity_check: status === 'review' ? 'waiting' : 'approved',
      });
    const api = queueApi(() => [held()], {
      'POST /api/admin/withdrawals/4/identity-check/approve': () => {
        status = 'pending';
        return ok('The identity check is approved; the withdrawal is pending payout', { data: held() });
      },
    });
    const { user } = await openQueue();
    const row = within(await screen.findByRole('row', { name: /#4/ }));
    expect(row.getByText('Identity check')).toBeInTheDocument();
    expect(row.getByText('Withdrawals reached the identity check threshold')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Approve the identity check of request #4' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Approve the identity check of request #4?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText('A note is required')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/withdrawals/4/identity-check/approve')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Note for the audit log (what was checked)'), 'Passport checked');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('The identity check is approved; the withdrawal is pending payout'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/withdrawals/4/identity-check/approve')[0]!.body).toEqual({
      note: 'Passport checked',
    });
    const approved = within(await screen.findByRole('row', { name: /#4/ }));
    expect(await approved.findByText('Identity check approved')).toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'Pay request #4' })).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const api = queueApi(() => []);
    const { user } = await openQueue();
    expect(await screen.findByText('No withdrawal requests.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() =>
      expect(queryOf(api.calls('GET /api/admin/withdrawals').at(-1)!.url).get('status')).toBe('paid'),
    );
  });

  it('pays a request only after the confirmation, which shows what PayPal receives', async () => {
    let status: AdminWithdrawal['status'] = 'pending';
    const api = queueApi(() => [makeAdminWithdrawal({ id: 3, status })], {
      'POST /api/admin/withdrawals/3/pay': () => {
        status = 'paid';
        return ok('The payout has been sent', { data: makeAdminWithdrawal({ id: 3, status: 'paid' }) });
      },
    });
    const { user } = await openQueue();
    await user.click(await screen.findByRole('button', { name: 'Pay request #3' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Pay request #3?' }));
    expect(dialog.getByText(/A PayPal payout of £9.50 goes to/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/admin/withdrawals/3/pay')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay request #3' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Pay request #3?' }));
    await user.click(dialog.getByRole('button', { name: 'Pay £9.50' }));
    expect(await screen.findByText('The payout has been sent')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/withdrawals/3/pay')).toHaveLength(1);
    const row = within(await screen.findByRole('row', { name: /#3/ }));
    expect(await row.findByText('Paid')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects a request after the confirmation, with an optional note', async () => {
    const api = queueApi(() => [makeAdminWithdrawal({ id: 4 })], {
      'POST /api/admin/withdrawals/4/reject': ok(
        'The withdrawal was rejected and the amount returned to the wallet',
        {
          data: makeAdminWithdrawal({ id: 4, status: 'rejected' }),
        },
      ),
    });
    const { user } = await openQueue();
    await user.click(await screen.findByRole('button', { name: 'Reject request #4' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject request #4?' }));
    expect(dialog.getByText(/£10.00 goes back to the player's wallet/)).toBeInTheDocument();
    await user.type(
      dialog.getByLabelText('Note to keep with the rejection (optional)'),
      'PayPal account closed',
    );
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    expect(
      await screen.findByText('The withdrawal was rejected and the amount returned to the wallet'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/withdrawals/4/reject')[0]!.body).toEqual({
      note: 'PayPal account closed',
    });
  });
});
