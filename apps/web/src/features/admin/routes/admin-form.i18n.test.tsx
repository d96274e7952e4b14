import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeParticipant,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the tournament form and its parts in the chosen language (decision 0062)', () => {
  it('shows New tournament in German: labels, options, the series and map pool fields and the editor', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]),
    });
    const { user } = renderApp('/admin/tournaments/new');
    const form = within(await screen.findByRole('form', { name: 'Neues Turnier' }));
    expect(await form.findByRole('group', { name: 'Grundlagen' })).toBeInTheDocument();
    expect(form.getByLabelText('Turniername')).toBeInTheDocument();
    expect(form.getByLabelText('Startgebühr (Credits pro Team)')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Turnier erstellen' })).toBeInTheDocument();

    const category = within(form.getByLabelText('Kategorie'));
    expect(
      category.getByRole('option', { name: 'VIP (nur für VIP-Mitglieder, je ein Token)' }),
    ).toBeInTheDocument();
    const bracket = form.getByLabelText('Turnierbaum-Format');
    expect(within(bracket).getByRole('option', { name: 'Doppeltes K.-o.-System' })).toBeInTheDocument();
    expect(
      within(form.getByLabelText('Setzung')).getByRole('option', { name: 'Vom Veranstalter gesetzt' }),
    ).toBeInTheDocument();
    expect(form.getByLabelText('1. Platz (%)')).toBeInTheDocument();

    // The series fields: best of, the final, the veto with its hint, the map pool.
    expect(
      within(form.getByLabelText('Best of')).getByRole('option', {
        name: 'Bo3: wer zuerst 2 Spiele gewinnt',
      }),
    ).toBeInTheDocument();
    expect(
      form.getByLabelText('Spiel um Platz 3 (die Verlierer der Halbfinals spielen um Platz 3)'),
    ).toBeInTheDocument();
    await user.selectOptions(bracket, 'double_elimination');
    expect(await form.findByText('Das große Finale.')).toBeInTheDocument();
    expect(
      within(form.getByLabelText('Großes Finale')).getByRole('option', { name: 'Mit Reset' }),
    ).toBeInTheDocument();
    await user.selectOptions(bracket, 'swiss');
    expect(form.getByRole('radiogroup', { name: 'Wie die Schweizer Phase endet' })).toBeInTheDocument();
    expect(form.getByLabelText('Schweizer Runden')).toHaveAttribute('placeholder', 'Automatisch');
    await user.selectOptions(form.getByLabelText('Veto'), 'schedule');
    expect(form.getByText('Kein Veto: Die Spiele folgen der Reihenfolge des Map-Pools.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Map oder Modus hinzufügen' }));
    expect(form.getByLabelText('Spiel 1')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Spiel 1 entfernen' })).toBeInTheDocument();

    // The form's own messages: a date that does not read, a blank Major-style record.
    await user.click(
      form.getByLabelText('Wie bei Majors: spielen bis zu einer Anzahl Siege oder Niederlagen'),
    );
    await user.clear(form.getByLabelText('Siege zum Weiterkommen'));
    fireEvent.change(form.getByLabelText('Anmeldeschluss'), { target: { value: 'morgen' } });
    await user.click(form.getByRole('button', { name: 'Turnier erstellen' }));
    expect(await form.findByText('Gib das Datum im Format DD-MM-YYYY HH:mm ein')).toBeInTheDocument();
    expect(form.getByText('Gib die Siege zum Weiterkommen an')).toBeInTheDocument();

    // The rich-text editor's toolbar.
    const toolbar = within(form.getByRole('toolbar', { name: 'Formatierung: Überblick' }));
    expect(toolbar.getByRole('button', { name: 'Fett' })).toHaveAttribute('title', 'Fett (Strg+B)');
    expect(toolbar.getByRole('button', { name: 'HTML bearbeiten' })).toBeInTheDocument();
  });

  it('shows the seeds and the stream links of a tournament in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame()]),
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: {
          tournament: makeAdminTournament({ enrolled_teams: 2, seeding: 'organiser' }),
          participants: [
            makeParticipant({ team_id: 41, seed: 2 }),
            makeParticipant({ team_id: 42, seed: 1 }),
          ],
          counts: { entered: 2, checked_in: 0, not_checked_in: 2, no_show: 0, removed: 0, left: 0 },
        },
      }),
      'GET /api/admin/disputes': ok('Disputes', { data: [] }),
      'GET /api/admin/match-audit': ok('Match results audit', { data: [] }),
    });
    renderApp('/admin/tournaments/9');
    const seeds = within(await screen.findByRole('form', { name: 'Rozstawienie' }));
    expect(seeds.getByLabelText('Rozstawienie drużyny Team 41')).toHaveValue('2');
    expect(seeds.getByText(/daj każdej drużynie jedno miejsce od 1 do 2\./)).toBeInTheDocument();
    expect(seeds.getByRole('button', { name: 'Zapisz rozstawienie' })).toBeInTheDocument();

    const origin = window.location.origin;
    expect(screen.getByLabelText('Nakładka drabinki (źródło przeglądarki w OBS)')).toHaveValue(
      `${origin}/#/overlay/bracket?tournament_id=9`,
    );
    expect(screen.getByLabelText('Osadź na swojej stronie')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kopiuj: Nakładka drabinki (źródło przeglądarki w OBS)' }),
    ).toHaveTextContent('Kopiuj');
  });
});
