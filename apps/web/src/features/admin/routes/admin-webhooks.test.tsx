/**
 * The console's webhooks screen (decision 0058) against a stubbed API: a disabled endpoint is enabled, a rotated
 * secret is shown once with the 24-hour overlap said, and the create dialog asks for an event, chooses all with
 * Select all and sends the chosen tournament.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, type WebhookEndpoint } from '@arena/shared/webhooks';
import { ok, type RecordedRequest } from '../../../../test/http';
import { adminApi, paged } from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 7,
    url: 'https://hooks.example.com/arena',
    events: ['match.confirmed'],
    tournament_id: null,
    disabled_at: null,
    previous_secret_expires_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I=';

function stub(rows: () => WebhookEndpoint[], sent: RecordedRequest[] = []) {
  return adminApi({
    'GET /api/admin/webhooks': () => ok('Webhook endpoints', { data: rows() }),
    'GET /api/admin/tournaments': paged('Tournaments', [{ id: 31, tournament_name: 'Winter Cup' }]),
    'POST /api/admin/webhooks': (request) => {
      sent.push(request);
      return ok('Webhook endpoint created; the secret is shown only now', {
        data: { ...endpoint({ id: 8 }), secret: SECRET },
      });
    },
    'POST /api/admin/webhooks/7/rotate-secret': ok('Webhook secret rotated', {
      data: { ...endpoint(), secret: SECRET },
    }),
    'POST /api/admin/webhooks/7/enable': (request) => {
      sent.push(request);
      return ok('Webhook endpoint enabled', { data: endpoint() });
    },
  });
}

async function openScreen() {
  renderApp('/admin/webhooks');
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
}

describe('the webhooks screen', () => {
  it('enables a disabled endpoint', async () => {
    let disabled = true;
    const sent: RecordedRequest[] = [];
    stub(() => [endpoint({ disabled_at: disabled ? '2026-11-27T10:00:00.000Z' : null })], sent);
    await openScreen();
    const row = within(await screen.findByRole('row', { name: /hooks\.example\.com/ }));
    expect(row.getByText('disabled')).toBeInTheDocument();
    disabled = false;
    fireEvent.click(row.getByRole('button', { name: /^Enable/ }));
    await waitFor(() =>
      expect(sent.map((r) => r.url)).toEqual([expect.stringMatching(/\/webhooks\/7\/enable$/)]),
    );
    expect(await row.findByText('enabled')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Enable/ })).not.toBeInTheDocument();
  });

  it('rotates a secret after asking, shows the new one once and says the old one signs for 24 hours', async () => {
    stub(() => [endpoint()]);
    await openScreen();
    const row = within(await screen.findByRole('row', { name: /hooks\.example\.com/ }));
    fireEvent.click(row.getByRole('button', { name: /^Rotate secret/ }));
    const ask = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(ask).toHaveTextContent('keeps signing alongside the new one for 24 hours');
    fireEvent.click(within(ask).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(shown).toHaveTextContent('you will not see it again');
    expect(shown).toHaveTextContent('24 hours');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('asks for an event, chooses them all with Select all, and sends the chosen tournament', async () => {
    const sent: RecordedRequest[] = [];
    stub(() => [], sent);
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    fireEvent.change(dialog.getByLabelText('URL'), { target: { value: 'https://hooks.example.com/new' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByText('Choose at least one event')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.click(dialog.getByLabelText('Select all'));
    for (const event of WEBHOOK_EVENTS) expect(dialog.getByLabelText(event)).toBeChecked();
    expect(dialog.queryByText('Choose at least one event')).not.toBeInTheDocument();
    fireEvent.click(dialog.getByLabelText('prize.paid'));
    expect(dialog.getByLabelText('Select all')).not.toBeChecked();
    await dialog.findByRole('option', { name: 'Winter Cup' });
    fireEvent.change(dialog.getByLabelText('Tournament (optional)'), { target: { value: '31' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook endpoint added' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(sent[0]!.body).toEqual({
      url: 'https://hooks.example.com/new',
      events: WEBHOOK_EVENTS.filter((event) => event !== 'prize.paid'),
      tournament_id: 31,
    });
  });

  it('finds an older tournament by name, keeps it chosen while the search changes, and says how many are listed', async () => {
    const sent: RecordedRequest[] = [];
    const searches: string[] = [];
    adminApi({
      'GET /api/admin/webhooks': () => ok('Webhook endpoints', { data: [] }),
      'GET /api/admin/tournaments': (request) => {
        const search = new URL(request.url, 'http://arena.test').searchParams.get('search') ?? '';
        searches.push(search);
        if (search === '')
          return paged('Tournaments', [{ id: 31, tournament_name: 'Winter Cup' }], 1, 20, 45);
        return paged('Tournaments', search === 'Spring' ? [{ id: 5, tournament_name: 'Spring Open' }] : []);
      },
      'POST /api/admin/webhooks': (request) => {
        sent.push(request);
        return ok('Webhook endpoint created; the secret is shown only now', {
          data: { ...endpoint({ id: 8 }), secret: SECRET },
        });
      },
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await dialog.findByRole('option', { name: 'Winter Cup' });
    const find = dialog.getByRole('searchbox', { name: 'Find a tournament' });
    expect(find).toHaveAccessibleDescription(
      '1 of 45 tournaments listed: type part of a name to find the others.',
    );

    fireEvent.change(find, { target: { value: 'Spring ' } });
    await dialog.findByRole('option', { name: 'Spring Open' });
    expect(searches).toContain('Spring');
    expect(dialog.queryByRole('option', { name: 'Winter Cup' })).not.toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Tournament (optional)'), { target: { value: '5' } });

    // A search that lists nothing says so, and the chosen tournament stays chosen.
    fireEvent.change(find, { target: { value: 'Nothing like it' } });
    expect(await dialog.findByText('No tournament matches “Nothing like it”.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Tournament (optional)')).toHaveValue('5');
    expect(dialog.getByRole('option', { name: 'Spring Open' })).toBeInTheDocument();

    // Enter in the search box does not add the endpoint.
    fireEvent.keyDown(find, { key: 'Enter' });
    expect(sent).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('URL'), { target: { value: 'https://hooks.example.com/spring' } });
    fireEvent.click(dialog.getByLabelText('Select all'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('dialog', { name: 'Webhook endpoint added' });
    expect(sent[0]!.body).toMatchObject({ url: 'https://hooks.example.com/spring', tournament_id: 5 });
  });
});
