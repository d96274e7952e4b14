import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, makeAuditEntry, paged } from '../../../../test/admin-fixtures';
import { queryOf } from '../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../test/render-app';

describe('the audit log', () => {
  it('shows who did what, when and on what, with the changed fields before and after', async () => {
    adminApi({
      'GET /api/admin/audit': paged('Audit log', [
        makeAuditEntry(),
        makeAuditEntry({
          id: 2,
          action: 'player.ban',
          target_type: 'player',
          target_id: '7',
          before: { banned_at: null },
          after: { banned_at: '2025-03-05T14:07:00.000Z' },
          note: 'Cheating in the final',
        }),
      ]),
    });
    const { user } = renderApp('/admin/audit');
    const table = within(await screen.findByRole('region', { name: 'Audit log table' }));
    const row = within(table.getByRole('row', { name: /tournament\.update/ }));
    expect(row.getByText('ArenaAdmin')).toBeInTheDocument();
    expect(row.getByText('tournament #9')).toBeInTheDocument();
    await user.click(row.getByText('Changes'));
    const changes = within(row.getByRole('table', { name: 'Changed fields' }));
    expect(changes.getAllByRole('row')).toHaveLength(2);
    const changed = within(changes.getByRole('row', { name: /tournament_name/ }));
    expect(changed.getByText('"Cup 9"')).toBeInTheDocument();
    expect(changed.getByText('"Cup Nine"')).toBeInTheDocument();
    expect(changes.queryByRole('rowheader', { name: 'entry_fee' })).not.toBeInTheDocument();

    const ban = within(table.getByRole('row', { name: /player\.ban/ }));
    await user.click(ban.getByText('Changes'));
    expect(ban.getByText('Note: Cheating in the final')).toBeInTheDocument();
    expect(ban.getByText('null')).toBeInTheDocument();
    expect(ban.getByText('"2025-03-05T14:07:00.000Z"')).toBeInTheDocument();
  });

  it('filters by action on the server', async () => {
    const api = adminApi({ 'GET /api/admin/audit': paged('Audit log', []) });
    const { user } = renderApp('/admin/audit');
    expect(await screen.findByText('No admin action matches.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'withdrawal.pay');
    await waitFor(() =>
      expect(queryOf(api.calls('GET /api/admin/audit').at(-1)!.url).get('action')).toBe('withdrawal.pay'),
    );
  });
});
