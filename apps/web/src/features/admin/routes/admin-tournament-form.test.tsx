import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES } from '@arena/shared/admin-catalogue';
import { ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeAdminUser,
  makeCounts,
  makeParticipant,
  tournamentEditHandlers,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

const games = paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]);

const pad = (n: number) => String(n).padStart(2, '0');

/** A time in this machine's zone (the viewer's) as typed in the form, DD-MM-YYYY HH:mm, and as sent. */
function local(year: number, month: number, day: number, hour: number, minute = 0) {
  return {
    input: `${pad(day)}-${pad(month)}-${year} ${pad(hour)}:${pad(minute)}`,
    iso: new Date(year, month - 1, day, hour, minute).toISOString(),
  };
}

/** An instant as the form shows it: DD-MM-YYYY HH:mm in this machine's zone. */
function shown(iso: string) {
  const date = new Date(iso);
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function openNewTournament() {
  const view = renderApp('/admin/tournaments/new');
  await screen.findByRole('heading', { level: 1, name: 'New tournament' });
  await screen.findByRole('option', { name: 'Rocket League' });
  return view;
}

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function writeHtml(user: ReturnType<typeof renderApp>['user'], label: string, html: string) {
  const group = screen.getByRole('toolbar', { name: `${label} formatting` }).parentElement as HTMLElement;
  await user.click(within(group).getByRole('button', { name: 'Edit HTML' }));
  const source = within(group).getByRole('textbox', { name: `${label} (HTML)` });
  await user.click(source);
  await user.paste(html);
}

describe('the tournament form', () => {
  it("shows the shared schema's messages under the fields and sends nothing", async () => {
    const api = adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    await user.clear(screen.getByLabelText('Total teams'));
    await user.type(screen.getByLabelText('Total teams'), 'many');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('Game is required')).toBeInTheDocument();
    expect(screen.getByText('Tournament name is required')).toBeInTheDocument();
    expect(screen.getByText('Region is required')).toBeInTheDocument();
    expect(screen.getByText('Total teams must be a number')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Registration deadline is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Tournament name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/admin/tournaments')).toHaveLength(0);
  });

  it('takes dates only as DD-MM-YYYY HH:mm and says so under a date that does not read', async () => {
    const api = adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    for (const label of ['Registration deadline', 'Start date', 'End date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('placeholder', 'DD-MM-YYYY HH:mm');
      // The format under the field is read with it (a placeholder alone is gone once typing starts).
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('DD-MM-YYYY HH:mm, 24-hour');
    }
    expect(screen.getByText(/^Times are in your time zone \(.+\)\.$/)).toBeInTheDocument();
    // The browser's own formats and an impossible day are refused; a blank date is still "required".
    setDate('Start date', '2030-05-01T18:00');
    setDate('End date', '31-02-2030 22:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findAllByText('Enter the date as DD-MM-YYYY HH:mm')).toHaveLength(2);
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Enter the date as DD-MM-YYYY HH:mm',
    );
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Registration deadline is required')).toBeInTheDocument();
    expect(screen.queryByText(/must be a date and time with its time zone/)).not.toBeInTheDocument();

    // 12-hour and US-style dates do not read either; surrounding spaces do not matter.
    setDate('Registration deadline', '05/01/2030 7:00 PM');
    setDate('Start date', local(2030, 5, 1, 18).input);
    setDate('End date', ` ${local(2030, 5, 1, 22).input} `);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findAllByText('Enter the date as DD-MM-YYYY HH:mm')).toHaveLength(1);
    expect(screen.getByLabelText('Registration deadline')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Start date')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('End date')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /api/admin/tournaments')).toHaveLength(0);
  });

  it('checks that the prize split adds up to 100% and that the deadline is not after the start', async () => {
    const api = adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    await user.selectOptions(screen.getByLabelText('Game'), 'Rocket League');
    await user.type(screen.getByLabelText('Tournament name'), 'Spring Cup');
    await user.type(screen.getByLabelText('Region'), 'Western Europe');
    setDate('Registration deadline', local(2030, 5, 1, 19).input);
    setDate('Start date', local(2030, 5, 1, 18).input);
    setDate('End date', local(2030, 5, 1, 22).input);
    await user.clear(screen.getByLabelText('1st place (%)'));
    await user.type(screen.getByLabelText('1st place (%)'), '70');
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    await user.type(screen.getByLabelText('2nd place (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.splitSum)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('2nd place (%)'));
    await user.type(screen.getByLabelText('2nd place (%)'), '30');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.deadlineAfterStart)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_CATALOGUE_MESSAGES.splitSum)).not.toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments')).toHaveLength(0);
  });

  it('sends every field with the HTML descriptions and the prize split, then opens the new tournament', async () => {
    const created = makeAdminTournament({ id: 21, tournament_name: 'Spring Cup' });
    const api = adminApi({
      'GET /api/admin/games': games,
      'POST /api/admin/tournaments': ok('The tournament has been created', { data: created }),
      'GET /api/admin/tournaments/21': ok('Tournament', {
        data: { tournament: created, participants: [], counts: makeCounts() },
      }),
    });
    const { user, router } = await openNewTournament();
    await user.selectOptions(screen.getByLabelText('Game'), 'Rocket League');
    await user.type(screen.getByLabelText('Tournament name'), '  Spring Cup ');
    await user.type(screen.getByLabelText('Region'), 'Western Europe');
    await user.selectOptions(screen.getByLabelText('Team size'), '2v2');
    await user.clear(screen.getByLabelText('Total teams'));
    await user.type(screen.getByLabelText('Total teams'), '4');
    await user.selectOptions(screen.getByLabelText('Seeding'), 'Seeded by the organiser');
    await user.clear(screen.getByLabelText('Entry fee (credits per team)'));
    await user.type(screen.getByLabelText('Entry fee (credits per team)'), '5');
    await user.clear(screen.getByLabelText('Winning prize (£)'));
    await user.type(screen.getByLabelText('Winning prize (£)'), '50');
    await user.clear(screen.getByLabelText('Check-in (minutes before the start, 0 = none)'));
    await user.type(screen.getByLabelText('Check-in (minutes before the start, 0 = none)'), '30');
    await user.clear(screen.getByLabelText('1st place (%)'));
    await user.type(screen.getByLabelText('1st place (%)'), '70');
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    await user.type(screen.getByLabelText('2nd place (%)'), '30');
    expect(screen.getByText('£35.00')).toBeInTheDocument();
    expect(screen.getByText('£15.00')).toBeInTheDocument();
    const deadline = local(2030, 5, 1, 17);
    const start = local(2030, 5, 1, 18);
    const end = local(2030, 5, 1, 22);
    setDate('Registration deadline', deadline.input);
    setDate('Start date', start.input);
    setDate('End date', end.input);
    await writeHtml(user, 'Overview', '<h3>Format</h3><p>Best of <strong>three</strong></p>');
    await writeHtml(user, 'Prize description', '<ul><li>1st: £35</li><li>2nd: £15</li></ul>');
    await user.type(
      screen.getByLabelText('Discord webhook URL (optional)'),
      'https://discord.com/api/webhooks/1/abc',
    );
    // The posts' language: English to start with (the organiser's account chose none), each named in itself.
    const postLanguage = screen.getByLabelText('Discord post language');
    expect(postLanguage).toHaveValue('en');
    expect(postLanguage).toHaveAccessibleDescription(
      'The posts to the Discord channel are written in this language.',
    );
    expect(
      within(postLanguage)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
      ['Español', 'es'],
      ['Italiano', 'it'],
      ['Polski', 'pl'],
    ]);
    await user.selectOptions(postLanguage, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('The tournament has been created')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments')[0]!.body).toEqual({
      game_id: 3,
      tournament_name: 'Spring Cup',
      description: '',
      tournament_category: 'regular',
      entry_fee: 5,
      total_teams: 4,
      region: 'Western Europe',
      team_size: 2,
      tournament_start_date: start.iso,
      tournament_end_date: end.iso,
      registration_deadline_date: deadline.iso,
      winning_prize: 50,
      overview_description: '<h3>Format</h3><p>Best of <strong>three</strong></p>',
      prize_description: '<ul><li>1st: £35</li><li>2nd: £15</li></ul>',
      prize_split: [70, 30],
      bracket_format: 'single_elimination',
      seeding: 'organiser',
      check_in_minutes: 30,
      match_report_minutes: 0,
      discord_webhook_url: 'https://discord.com/api/webhooks/1/abc',
      discord_language: 'de',
      // The series settings untouched: one game a match, no options, no stages, no maps (final_best_of follows).
      best_of: 1,
      third_place_match: false,
      grand_final: 'simple',
      swiss_rounds: null,
      swiss_advance_wins: null,
      swiss_eliminate_losses: null,
      swiss_decider_best_of: null,
      group_stage: null,
      map_pool: [],
      veto: 'none',
      veto_step_seconds: 60,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tournaments/21'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeInTheDocument();
  });

  it('shows the dates as DD-MM-YYYY HH:mm and keeps game, team size, fee and category once teams have entered', async () => {
    const tournament = makeAdminTournament({
      id: 9,
      enrolled_teams: 2,
      entry_fee: 5,
      team_size: 1,
      check_in_minutes: 45,
      match_report_minutes: 20,
    });
    const api = adminApi({
      'GET /api/admin/games': games,
      ...tournamentEditHandlers(tournament, {
        participants: [makeParticipant({ team_id: 41 }), makeParticipant({ team_id: 42 })],
        counts: makeCounts({ entered: 2, not_checked_in: 2 }),
      }),
    });
    const { user } = renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Edit Cup 9' }));
    // Its dates show as DD-MM-YYYY HH:mm in the viewer's zone.
    expect(form.getByLabelText('Registration deadline')).toHaveValue(
      shown(tournament.registration_deadline_date),
    );
    expect(form.getByLabelText('Start date')).toHaveValue(shown(tournament.tournament_start_date));
    expect(form.getByLabelText('End date')).toHaveValue(shown(tournament.tournament_end_date));
    expect((form.getByLabelText('Start date') as HTMLInputElement).value).toMatch(
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
    );
    expect(
      form.getByText(ADMIN_CATALOGUE_MESSAGES.lockedOnceEntered('Game, team size, entry fee and category')),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Game')).toBeDisabled();
    expect(form.getByLabelText('Team size')).toBeDisabled();
    expect(form.getByLabelText('Entry fee (credits per team)')).toBeDisabled();
    expect(form.getByLabelText('Category')).toBeDisabled();
    await user.clear(form.getByLabelText('Region'));
    await user.type(form.getByLabelText('Region'), 'Northern Europe');
    // A later end, typed as the form shows it.
    const end = new Date(Date.parse(tournament.tournament_end_date) + 90 * 60_000).toISOString();
    await user.clear(form.getByLabelText('End date'));
    await user.type(form.getByLabelText('End date'), shown(end));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The tournament has been updated')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/tournaments/9')[0]!.body).toMatchObject({
      game_id: 3,
      team_size: 1,
      entry_fee: 5,
      tournament_category: 'regular',
      region: 'Northern Europe',
      // The untouched dates go back as they were; the edited one as typed, in the viewer's zone.
      tournament_start_date: new Date(tournament.tournament_start_date).toISOString(),
      registration_deadline_date: new Date(tournament.registration_deadline_date).toISOString(),
      tournament_end_date: end,
      // The stored check-in and report minutes go back as they are (the API keeps them when left out, too).
      check_in_minutes: 45,
      match_report_minutes: 20,
    });
  });

  it("starts a new tournament's Discord posts in the organiser's account language", async () => {
    // The page stays English (this browser chose it); the account's language is Italian.
    window.localStorage.setItem('arena.language', 'en');
    adminApi({ 'GET /api/admin/games': games }, makeAdminUser({ details: { language: 'it' } }));
    await openNewTournament();
    expect(screen.getByLabelText('Discord post language')).toHaveValue('it');
    expect(screen.getByRole('option', { name: 'Italiano', selected: true })).toBeInTheDocument();
  });

  it('shows the saved language of the Discord posts and sends the one chosen', async () => {
    const tournament = makeAdminTournament({ id: 9, discord_language: 'pl' });
    const api = adminApi({
      'GET /api/admin/games': games,
      ...tournamentEditHandlers(tournament),
    });
    const { user } = renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Edit Cup 9' }));
    const postLanguage = form.getByLabelText('Discord post language');
    expect(postLanguage).toHaveValue('pl');
    expect(form.getByRole('option', { name: 'Polski', selected: true })).toBeInTheDocument();
    await user.selectOptions(postLanguage, 'Français');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The tournament has been updated')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/tournaments/9')[0]!.body).toMatchObject({ discord_language: 'fr' });
  });

  it('shows a started tournament read-only', async () => {
    const tournament = makeAdminTournament({ id: 9, tournament_state: 'underway', enrolled_teams: 2 });
    adminApi({
      'GET /api/admin/games': games,
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: { tournament, participants: [], counts: makeCounts() },
      }),
      'GET /api/tournament-bracket': ok('Bracket', { data: null }),
      'GET /api/admin/disputes': ok('Disputes', { data: [] }),
      'GET /api/admin/match-audit': ok('Match results audit', { data: [] }),
    });
    renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Edit Cup 9' }));
    expect(form.getByText(ADMIN_CATALOGUE_MESSAGES.notEditable)).toBeInTheDocument();
    expect(form.getByLabelText('Tournament name')).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
