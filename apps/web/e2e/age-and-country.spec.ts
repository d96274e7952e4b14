/**
 * Age and country (decision 0055) in the browser: a player resident where paid entry is off meets the
 * explanation on a paid tournament and still enters a free one; a player without a date of birth follows the
 * link to the profile form and fills it; the console edits the list of countries where paid entry is off.
 */
import type { Page } from '@playwright/test';
import { AGE_AND_COUNTRY_MESSAGES } from '@arena/shared/age-and-country';
import { expect, test } from './fixtures';
import { loginToConsole, openConsolePage } from './admin-support';
import type { ScenarioPlayer } from './scenarios';
import { ADMIN, hashPath, storeSession } from './support';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshotAtBothWidths,
  screenshotSectionAtBothWidths,
} from './screens';

const IN_FRANCE = { date_of_birth: '1991-03-09', residence_country: 'FR' };

async function signIn(page: Page, player: ScenarioPlayer) {
  await storeSession(page, { token: player.token, user: player.user });
}

test.describe('age and country', () => {
  test('a France resident is told why a paid tournament is closed, and enters a free one', async ({
    page,
    scenario,
  }) => {
    const player = await scenario.captain({ prefix: 'paris', credits: 20, ageAndCountry: IN_FRANCE });
    const paid = await scenario.tournament({ name: `Paid Cup ${Date.now().toString(36)}`, entryFee: 5 });
    const free = await scenario.tournament({ entryFee: 0, startInDays: 14 });
    await signIn(page, player);

    await page.goto(`/#/viewtournament?id=${paid.id}`);
    const why = AGE_AND_COUNTRY_MESSAGES.paidEntryOff('FR');
    await expect(page.getByRole('note').filter({ hasText: why })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll now' }).click();
    const enrol = page.getByRole('dialog', { name: 'Tournament Enrollment' });
    await expect(enrol.getByText(why)).toBeVisible();
    await enrol.getByText(player.teamName).click();
    await expect(enrol.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await expectNoAxeViolations(page, 'enrolment dialog, paid entry off');
    await screenshotAtBothWidths(page, 'age-country-paid-entry-off-dialog', { fullPage: false });
    await enrol.getByRole('button', { name: 'No' }).click();
    await expect(enrol).toBeHidden();
    await screenshotAtBothWidths(page, 'age-country-paid-entry-off-page');
    await expectNoSidewaysScroll(page, 'the paid tournament page');

    // The free one asks nothing of the country.
    await page.goto(`/#/viewtournament?id=${free.id}`);
    await page.getByRole('button', { name: 'Enroll now' }).click();
    await expect(enrol.getByText(why)).toBeHidden();
    await enrol.getByText(player.teamName).click();
    await enrol.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Your team has been enrolled in the tournament' }),
    ).toBeVisible();
  });

  test('a player without a date of birth follows the link to the profile form and fills it', async ({
    page,
    scenario,
  }) => {
    const player = await scenario.captain({ prefix: 'newbie', credits: 20, ageAndCountry: null });
    const paid = await scenario.tournament({ entryFee: 5, startInDays: 21 });
    await signIn(page, player);

    await page.goto(`/#/viewtournament?id=${paid.id}`);
    const notice = page.getByRole('note').filter({ hasText: AGE_AND_COUNTRY_MESSAGES.required });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Add them in My Profile' }).click();
    await expect.poll(() => hashPath(page)).toBe('/myprofile?menu=1&edit=age-and-country');

    const form = page.getByRole('form', { name: 'Edit Profile' });
    const group = form.getByRole('group', { name: 'Age and country' });
    await expect(group).toBeVisible();
    // A date in the future is refused under the field.
    await group.getByLabel('Date of Birth').fill('2099-01-01');
    await group.getByLabel('Country of Residence').selectOption('GB');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(group.getByText(AGE_AND_COUNTRY_MESSAGES.dateOfBirthFuture)).toBeVisible();
    await group.getByLabel('Date of Birth').fill('1995-07-21');
    await expectNoAxeViolations(page, 'profile form, age and country');
    await screenshotAtBothWidths(page, 'age-country-profile-form');
    await screenshotSectionAtBothWidths(page, group, 'age-country-profile-fields');
    await expectNoSidewaysScroll(page, 'the profile form');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Profile updated successfully' }),
    ).toBeVisible();

    const shown = await (
      await page.request.get('/api/user-profile', { headers: { Authorization: `Bearer ${player.token}` } })
    ).json();
    expect(shown.user.user_details).toMatchObject({ date_of_birth: '1995-07-21', residence_country: 'GB' });

    // The paid tournament no longer asks; the date of birth is shown but fixed.
    await page.goto(`/#/viewtournament?id=${paid.id}`);
    await expect(page.getByRole('button', { name: 'Enroll now' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: AGE_AND_COUNTRY_MESSAGES.required })).toBeHidden();
    await page.goto('/#/myprofile?menu=1&edit=age-and-country');
    await expect(page.getByLabel('Date of Birth')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('1995-07-21');
  });

  test("the console's list of countries where paid entry is off is edited, and the rule follows", async ({
    page,
    scenario,
  }) => {
    const inItaly = await scenario.captain({
      prefix: 'milan',
      ageAndCountry: { date_of_birth: '1990-01-15', residence_country: 'IT' },
    });
    const paid = await scenario.tournament({ entryFee: 5, startInDays: 28 });

    await loginToConsole(page, ADMIN.email, ADMIN.password);
    await openConsolePage(page, 'Products');
    const section = page.getByRole('region', { name: 'Paid entry by country' });
    const list = section.getByRole('list', { name: 'Countries where paid entry is off' });
    await expect(list.getByText('France (FR)')).toBeVisible();
    await section.getByLabel('Country', { exact: true }).selectOption('IT');
    await section.getByRole('button', { name: 'Turn paid entry off' }).click();
    await expect(list.getByText('Italy (IT)')).toBeVisible();
    await expectNoAxeViolations(page, 'console, paid entry by country');
    await screenshotSectionAtBothWidths(page, section, 'age-country-console-list');

    // The change is in the audit log.
    await openConsolePage(page, 'Audit log');
    await expect(
      page.locator('code.admin-code').filter({ hasText: 'paid_entry_countries.update' }).first(),
    ).toBeVisible();

    // The Italian player is now told why, through the API and on the page.
    const refused = await page.request.post('/api/add-tournament-participants', {
      headers: { Authorization: `Bearer ${inItaly.token}` },
      data: { tournament_id: paid.id, team_id: inItaly.teamId, captain_id: inItaly.user.id },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toEqual([AGE_AND_COUNTRY_MESSAGES.paidEntryOff('IT')]);

    // Italy off again: the list is as the other tests expect it.
    await openConsolePage(page, 'Products');
    await section.getByRole('button', { name: 'Remove Italy' }).click();
    await expect(list.getByText('Italy (IT)')).toBeHidden();
    await expect(list.getByText('France (FR)')).toBeVisible();
  });
});
