import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES } from '@arena/shared/admin-catalogue';
import { ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeParticipant,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

const games = paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]);

function local(year: number, month: number, day: number, hour: number, minute = 0) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    input: `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`,
    iso: new Date(year, month - 1, day, hour, minute).toISOString(),
  };
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
      'GET /api/admin/tournaments/21': ok('Tournament', { data: { tournament: created, participants: [] } }),
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
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tournaments/21'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeInTheDocument();
  });

  it('keeps game, team size, fee and category once teams have entered, and still sends them', async () => {
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
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: {
          tournament,
          participants: [makeParticipant({ team_id: 41 }), makeParticipant({ team_id: 42 })],
        },
      }),
      'PUT /api/admin/tournaments/9': ok('The tournament has been updated', { data: tournament }),
    });
    const { user } = renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Edit Cup 9' }));
    expect(
      form.getByText(ADMIN_CATALOGUE_MESSAGES.lockedOnceEntered('Game, team size, entry fee and category')),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Game')).toBeDisabled();
    expect(form.getByLabelText('Team size')).toBeDisabled();
    expect(form.getByLabelText('Entry fee (credits per team)')).toBeDisabled();
    expect(form.getByLabelText('Category')).toBeDisabled();
    await user.clear(form.getByLabelText('Region'));
    await user.type(form.getByLabelText('Region'), 'Northern Europe');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The tournament has been updated')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/tournaments/9')[0]!.body).toMatchObject({
      game_id: 3,
      team_size: 1,
      entry_fee: 5,
      tournament_category: 'regular',
      region: 'Northern Europe',
      // The stored check-in and report minutes go back as they are (the API keeps them when left out, too).
      check_in_minutes: 45,
      match_report_minutes: 20,
    });
  });

  it('shows a started tournament read-only', async () => {
    const tournament = makeAdminTournament({ id: 9, tournament_state: 'underway', enrolled_teams: 2 });
    adminApi({
      'GET /api/admin/games': games,
      'GET /api/admin/tournaments/9': ok('Tournament', { data: { tournament, participants: [] } }),
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
