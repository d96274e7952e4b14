import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeDashboard,
  makeDispute,
  makeParticipant,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the console in the chosen language (decision 0062)', () => {
  it('shows the frame, the dashboard and the games in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/dashboard': ok('Dashboard', { data: makeDashboard() }),
      'GET /api/admin/disputes': ok('Disputes', { data: [makeDispute()] }),
      'GET /api/admin/games': paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(document.title).toBe('Arena-Admin | Übersicht');
    const nav = within(screen.getByRole('navigation', { name: 'Admin-Konsole' }));
    expect(nav.getByRole('link', { name: 'Prüfprotokoll' })).toHaveAttribute('href', '/admin/audit');
    expect(await screen.findByText('Neu in den letzten 7 Tagen')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    const disputes = within(screen.getByRole('region', { name: 'Offene Streitfälle' }));
    expect(await disputes.findByText(/^Halbfinale: Team 41 gegen Team 42 · seit/)).toBeInTheDocument();

    await user.click(nav.getByRole('link', { name: 'Spiele' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spiele' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rocket League archivieren' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rocket League archivieren?' }));
    expect(dialog.getByText(/verschwindet aus dem öffentlichen Katalog/)).toBeInTheDocument();
  });

  it("names in Polish the teams Start now drops, with the language's plural forms", async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    const tournament = makeAdminTournament({
      id: 9,
      tournament_state: 'pending',
      check_in_minutes: 30,
      tournament_start_date: '2099-01-01T18:00:00.000Z',
    });
    adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame()]),
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: {
          tournament,
          participants: [
            makeParticipant({ team_id: 41, checked_in: true }),
            makeParticipant({ team_id: 42, checked_in: false }),
            makeParticipant({ team_id: 43, checked_in: false }),
          ],
          counts: { entered: 3, checked_in: 1, not_checked_in: 2, no_show: 0, removed: 0, left: 0 },
        },
      }),
      'GET /api/admin/disputes': ok('Disputes', { data: [] }),
      'GET /api/admin/match-audit': ok('Match results audit', { data: [] }),
    });
    const { user } = renderApp('/admin/tournaments/9');
    expect(await screen.findByRole('link', { name: 'Wszystkie turnieje' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Uczestnicy \(3 · 1 po check-inie, 2 bez/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rozpocznij teraz' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Te 2 drużyny nie przeszły check-inu i odpadną:')).toBeInTheDocument();
    expect(dialog.getByText(/więc drużyna, która odpadnie, odzyska wpisowe/)).toBeInTheDocument();
  });
});
