/**
 * The tournament form's series and stage settings (decision 0039): which fields each format shows, the map pool
 * editor, the body sent, the shared schema's and the server's messages under the right field, and an edit that
 * sends back what the API answered.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERIES_FORMAT_MESSAGES as S } from '@arena/shared/series-format-schema';
import { fail, ok } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeCounts,
  tournamentEditHandlers,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';

const games = paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]);
const created = makeAdminTournament({ id: 21, tournament_name: 'Series Cup' });
const createdReplies = {
  'POST /api/admin/tournaments': ok('The tournament has been created', { data: created }),
  'GET /api/admin/tournaments/21': ok('Tournament', {
    data: { tournament: created, participants: [], counts: makeCounts() },
  }),
};

type User = ReturnType<typeof renderApp>['user'];

async function openNewTournament() {
  const view = renderApp('/admin/tournaments/new');
  await screen.findByRole('heading', { level: 1, name: 'New tournament' });
  await screen.findByRole('option', { name: 'Rocket League' });
  return view;
}

const pad = (n: number) => String(n).padStart(2, '0');
const typed = (date: Date) =>
  `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:00`;

/** Everything but the format, valid: a game, a name, a region and dates in 2030. */
async function fillBasics(user: User, totalTeams = '16') {
  await user.selectOptions(screen.getByLabelText('Game'), 'Rocket League');
  await user.type(screen.getByLabelText('Tournament name'), 'Series Cup');
  await user.type(screen.getByLabelText('Region'), 'Western Europe');
  await user.clear(screen.getByLabelText('Total teams'));
  await user.type(screen.getByLabelText('Total teams'), totalTeams);
  for (const [label, hour] of [
    ['Registration deadline', 17],
    ['Start date', 18],
    ['End date', 22],
  ] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: typed(new Date(2030, 4, 1, hour)) } });
  }
}

async function addMaps(user: User, names: string[]) {
  for (const name of names) {
    await user.click(screen.getByRole('button', { name: 'Add a map or mode' }));
    const inputs = within(screen.getByRole('group', { name: 'Map pool' })).getAllByRole('textbox');
    await user.type(inputs[inputs.length - 1]!, name);
  }
}

