import { expect, test } from './fixtures';
import { clickInDialog } from './admin-support';
import { discordCommand } from './discord-support';
import { openAccountPanel, signedInPlayer } from './teams-support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotSectionAtBothWidths } from './screens';

test.describe('Discord in My Account (decision 0060)', () => {
  test('link with the one-time code typed in Discord, then unlink', async ({ page, request }) => {
    const player = await signedInPlayer(page, request, 'discord');
    await openAccountPanel(page, 'My Profile');
    const section = page.getByRole('region', { name: 'Discord' });
    await expect(section.getByRole('button', { name: 'Link Discord' })).toBeVisible();

    await section.getByRole('button', { name: 'Link Discord' }).click();
    const command = section.getByText(/^\/arena link code:[A-Z2-9]{8}$/);
    await expect(command).toBeVisible();
    await expectNoAxeViolations(page, 'discord code');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await expectNoSidewaysScroll(page, `discord code at ${width}`);
    }
    await screenshotSectionAtBothWidths(page, section, 'discord-code');

    // Typed in Discord: Arena links the Discord user.
    const code = (await command.textContent())!.split(':')[1]!;
    const discordUser = { id: '112233445566778899', username: `${player.name.slice(-6)}_dc` };
    expect(await discordCommand(request, discordUser, 'link', { code })).toContain('is now linked');
    expect(await discordCommand(request, discordUser, 'matches')).toBe('You have no open matches.');

    await section.getByRole('button', { name: 'I have typed it' }).click();
    await expect(section.getByText(discordUser.username)).toBeVisible();
    await expectNoAxeViolations(page, 'discord linked');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await expectNoSidewaysScroll(page, `discord linked at ${width}`);
    }
    await screenshotSectionAtBothWidths(page, section, 'discord-linked');

    await section.getByRole('button', { name: 'Unlink' }).click();
    await clickInDialog(page, 'Unlink your Discord account?', 'Unlink Discord');
    await expect(section.getByRole('button', { name: 'Link Discord' })).toBeVisible();
    expect(await discordCommand(request, discordUser, 'matches')).toContain('Link your Arena account first');
  });
});
