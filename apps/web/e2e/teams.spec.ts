import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { signUpViaApi, storeSession, uniquePlayer } from './support';
import { openAccountPanel, signedInPlayer } from './teams-support';
import { expectNoAxeViolations, expectWholeTable, screenshotAtBothWidths } from './screens';
import { clickInDialog, dismissToasts } from './admin-support';

async function createTeamViaApi(
  request: APIRequestContext,
  token: string,
  team: { team_name: string; total_players: number; description?: string },
) {
  const response = await request.post('/api/create-team', {
    data: team,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data;
}

/** The Players Lobby's table: every column, Status and Remove included, in view at 375 and 1280 px. */
const expectWholePlayersTable = (page: Page, teamName: string) =>
  expectWholeTable(
    page,
    page.getByRole('region', { name: `Players of ${teamName}` }),
    `the players table of ${teamName}`,
  );

function teamCard(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('team management', () => {
  test('create, page, edit and delete teams', async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const captain = await signedInPlayer(page, request, 'teams');
    await openAccountPanel(page, 'Team Management');
    await expect(page.getByText('No Teams')).toBeVisible();
    await expectNoAxeViolations(page, 'team management without teams');

    // The create form's messages, then a team.
    await page.getByRole('button', { name: 'Create Team' }).click();
    const create = page.getByRole('dialog', { name: 'Create Team' });
    await create.getByRole('button', { name: 'Create Team' }).click();
    await expect(create.getByText('Team name is required')).toBeVisible();
    await expect(create.getByText('This field is required')).toBeVisible();
    await expectNoAxeViolations(page, 'create team dialog with errors');
    await create.getByLabel('Team Name').fill(' Lead');
    await create.getByRole('button', { name: 'Create Team' }).click();
    await expect(create.getByText('White spaces are not allowed')).toBeVisible();
    await create.getByLabel('Team Name').fill('Red Comets');
    await create.getByLabel('Total Player').selectOption({ label: '3v3' });
    await create.getByLabel('Description (optional)').fill('Three friends from Leeds, Friday nights.');
    await create.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team created successfully')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(teamCard(page, 'Red Comets').getByText('3 Players')).toBeVisible();

    // Four more teams: the cards go 4 to a page.
    for (const [name, size] of [
      ['Blue Falcons', 4],
      ['Neon Vipers', 2],
      ['Solo Sharks', 1],
      ['Night Owls', 2],
    ] as const) {
      await createTeamViaApi(request, captain.token, {
        team_name: name,
        total_players: size,
        description: `${name} play ${size}v${size} events every weekend.`,
      });
    }
    await page.reload();
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('button', { name: 'Team Management' })
      .click();
    await expect(page.getByRole('article')).toHaveCount(4);
    const pager = page.getByRole('navigation', { name: 'My teams pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(teamCard(page, 'Red Comets')).toBeVisible();
    await pager.getByRole('button', { name: 'First page' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'team management cards');
    await screenshotAtBothWidths(page, 'team-management');

    // Edit a team.
    await teamCard(page, 'Night Owls').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('button', { name: 'Edit Team' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await expect(edit.getByLabel('Team Name')).toHaveValue('Night Owls');
    await edit.getByLabel('Team Name').fill('N');
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await expect(edit.getByText('Team Name must be at least 2 characters long')).toBeVisible();
    await edit.getByLabel('Team Name').fill('Night Hawks');
    await edit.getByLabel('Total Player').selectOption('4');
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await expect(page.getByText('Team updated successfully')).toBeVisible();
    const facts = page.locator('.team-details__facts');
    await expect(facts.getByText('Night Hawks')).toBeVisible();
    await expect(facts).toContainText('4 (4v4)');
    await expect(page.getByLabel('Team Invite Link')).toHaveValue(/team_slug=night-hawks/);

    // Delete it from its card.
    await page.getByRole('button', { name: 'Back to teams' }).click();
    await teamCard(page, 'Night Hawks').getByRole('button', { name: 'Delete Team' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You sure you want to delete team ?' });
    await expect(
      confirm.getByText(
        'The action you are going to perform is irreversible please Confirm! Are you sure that you want to delete team?',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'delete team dialog');
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(confirm).toBeHidden();
    await teamCard(page, 'Night Hawks').getByRole('button', { name: 'Delete Team' }).click();
    await clickInDialog(page, 'Are You sure you want to delete team ?', 'Delete Team');
    await expect(page.getByText('Team deleted successfully')).toBeVisible();
    await expect(teamCard(page, 'Night Hawks')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('the captain rejects, accepts and removes players; a member leaves', async ({
    baseURL,
    browser,
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const captain = await signedInPlayer(page, request, 'roster');
    const team = await createTeamViaApi(request, captain.token, {
      team_name: 'Roster Crew',
      total_players: 4,
    });
    const linkAnswer = await request.get(`/api/generate-invite-player-link?id=${team.id}`, {
      headers: { Authorization: `Bearer ${captain.token}` },
    });
    const link = ((await linkAnswer.json()) as { url: string }).url;
    const params = new URLSearchParams(link.split('?')[1]);
    const invitation = {
      user_id: Number(params.get('user_id')),
      team_id: Number(params.get('team_id')),
      team_slug: params.get('team_slug'),
      team_token: params.get('team_token'),
    };

    const players = [];
    for (const prefix of ['reject', 'remove', 'leave', 'waiting']) {
      const player = uniquePlayer(prefix);
      const session = await signUpViaApi(request, player);
      const join = await request.post('/api/invite-player-form-submit', {
        data: invitation,
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(join.status(), await join.text()).toBe(200);
      players.push({ ...player, ...session });
    }
    const [rejected, removed, leaver] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    // One player with every platform ID, long ones (up to 50 characters each): the widest row a lobby has.
    const profile = await request.post('/api/update-user-profile', {
      data: {
        email: removed.email,
        psn: 'NightRider_PSN_ProfileName_2026',
        xbox: 'xXNightRiderGamerTagXx',
        activision: 'NightRider#1234567',
        ubisoft: 'NightRider.Ubisoft.Connect',
        ea: 'NightRider_EA_FC_Ultimate_Team',
        discord: 'nightrider_on_discord_server_name',
      },
      headers: { Authorization: `Bearer ${removed.token}` },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await openAccountPanel(page, 'Team Management');
    await teamCard(page, 'Roster Crew').getByRole('button', { name: 'View Details' }).click();
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveCount(4);

    // Reject one request.
    await row(rejected.name).getByRole('button', { name: 'Pending' }).click();
    const pending = page.getByRole('dialog', { name: 'Pending Request' });
    await pending.getByRole('button', { name: 'REJECT' }).click();
    await expect(page.getByText('Request rejected')).toBeVisible();
    await expect(row(rejected.name)).toHaveCount(0);

    // Accept the two others.
    for (const player of [removed, leaver]) {
      await row(player.name).getByRole('button', { name: 'Pending' }).click();
      await pending.getByRole('button', { name: 'ACCEPT' }).click();
      await expect(pending).toBeHidden();
      await expect(row(player.name).getByText('Accepted')).toBeVisible();
    }

    // The lobby with accepted and pending players, one with six long IDs: every column is in view.
    await dismissToasts(page);
    await expectWholePlayersTable(page, 'Roster Crew');
    await expect(row(removed.name).getByRole('button', { name: `Remove ${removed.name}` })).toBeInViewport();
    await expectNoAxeViolations(page, 'players lobby');
    await screenshotAtBothWidths(page, 'team-players-lobby');

    // Remove one player.
    await row(removed.name)
      .getByRole('button', { name: `Remove ${removed.name}` })
      .click();
    const remove = page.getByRole('dialog', { name: 'Are You sure you want to remove player ?' });
    await expectNoAxeViolations(page, 'remove player dialog');
    await remove.getByRole('button', { name: 'Remove Player' }).click();
    await expect(page.getByText('Player removed from the team')).toBeVisible();
    await expect(row(removed.name)).toHaveCount(0);

    // The last one leaves from My Participations.
    const memberContext = await browser.newContext({ baseURL });
    const member = await memberContext.newPage();
    await storeSession(member, leaver);
    await openAccountPanel(member, 'My Participations');
    await teamCard(member, 'Roster Crew').getByRole('button', { name: 'View Details' }).click();
    await member.getByRole('button', { name: 'Exit Team' }).click();
    const leave = member.getByRole('dialog', { name: 'Are You sure you want to leave the team?' });
    await expectNoAxeViolations(member, 'leave team dialog');
    await leave.getByRole('button', { name: 'Exit', exact: true }).click();
    await expect(member.getByText('You have left the team')).toBeVisible();
    await expect(member.getByText('No Teams')).toBeVisible();
    await memberContext.close();

    await page.reload();
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('button', { name: 'Team Management' })
      .click();
    await teamCard(page, 'Roster Crew').getByRole('button', { name: 'View Details' }).click();
    // The captain and the player still waiting for an answer.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  });

  test('locked teams: the captain and a member of a team in a tournament cannot change it', async ({
    baseURL,
    browser,
    page,
    scenario,
  }) => {
    // A 2v2 team entered in a pending tournament, which locks it.
    const captain = await scenario.player({ prefix: 'locked' });
    const duo = await scenario.team(captain, 1, `Locked Duo ${Date.now().toString(36)}`);
    const tournament = await scenario.tournament({ teamSize: 2 });
    await scenario.enrol({ ...captain, teamId: duo.teamId, teamName: duo.teamName }, tournament.id);
    await storeSession(page, captain);
    await openAccountPanel(page, 'Team Management');
    const locked = page.getByRole('article').filter({ hasText: 'Locked' });
    await expect(locked.first()).toBeVisible();
    await expect(locked.first().getByRole('button', { name: 'Delete Team' })).toBeDisabled();

    // A locked team with players: no edit, no invite link, no accept or remove.
    await locked
      .filter({ hasText: /2 Players/ })
      .first()
      .getByRole('button', { name: 'View Details' })
      .click();
    await expect(page.getByRole('button', { name: 'Edit Team' })).toBeDisabled();
    await expect(
      page.getByText('The invite link is hidden while this team is in a tournament.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
    const playerRow = page.getByRole('row').filter({ hasText: 'Player' }).filter({ hasNotText: 'Captain' });
    await expect(playerRow.getByRole('button', { name: /^Remove / })).toBeDisabled();
    await expect(playerRow.locator('.status-badge--accepted.is-locked')).toHaveText('Accepted');
    await dismissToasts(page);
    // The locks make Status and Remove wider: still no sideways scroll of the table.
    await expectWholePlayersTable(page, duo.teamName);
    await expectNoAxeViolations(page, 'locked team details');
    await screenshotAtBothWidths(page, 'team-details-locked');

    // The other player of that team cannot leave it.
    const memberContext = await browser.newContext({ baseURL });
    const member = await memberContext.newPage();
    await storeSession(member, duo.members[0]!);
    await openAccountPanel(member, 'My Participations');
    const memberCard = member.getByRole('article').filter({ hasText: 'Locked' }).first();
    await memberCard.getByRole('button', { name: 'View Details' }).click();
    await expect(member.getByRole('button', { name: 'Exit Team' })).toBeDisabled();
    await expectNoAxeViolations(member, 'locked member details');
    await memberContext.close();
  });
});