const poolNames = () =>
  within(screen.getByRole('group', { name: 'Map pool' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('the tournament form: format, series and stages', () => {
  it('shows each setting only with the formats that use it', async () => {
    adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    const format = screen.getByLabelText('Bracket format');
    const shown = (label: string) => screen.queryByLabelText(label) !== null;

    // Single elimination: a final and a third-place match; a group stage may come before it.
    expect(screen.getByLabelText('Best of')).toHaveValue('1');
    expect(
      within(screen.getByLabelText('Best of')).getByRole('option', { name: 'Bo3: first to win 2 games' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Final best of')).toHaveAccessibleDescription(
      'The final and the third-place match.',
    );
    expect(shown('Third-place match (the semi-final losers play for 3rd)')).toBe(true);
    expect(shown('Grand final')).toBe(false);
    expect(shown('Groups before the playoff')).toBe(true);
    expect(shown('Groups')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Swiss' })).not.toBeInTheDocument();
    expect(shown('Seconds for each veto step')).toBe(false);

    await user.selectOptions(format, 'Double elimination');
    expect(shown('Grand final')).toBe(true);
    expect(shown('Third-place match (the semi-final losers play for 3rd)')).toBe(false);
    expect(screen.getByLabelText('Final best of')).toHaveAccessibleDescription('The grand final.');

    // A round-robin group stage before the playoff: groups and how many advance from each.
    await user.selectOptions(screen.getByLabelText('Groups before the playoff'), 'Round robin');
    expect(screen.getByLabelText('Groups')).toHaveValue('2');
    expect(screen.getByLabelText('Teams advancing from each group')).toHaveValue('2');
    // A Swiss group stage is one group, and brings the Swiss settings.
    await user.selectOptions(screen.getByLabelText('Groups before the playoff'), 'Swiss');
    expect(shown('Groups')).toBe(false);
    expect(shown('Teams advancing')).toBe(true);
    expect(screen.getByRole('group', { name: 'Swiss' })).toBeInTheDocument();

    // Swiss on its own: no final, no group stage; rounds or the Major style.
    await user.selectOptions(format, 'Swiss');
    expect(shown('Final best of')).toBe(false);
    expect(shown('Groups before the playoff')).toBe(false);
    expect(screen.getByLabelText('Swiss rounds')).toHaveAttribute('placeholder', 'Automatic');
    expect(shown('Wins to advance')).toBe(false);
    await user.click(screen.getByLabelText('Major style: play until a number of wins or losses'));
    expect(shown('Swiss rounds')).toBe(false);
    expect(screen.getByLabelText('Wins to advance')).toHaveValue('3');
    expect(screen.getByLabelText('Losses to be eliminated')).toHaveValue('3');
    expect(shown('Deciding matches best of')).toBe(true);

    await user.selectOptions(format, 'Round robin');
    expect(screen.queryByRole('group', { name: 'Swiss' })).not.toBeInTheDocument();
    for (const label of ['Final best of', 'Grand final', 'Groups before the playoff'])
      expect(shown(label)).toBe(false);

    // The veto's clock shows with a veto only.
    await user.selectOptions(screen.getByLabelText('Veto'), 'ban_pick');
    expect(screen.getByLabelText('Seconds for each veto step')).toHaveValue('60');
    await user.selectOptions(screen.getByLabelText('Veto'), 'No veto');
    expect(shown('Seconds for each veto step')).toBe(false);
  });

  it('adds, moves and removes maps with buttons; a fixed schedule names each row by its game', async () => {
    adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    await addMaps(user, ['Hardpoint', 'Control', 'Search and Destroy']);
    expect(poolNames()).toEqual(['Hardpoint', 'Control', 'Search and Destroy']);
    expect(screen.getByRole('button', { name: 'Move map or mode 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move map or mode 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move map or mode 3 up' }));
    expect(poolNames()).toEqual(['Hardpoint', 'Search and Destroy', 'Control']);
    await user.click(screen.getByRole('button', { name: 'Move map or mode 1 down' }));
    expect(poolNames()).toEqual(['Search and Destroy', 'Hardpoint', 'Control']);
    await user.click(screen.getByRole('button', { name: 'Remove map or mode 1' }));
    expect(poolNames()).toEqual(['Hardpoint', 'Control']);

    await user.selectOptions(screen.getByLabelText('Veto'), 'Fixed schedule');
    expect(screen.getByLabelText('Game 1')).toHaveValue('Hardpoint');
    expect(screen.getByLabelText('Game 2')).toHaveValue('Control');
    expect(screen.getByRole('button', { name: 'Move game 2 up' })).toBeEnabled();
  });

  it('sends a double elimination Bo3 with a Bo5 reset final, round-robin groups and a ban-pick veto', async () => {
    const api = adminApi({ 'GET /api/admin/games': games, ...createdReplies });
    const { user } = await openNewTournament();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('Bracket format'), 'Double elimination');
    await user.selectOptions(screen.getByLabelText('Best of'), 'Bo3: first to win 2 games');
    await user.selectOptions(screen.getByLabelText('Final best of'), 'Bo5: first to win 3 games');
    await user.selectOptions(screen.getByLabelText('Grand final'), 'double');
    await user.selectOptions(screen.getByLabelText('Groups before the playoff'), 'Round robin');
    await user.clear(screen.getByLabelText('Groups'));
    await user.type(screen.getByLabelText('Groups'), '4');
    await user.selectOptions(screen.getByLabelText('Veto'), 'ban_pick');
    await user.clear(screen.getByLabelText('Seconds for each veto step'));
    await user.type(screen.getByLabelText('Seconds for each veto step'), '90');
    await addMaps(user, ['Mirage', 'Inferno', 'Nuke', 'Ancient', ' Anubis ']);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('The tournament has been created')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments')[0]!.body).toMatchObject({
      total_teams: 16,
      bracket_format: 'double_elimination',
      best_of: 3,
      final_best_of: 5,
      third_place_match: false,
      grand_final: 'double',
      swiss_rounds: null,
      swiss_advance_wins: null,
      group_stage: { format: 'round_robin', groups: 4, advance: 2 },
      map_pool: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis'],
      veto: 'ban_pick',
      veto_step_seconds: 90,
    });
  });

  it('sends a Major-style Swiss, and settings of a format left behind are not sent', async () => {
    const api = adminApi({ 'GET /api/admin/games': games, ...createdReplies });
    const { user } = await openNewTournament();
    await fillBasics(user);
    // Set for single elimination, then the format changes: the third place and the final's length go.
    await user.click(screen.getByLabelText('Third-place match (the semi-final losers play for 3rd)'));
    await user.selectOptions(screen.getByLabelText('Final best of'), 'Bo3: first to win 2 games');
    await user.selectOptions(screen.getByLabelText('Bracket format'), 'Swiss');
    await user.click(screen.getByLabelText('Major style: play until a number of wins or losses'));
    await user.selectOptions(screen.getByLabelText('Deciding matches best of'), 'Bo3: first to win 2 games');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('The tournament has been created')).toBeInTheDocument();
    const body = api.calls('POST /api/admin/tournaments')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      bracket_format: 'swiss',
      best_of: 1,
      third_place_match: false,
      swiss_rounds: null,
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
      group_stage: null,
    });
    expect(body).not.toHaveProperty('final_best_of');
  });

  it("puts the shared schema's messages under the settings they are about", async () => {
    const api = adminApi({ 'GET /api/admin/games': games });
    const { user } = await openNewTournament();
    await fillBasics(user, '8');
    // 8 teams in 4 groups are groups of 2: two cannot advance from each.
    await user.selectOptions(screen.getByLabelText('Groups before the playoff'), 'Round robin');
    await user.clear(screen.getByLabelText('Groups'));
    await user.type(screen.getByLabelText('Groups'), '4');
    await user.selectOptions(screen.getByLabelText('Veto'), 'Bans');
    await addMaps(user, ['Nuke', 'nuke ']);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    const groupStage = screen.getByRole('group', { name: 'Group stage' });
    expect(await within(groupStage).findByText(S.advanceTooMany)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Map pool' })).getByText(S.mapPoolDuplicate),
    ).toBeInTheDocument();

    // A blank Major-style record is refused, not read as "automatic rounds".
    await user.selectOptions(screen.getByLabelText('Bracket format'), 'Swiss');
    await user.click(screen.getByLabelText('Major style: play until a number of wins or losses'));
    await user.clear(screen.getByLabelText('Wins to advance'));
    await user.clear(screen.getByLabelText('Losses to be eliminated'));
    await user.type(screen.getByLabelText('Losses to be eliminated'), '11');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Swiss advance wins is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Wins to advance')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Losses to be eliminated')).toHaveAccessibleDescription(
      'Swiss eliminate losses must be between 1 and 10',
    );
    expect(api.calls('POST /api/admin/tournaments')).toHaveLength(0);
  });

  it("puts the server's refusals under the fields they are about", async () => {
    const api = adminApi({
      'GET /api/admin/games': games,
      'POST /api/admin/tournaments': fail(400, S.groupsTooMany, [
        S.groupsTooMany,
        S.poolTooSmall(5),
        'Veto step seconds must be between 10 and 600',
      ]),
    });
    const { user } = await openNewTournament();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('Groups before the playoff'), 'Round robin');
    await user.selectOptions(screen.getByLabelText('Veto'), 'Bans');
    await addMaps(user, ['Nuke', 'Mirage']);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() => expect(api.calls('POST /api/admin/tournaments')).toHaveLength(1));
    expect(
      await within(screen.getByRole('group', { name: 'Group stage' })).findByText(S.groupsTooMany),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Map pool' })).getByText(S.poolTooSmall(5)),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Seconds for each veto step')).toHaveAccessibleDescription(
      'Veto step seconds must be between 10 and 600',
    );
  });

  it('shows a saved tournament’s settings and sends them back unchanged', async () => {
    const tournament = makeAdminTournament({
      id: 9,
      total_teams: 16,
      bracket_format: 'single_elimination',
      best_of: 3,
      final_best_of: 5,
      third_place_match: true,
      group_stage: { format: 'swiss', groups: 1, advance: 8 },
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
      map_pool: ['Hardpoint', 'Search and Destroy', 'Control', 'Hardpoint 2', 'Search 2'],
      veto: 'schedule',
      veto_step_seconds: 45,
    });
    const api = adminApi({
      'GET /api/admin/games': games,
      ...tournamentEditHandlers(tournament),
    });
    const { user } = renderApp('/admin/tournaments/9');
    const form = within(await screen.findByRole('form', { name: 'Edit Cup 9' }));
    expect(form.getByLabelText('Best of')).toHaveValue('3');
    expect(form.getByLabelText('Final best of')).toHaveValue('5');
    expect(form.getByLabelText('Third-place match (the semi-final losers play for 3rd)')).toBeChecked();
    expect(form.getByLabelText('Groups before the playoff')).toHaveValue('swiss');
    expect(form.getByLabelText('Teams advancing')).toHaveValue('8');
    expect(form.getByLabelText('Major style: play until a number of wins or losses')).toBeChecked();
    expect(form.getByLabelText('Deciding matches best of')).toHaveValue('3');
    expect(form.getByLabelText('Veto')).toHaveValue('schedule');
    expect(form.getByLabelText('Game 1')).toHaveValue('Hardpoint');
    expect(form.getByLabelText('Seconds for each veto step')).toHaveValue('45');

    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The tournament has been updated')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/tournaments/9')[0]!.body).toMatchObject({
      bracket_format: 'single_elimination',
      best_of: 3,
      final_best_of: 5,
      third_place_match: true,
      grand_final: 'simple',
      swiss_rounds: null,
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
      group_stage: { format: 'swiss', groups: 1, advance: 8 },
      map_pool: tournament.map_pool,
      veto: 'schedule',
      veto_step_seconds: 45,
    });
  });
});
