import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

for (const [lang, heading] of [
  ['de', 'Betritt die Arena. Kämpfe um echte Preise.'],
  ['pl', 'Arena czeka. Walcz o prawdziwe nagrody.'],
] as const) {
  test(`home in ${lang} at 375`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/?lang=${lang}#/`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoSidewaysScroll(page, `home ${lang}`);
    await expectNoAxeViolations(page, `home ${lang}`);
    await screenshotAtBothWidths(page, `i18n-home-${lang}`);
  });
}
