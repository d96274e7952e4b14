import { expect, test, scaled } from './fixtures';
import { hashPath, PASSWORD, uniquePlayer } from './support';
import { openAccountPanel, sameOriginPath, signedInPlayer } from './teams-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { dismissToasts } from './admin-support';

test.describe('invitation link journey', () => {
  test('a captain invites a player by link; the player signs up, logs in, is accepted and sees the team', async ({
    baseURL,
    browser,
    context,
    page,
    request,
  }) => {
    test.setTimeout(scaled(180_000));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // The captain creates a 2v2 team and copies its invite link.
    const captain = await signedInPlayer(page, request, 'captain');
    await openAccountPanel(page, 'Team Management');
    await expect(page.getByText('No Teams')).toBeVisible();
    await page.getByRole('button', { name: 'Create Team' }).click();
    const create = page.getByRole('dialog', { name: 'Create Team' });
    const teamName = `Owls ${Date.now().toString(36)}`;
    await create.getByLabel('Team Name').fill(teamName);
    await create.getByLabel('Total Player').selectOption('2');
    await create.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team created successfully')).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: teamName }) });
    await expect(card.getByText('2 Players')).toBeVisible();
    await card.getByRole('button', { name: 'View Details' }).click();
    const linkField = page.getByLabel('Team Invite Link');
    await expect(linkField).toHaveValue(/team_token=/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkField.inputValue());
    const slug = new URLSearchParams(link.split('?')[1]).get('team_slug')!;
    expect(link).toContain(`user_id=${captain.user.id}`);

    // Player 2, in another browser, opens the link: the invitation dialog asks.
    const joinerContext = await browser.newContext({ baseURL });
    const joinerPage = await joinerContext.newPage();
    await joinerPage.goto(sameOriginPath(link));
    const invitation = joinerPage.getByRole('dialog', { name: 'TOURNAMENT INVITATION' });
    await expect(invitation).toBeVisible();
    await expect(invitation.getByText(`Do you want to join "${slug}"?`)).toBeVisible();
    await expect
      .poll(() => joinerPage.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await expectNoAxeViolations(joinerPage, 'invitation dialog');
    await screenshotAtBothWidths(joinerPage, 'invitation-dialog', { fullPage: false });

    // Yes: saved, sent to sign-up with the spec's message.
    await invitation.getByRole('button', { name: 'Yes' }).click();
    await expect(joinerPage.getByText('Request has been sent, please register to proceed')).toBeVisible();
    await expect.poll(() => hashPath(joinerPage)).toBe('/signup');
    const saved = await joinerPage.evaluate(() => JSON.parse(window.localStorage.getItem('inviteData')!));
    expect(saved).toMatchObject({ user_id: captain.user.id, team_slug: slug });

    const joiner = uniquePlayer('joiner');
    await joinerPage.getByLabel('Username').fill(joiner.name);
    await joinerPage.getByLabel('Email').fill(joiner.email);
    await joinerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await joinerPage.getByLabel('Confirm Password').fill(PASSWORD);
    await joinerPage.getByLabel(/I accept the/).check();
    await joinerPage.getByRole('button', { name: 'REGISTER NOW' }).click();
    await expect.poll(() => hashPath(joinerPage)).toBe('/login');

    // Logging in sends the saved request.
    await joinerPage.getByLabel('Email').fill(joiner.email);
    await joinerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await joinerPage.getByRole('button', { name: 'Login' }).click();
    await expect(
      joinerPage.getByText('Your request to join the team has been sent to the captain.'),
    ).toBeVisible();
    await expect.poll(() => joinerPage.evaluate(() => window.localStorage.getItem('inviteData'))).toBeNull();

    // The captain sees the pending request and accepts it.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('button', { name: 'Team Management' })
      .click();
    await card.getByRole('button', { name: 'View Details' }).click();
    const joinerRow = page.getByRole('row').filter({ hasText: joiner.name });
    await joinerRow.getByRole('button', { name: 'Pending' }).click();
    const pending = page.getByRole('dialog', { name: 'Pending Request' });
    await expect(pending.getByText('User request to join your team')).toBeVisible();
    await expectNoAxeViolations(page, 'pending request dialog');
    await pending.getByRole('button', { name: 'ACCEPT' }).click();
    await expect(page.getByText('Player accepted')).toBeVisible();
    await expect(joinerRow.getByText('Accepted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: captain.name })).toContainText('Captain');

    // Two players now: the edit form refuses 1v1 before calling the server.
    await page.getByRole('button', { name: 'Edit Team' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await edit.getByLabel('Total Player').selectOption('1');
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await expect(edit.getByText('You have already 2 Players')).toBeVisible();
    await expectNoAxeViolations(page, 'edit team dialog with an error');
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(edit).toBeHidden();

    await dismissToasts(page);
    await expectNoAxeViolations(page, 'team details with players');
    await screenshotAtBothWidths(page, 'team-details');

    // Player 2 finds the team in My Participations.
    await dismissToasts(joinerPage);
    await openAccountPanel(joinerPage, 'My Participations');
    const joined = joinerPage
      .getByRole('article')
      .filter({ has: joinerPage.getByRole('heading', { name: teamName }) });
    await expect(joined.getByText(`Captain: ${captain.name}`)).toBeVisible();
    await expectNoAxeViolations(joinerPage, 'my participations');
    await screenshotAtBothWidths(joinerPage, 'my-participations');
    await joined.getByRole('button', { name: 'View Details' }).click();
    await expect(joinerPage.getByRole('button', { name: 'Exit Team' })).toBeEnabled();
    const table = joinerPage.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: captain.name })).toContainText('Captain');
    await expect(table.getByRole('row').filter({ hasText: joiner.name })).toContainText('Player');
    await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
    await expectNoAxeViolations(joinerPage, 'member team details');
    await screenshotAtBothWidths(joinerPage, 'member-team-details');
    await joinerContext.close();
  });

  test('No closes the invitation and saves nothing', async ({ page }) => {
    await page.goto('/#/?user_id=1&team_id=1&team_slug=some-team&team_token=abc');
    const invitation = page.getByRole('dialog', { name: 'TOURNAMENT INVITATION' });
    await invitation.getByRole('button', { name: 'No' }).click();
    await expect(invitation).toBeHidden();
    expect(hashPath(page)).toBe('/');
    expect(await page.evaluate(() => window.localStorage.getItem('inviteData'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeVisible();
  });
});
