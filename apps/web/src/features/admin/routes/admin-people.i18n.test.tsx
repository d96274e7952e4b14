import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPlayer, LedgerEntry } from '@arena/shared/admin';
import { ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminPaymentOrder,
  makeAdminPlayer,
  makeAdminWithdrawal,
  makeAuditEntry,
  makeShortfall,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

const ledger: LedgerEntry[] = [
  {
    id: 5,
    asset: 'wallet',
    delta: 1234.5,
    balance_after: 1260,
    reason: 'prize',
    reference: 'prize:9:1',
    created_by: null,
    note: null,
    created_at: '2025-03-05T14:07:00.000Z',
  },
];

function playerApi(player: AdminPlayer) {
  return adminApi({
    'GET /api/admin/players/7': ok('Player', {
      data: player,
      ledger,
      pagination: { page: 1, per_page: 20, total: 1, last_page: 1 },
    }),
    'GET /api/admin/players/7/payments': ok('Purchases', {
      data: [makeAdminPaymentOrder({ state: 'partially_refunded', refunded_amount: 4 })],
    }),
    'GET /api/admin/shortfalls': ok('Shortfalls', { data: [makeShortfall({ user_id: 7, amount: 22 })] }),
    'GET /api/admin/players/7/identity-check': ok('Identity check', {
      data: {
        status: 'reached',
        counted: 1800,
        threshold: 1739.14,
        threshold_eur: 2000,
        gbp_eur_rate: 1.15,
        waiting: 2,
        approved: 1,
        refused: 0,
        last_review: {
          withdrawal_id: 31,
          decision: 'approved',
          note: null,
          reviewed_at: '2025-03-05T14:07:00.000Z',
          reviewed_by: { id: 1, name: 'ArenaAdmin' },
        },
      },
    }),
  });
}

describe('the console’s players, money, records and integrations in the chosen language (decision 0062)', () => {
  it('lists the players in German, with badges, dates and money in German style', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/players': paged('Players', [
        makeAdminPlayer({ wallet: 1234.5, email_verified_at: null }),
      ]),
    });
    renderApp('/admin/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spieler' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Spieler suchen')).toHaveAttribute(
      'placeholder',
      'Name, E-Mail oder Spieler-ID',
    );
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('columnheader', { name: 'Alter · Land' })).toBeInTheDocument();
    expect(table.getByText('Aktiv')).toBeInTheDocument();
    expect(table.getByText('E-Mail nicht bestätigt')).toBeInTheDocument();
    expect(table.getByText('1.234,50 £')).toBeInTheDocument();
    expect(table.getByText('01.01.2025')).toBeInTheDocument();
  });

  it('says in Polish when no player matches the search', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    adminApi({ 'GET /api/admin/players': paged('Players', []) });
    renderApp('/admin/players?search=zed');
    expect(await screen.findByText('Żaden gracz nie pasuje do „zed”.')).toBeInTheDocument();
  });

  it('shows a player’s page in German: profile, identity check, ledger, purchases and shortfalls', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    playerApi(makeAdminPlayer());
    const { user } = renderApp('/admin/players/7');
    await screen.findByRole('heading', { level: 1, name: 'NovaStrike' });
    expect(await screen.findByRole('button', { name: 'Guthaben anpassen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Spieler' })).toBeInTheDocument();
    expect(screen.getByText('02.04.1995 (30 Jahre alt)')).toBeInTheDocument();
    expect(await screen.findByText('Schwelle erreicht')).toBeInTheDocument();
    expect(screen.getByText('2 warten in der Auszahlungsliste auf Prüfung')).toBeInTheDocument();
    expect(screen.getByText('1.800,00 £ von 1.739,14 £ (2.000 € bei 1 £ = 1,15 €)')).toBeInTheDocument();
    expect(screen.getByText(/Anfrage #31 am .* von ArenaAdmin genehmigt/)).toBeInTheDocument();
    expect(screen.getByText('+1.234,50 £')).toBeInTheDocument();
    expect(await screen.findByText('Teilweise erstattet')).toBeInTheDocument();
    expect(screen.getByText('Credits: 100 credits')).toBeInTheDocument();
    expect(await screen.findByText('22 Credits')).toBeInTheDocument();
    expect(screen.getByText('Offen: Auszahlungen pausiert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByRole('dialog', { name: 'NovaStrike sperren?' })).toBeInTheDocument();
  });

  it('adjusts a balance in Polish, with the language’s plural forms', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    playerApi(makeAdminPlayer({ credits: 12, tokens: 3 }));
    const { user } = renderApp('/admin/players/7');
    await user.click(await screen.findByRole('button', { name: 'Koryguj saldo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Korekta salda gracza NovaStrike' }));
    expect(dialog.getByText('Teraz: 12 kredytów · 3 tokeny · 25,50 £ w portfelu.')).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'Tokeny VIP' })).toBeInTheDocument();
  });

  it('shows the withdrawal queue in German: statuses, amounts, the filter and the pay confirmation', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/withdrawals': paged('Withdrawal requests', [
        makeAdminWithdrawal({ id: 3, amount: 1500, fee: 15.3, net_amount: 1484.7 }),
        makeAdminWithdrawal({ id: 15, status: 'review' }),
      ]),
      'GET /api/admin/shortfalls': ok('Shortfalls', {
        data: [makeShortfall({ asset: 'vip_days', amount: 3 })],
      }),
      'GET /api/payments/config': ok('Payments', {
        data: { provider: 'paypal', client_id: 'x', currency: 'GBP' },
      }),
    });
    const { user } = renderApp('/admin/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auszahlungen' })).toBeInTheDocument();
    const pending = within(await screen.findByRole('row', { name: /^#3\b/ }));
    expect(pending.getByText('1.500,00 £')).toBeInTheDocument();
    expect(pending.getByText('Ausstehend')).toBeInTheDocument();
    const held = within(screen.getByRole('row', { name: /^#15\b/ }));
    expect(held.getByText('Identitätsprüfung')).toBeInTheDocument();
    expect(
      held.getByText('Auszahlungen haben die Schwelle der Identitätsprüfung erreicht'),
    ).toBeInTheDocument();
    expect(
      held.getByRole('button', { name: 'Identitätsprüfung der Anfrage #15 genehmigen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle Anfragen' })).toBeInTheDocument();
    expect(await screen.findByText('3 VIP-Tage')).toBeInTheDocument();

    await user.click(pending.getByRole('button', { name: 'Anfrage #3 auszahlen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anfrage #3 auszahlen?' }));
    expect(dialog.getByText(/Eine PayPal-Auszahlung über 1.484,70 £ geht an/)).toHaveTextContent(
      'Eine PayPal-Auszahlung über 1.484,70 £ geht an nova@paypal.test. Eine Anfrage wird nie zweimal ausgezahlt.',
    );
    expect(dialog.getByRole('button', { name: /^1\.484,70\s£ auszahlen$/ })).toBeInTheDocument();
  });

  it('shows the audit log in German, the change of a record before and after', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/audit': paged('Audit log', [makeAuditEntry({ note: 'Tippfehler' })]),
    });
    const { user } = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Alle Aktionen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ziel-ID')).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /tournament\.update/ }));
    expect(row.getByText('05.03.2025, 14:07')).toBeInTheDocument();
    await user.click(row.getByText('Änderungen'));
    expect(row.getByText('Notiz: Tippfehler')).toBeInTheDocument();
    const changes = within(row.getByRole('table', { name: 'Geänderte Felder' }));
    expect(changes.getByRole('columnheader', { name: 'Davor' })).toBeInTheDocument();
    expect(row.getByText('Vollständige Datensätze (JSON)')).toBeInTheDocument();
  });

  it('says in Polish that the outbox has no e-mail to a recipient', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    adminApi({ 'GET /api/admin/outbox': ok('Outbox', { data: [] }) });
    renderApp('/admin/outbox?to=nova@arena.test');
    expect(await screen.findByText('Brak e-maili do nova@arena.test.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Skrzynka nadawcza' })).toBeInTheDocument();
  });

  it('shows the webhooks page in German: endpoints, their state, the create and rotate dialogs', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/webhooks': ok('Webhook endpoints', {
        data: [
          {
            id: 7,
            url: 'https://hooks.example.com/arena',
            events: ['match.confirmed'],
            tournament_id: null,
            disabled_at: '2026-11-27T10:00:00.000Z',
            previous_secret_expires_at: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
      'GET /api/admin/tournaments': paged('Tournaments', [{ id: 31, tournament_name: 'Winter Cup' }]),
    });
    const { user } = renderApp('/admin/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /hooks\.example\.com/ }));
    expect(row.getByText('deaktiviert')).toBeInTheDocument();
    expect(row.getByText('seit 27.11.2026, 10:00')).toBeInTheDocument();
    expect(row.getByText('Alle Turniere')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /^Zustellprotokoll/ })).toHaveTextContent(
      'Zustellprotokoll von https://hooks.example.com/arena',
    );

    await user.click(row.getByRole('button', { name: /^Secret erneuern/ }));
    const rotate = within(await screen.findByRole('dialog', { name: 'Signatur-Secret erneuern?' }));
    expect(rotate.getByText(/signiert 24 Stunden lang neben dem neuen weiter/)).toBeInTheDocument();
    await user.click(rotate.getByRole('button', { name: 'Schließen' }));

    await user.click(screen.getByRole('button', { name: 'Endpunkt hinzufügen' }));
    const create = within(await screen.findByRole('dialog', { name: 'Webhook-Endpunkt hinzufügen' }));
    expect(create.getByLabelText('Alle auswählen')).toBeInTheDocument();
    expect(create.getByLabelText('Turnier (optional)')).toBeInTheDocument();
    await user.click(create.getAllByRole('button', { name: 'Endpunkt hinzufügen' }).at(-1)!);
    expect(await create.findByText('Gib die URL ein')).toBeInTheDocument();
  });

  it('lists the API keys in Polish, with the scopes’ meaning in the create dialog', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    adminApi({
      'GET /api/admin/api-keys': ok('API keys', {
        data: [
          {
            id: 3,
            name: 'Stream overlay',
            prefix: 'arena_sk_ab12',
            scopes: ['read'],
            created_at: '2026-11-20T10:00:00.000Z',
            created_by: { id: 1, name: 'ArenaAdmin' },
            last_used_at: null,
          },
        ],
      }),
    });
    const { user } = renderApp('/admin/api-keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klucze API' })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /Stream overlay/ }));
    expect(row.getByText('Nigdy')).toBeInTheDocument();
    expect(row.getByText('przez ArenaAdmin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Utwórz klucz API' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Utwórz klucz API' }));
    expect(dialog.getByText(/Odczyt turniejów, drabinek i wyników/)).toBeInTheDocument();
  });

  it('lists the ladders in Polish and says how to type a season date', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    adminApi({
      'GET /api/admin/ladders': ok('Ladders', {
        data: [
          {
            id: 5,
            name: 'Winter Ladder',
            game_id: 1,
            game_name: 'Rocket Arena',
            team_size: 2,
            rules: 'Be nice.',
            season_start: '2026-11-02T12:00:00.000Z',
            season_end: '2026-12-20T12:00:00.000Z',
            top_n: 8,
            playoff_tournament_id: null,
            entry_fee: 0,
            state: 'open',
            ended_at: null,
            teams: 2,
          },
        ],
      }),
      'GET /api/games-list': ok('Games', { data: [] }),
    });
    const { user } = renderApp('/admin/ladders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nowa drabinka' })).toBeInTheDocument();
    expect(
      await screen.findByText(/od 02\.11\.2026 do 20\.12\.2026 · 2 drużyny · otwarta/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edytuj Winter Ladder' }));
    const form = within(screen.getByRole('form', { name: 'Edytuj Winter Ladder' }));
    expect(form.getByText('DD-MM-YYYY HH:mm, zegar 24-godzinny')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Zapisz drabinkę' })).toBeInTheDocument();
  });
});
