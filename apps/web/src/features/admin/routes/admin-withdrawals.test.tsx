import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@arena/shared/wallet';
import { ok, type Handler, type Reply } from '../../../../test/http';
import { adminApi, makeAdminWithdrawal, paged } from '../../../../test/admin-fixtures';
import { queryOf } from '../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../test/render-app';

function queueApi(rows: () => AdminWithdrawal[], extra: Record<string, Handler | Reply> = {}) {
  return adminApi({ 'GET /api/admin/withdrawals': () => paged('Withdrawal requests', rows()), ...extra });
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
