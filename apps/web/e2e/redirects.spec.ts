import { expect, test } from './fixtures';
import { hashPath, signUpViaApi, storeSession, uniquePlayer } from './support';

// One page goes through the redirects and the footer's links, a step each, first as a visitor and then signed in:
// each was a test of its own that paid a browser context and a first load of the app.
test('redirects, the error page and the footer, for a visitor and then a logged-in user', async ({
  page,
  request,
}) => {
  await test.step('a visitor is sent from /myprofile to /login and from /viewtournament home', async () => {
    await page.goto('/#/myprofile');
    // Logging in then leads back to the page asked for (decision 0016).
    await expect.poll(() => hashPath(page)).toBe(`/login?next=${encodeURIComponent('/myprofile')}`);
    await page.goto('/#/viewtournament');
    await expect.poll(() => hashPath(page)).toBe('/');
  });

  await test.step('an unknown route shows the error page', async () => {
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  await test.step('footer links scroll home to their section', async () => {
    await page.goto('/#/game');
    await page.getByRole('contentinfo').getByRole('link', { name: 'HOW-IT-WORKS' }).click();
    await expect.poll(() => hashPath(page)).toBe('/');
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  await test.step("the footer's section links keep to their column at every width, never under Follow us", async () => {
    await page.goto('/#/');
    const footer = page.getByRole('contentinfo');
    const widest = footer.getByRole('link', { name: 'FEATURED-COMPETITIONS' });
    const follow = footer.getByRole('heading', { name: 'Follow us' });
    // 1024 is the narrowest width with the three columns side by side (Bootstrap's lg).
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await widest.scrollIntoViewIfNeeded();
      await expect
        .poll(
          async () => {
            const [link, heading] = await Promise.all([widest.boundingBox(), follow.boundingBox()]);
            if (!link || !heading) return 'not laid out';
            const beside = heading.y < link.y + link.height && link.y < heading.y + heading.height + 200;
            return beside && link.x + link.width > heading.x
              ? `overlaps by ${link.x + link.width - heading.x} px`
              : 'clear';
          },
          { message: `footer at ${width} px` },
        )
        .toBe('clear');
    }
  });

  await test.step('a logged-in user is sent home from the sign-in pages', async () => {
    const player = uniquePlayer('redirect');
    await storeSession(page, await signUpViaApi(request, player));
    for (const path of [
      '/login',
      '/signup',
      '/forgotpassword',
      '/otp',
      '/createpassword',
      '/resetpassword',
    ]) {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page), { message: path }).toBe('/');
      await expect(page.getByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeVisible();
    }
  });
});
