import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply } from '../../../../test/http';
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
    expect(form.getByLabelText('Anmeldeschluss')).toHaveAccessibleDescription(
      'DD-MM-YYYY HH:mm, 24-Stunden-Format',
    );

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

  it("says the rules between fields in German and puts the server's German refusals under their fields", async () => {
    window.history.replaceState(null, '', '/?lang=de');
    // The API answers in the page's language: a refusal of its own with its code, then the schema's sentences.
    const answers: Reply[] = [
      fail(
        400,
        'Das gewählte Spiel ist archiviert; wähle ein Spiel aus dem Katalog.',
        ['Das gewählte Spiel ist archiviert; wähle ein Spiel aus dem Katalog.'],
        'ARCHIVED_GAME',
      ),
      fail(400, 'Jede Gruppe braucht mindestens 2 Teams: Nimm weniger Gruppen oder mehr Teams insgesamt.', [
        'Jede Gruppe braucht mindestens 2 Teams: Nimm weniger Gruppen oder mehr Teams insgesamt.',
        'Der Map-Pool braucht mindestens 5 Karten oder Modi, eine für jedes Spiel.',
        'Veto step seconds muss zwischen 10 und 600 liegen',
        'Das Veto muss none, bans, ban_pick oder schedule sein',
      ]),
    ];
    const api = adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]),
      'POST /api/admin/tournaments': () => answers.shift()!,
    });
    const { user } = renderApp('/admin/tournaments/new');
    const form = within(await screen.findByRole('form', { name: 'Neues Turnier' }));
    await form.findByRole('option', { name: 'Rocket League' });
    await user.selectOptions(form.getByLabelText('Spiel'), 'Rocket League');
    await user.type(form.getByLabelText('Turniername'), 'Serien-Cup');
    await user.type(form.getByLabelText('Region'), 'Westeuropa');
    await user.clear(form.getByLabelText('Teams insgesamt'));
    await user.type(form.getByLabelText('Teams insgesamt'), '8');
    for (const [label, value] of [
      ['Anmeldeschluss', '01-05-2030 17:00'],
      ['Startdatum', '01-05-2030 18:00'],
      ['Enddatum', '01-05-2030 22:00'],
    ] as const)
      fireEvent.change(form.getByLabelText(label), { target: { value } });

    // 8 teams in 4 groups are groups of 2: the shared rule, said by the form in German, under the group stage.
    await user.selectOptions(form.getByLabelText('Gruppen vor dem Playoff'), 'round_robin');
    await user.clear(form.getByLabelText('Gruppen'));
    await user.type(form.getByLabelText('Gruppen'), '4');
    await user.click(form.getByRole('button', { name: 'Turnier erstellen' }));
    const groupStage = within(form.getByRole('group', { name: 'Gruppenphase' }));
    expect(
      await groupStage.findByText('Aus jeder Gruppe müssen weniger Teams weiterkommen, als die Gruppe hat.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Fewer teams must advance/)).not.toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments')).toHaveLength(0);

    // The API's own refusal: placed by its code, whatever its language.
    await user.clear(form.getByLabelText('Gruppen'));
    await user.type(form.getByLabelText('Gruppen'), '2');
    await user.selectOptions(form.getByLabelText('Veto'), 'bans');
    for (const name of ['Nuke', 'Mirage']) {
      await user.click(form.getByRole('button', { name: 'Map oder Modus hinzufügen' }));
      const inputs = within(form.getByRole('group', { name: 'Map-Pool' })).getAllByRole('textbox');
      await user.type(inputs[inputs.length - 1]!, name);
    }
    await user.click(form.getByRole('button', { name: 'Turnier erstellen' }));
    await waitFor(() => expect(api.calls('POST /api/admin/tournaments')).toHaveLength(1));
    await waitFor(() =>
      expect(form.getByLabelText('Spiel')).toHaveAccessibleDescription(
        'Das gewählte Spiel ist archiviert; wähle ein Spiel aus dem Katalog.',
      ),
    );

    // The schema's sentences, in German without a code: a rule by the form's words, a field's own by its label
    // once read back into English (the veto's sentence does not start with it in German).
    await user.click(form.getByRole('button', { name: 'Turnier erstellen' }));
    await waitFor(() => expect(api.calls('POST /api/admin/tournaments')).toHaveLength(2));
    expect(
      await groupStage.findByText(
        'Jede Gruppe braucht mindestens 2 Teams: Nimm weniger Gruppen oder mehr Teams insgesamt.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form.getByRole('group', { name: 'Map-Pool' })).getByText(
        'Der Map-Pool braucht mindestens 5 Karten oder Modi, eine für jedes Spiel.',
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Sekunden pro Veto-Schritt')).toHaveAccessibleDescription(
      expect.stringContaining('Veto step seconds muss zwischen 10 und 600 liegen'),
    );
    expect(form.getByLabelText('Veto')).toHaveAccessibleDescription(
      expect.stringContaining('Das Veto muss none, bans, ban_pick oder schedule sein'),
    );
  });

  it("labels the Discord post language in German, names the languages in themselves, and puts the server's German refusal under it", async () => {
    window.history.replaceState(null, '', '/?lang=de');
    // Only a race gives it (the select offers no other value): a language the server no longer takes.
    const refusal = 'Die Sprache der Discord-Beiträge muss eine dieser sein: en, de, fr, es, it, pl';
    const tournament = makeAdminTournament({ id: 9, discord_language: 'es' });
    const api = adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame()]),
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: {
          tournament,
          participants: [],
          counts: { entered: 0, checked_in: 0, not_checked_in: 0, no_show: 0, removed: 0, left: 0 },
        },
      }),
      'PUT /api/admin/tournaments/9': fail(400, refusal, [refusal]),
      'GET /api/admin/disputes': ok('Disputes', { data: [] }),
      'GET /api/admin/match-audit': ok('Match results audit', { data: [] }),
    });
    const { user } = renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Cup 9 bearbeiten' }));
    const postLanguage = await form.findByLabelText('Sprache der Discord-Beiträge');
    expect(postLanguage).toHaveValue('es');
    expect(postLanguage).toHaveAccessibleDescription(
      'Die Beiträge im Discord-Kanal werden in dieser Sprache geschrieben.',
    );
    expect(within(postLanguage).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(within(postLanguage).getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/tournaments/9')).toHaveLength(1));
    await waitFor(() => expect(postLanguage).toHaveAccessibleDescription(refusal));
    expect(postLanguage).toHaveAttribute('aria-invalid', 'true');
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
    const { user } = renderApp('/admin/tournaments/9');
    const seeds = within(await screen.findByRole('form', { name: 'Rozstawienie' }));
    expect(seeds.getByLabelText('Rozstawienie drużyny Team 41')).toHaveValue('2');
    expect(seeds.getByText(/daj każdej drużynie jedno miejsce od 1 do 2\./)).toBeInTheDocument();
    // The rule between rows: one seed given twice.
    await user.clear(seeds.getByLabelText('Rozstawienie drużyny Team 41'));
    await user.type(seeds.getByLabelText('Rozstawienie drużyny Team 41'), '1');
    await user.click(seeds.getByRole('button', { name: 'Zapisz rozstawienie' }));
    expect(
      await seeds.findByText('Każdy numer rozstawienia można nadać tylko jednej drużynie.'),
    ).toBeInTheDocument();

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
