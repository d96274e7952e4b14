/** Browser journeys through the content pages: terms, privacy policy, about us and the contact form. */
import { expect, test } from './fixtures';
import { hashPath } from './support';
import { expectNoAxeViolations, screenshotAtBothWidths, writeScreenshots } from './screens';

test.describe('content pages', () => {
  // One page visits the four content pages in turn (a hash-route change each, as the site's links make), a step a
  // page: each was a test of its own that paid a browser context and a first load of the app. Every page's own
  // first load, at 375 and 1280 px, is in every-screen.spec.ts.
  test('terms, privacy policy, about us and the contact form', async ({ page, scenario }) => {
    await scenario.contentPages();

    await test.step('terms show the text from the server', async () => {
      await page.goto('/#/termconditions');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
      await expect(
        page.getByRole('article').getByRole('heading', { name: /Entering tournaments/ }),
      ).toBeVisible();
      await expect(page.getByText(/capped at £1000/)).toBeVisible();
      await expect(page.getByText(/^Last updated \d\d-\d\d-\d{4}$/)).toBeVisible();
      await expectNoAxeViolations(page, 'terms');
      await screenshotAtBothWidths(page, 'terms');
    });

    await test.step('the privacy policy shows its static text', async () => {
      await page.goto('/#/privacypolicy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      for (const heading of ['What we collect', 'Cookies', 'Retention', 'Minors', 'Do-not-track']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText(/as long as your account exists/)).toBeVisible();
      await expectNoAxeViolations(page, 'privacy');
      await screenshotAtBothWidths(page, 'privacy');
    });

    await test.step('about us is built from the content entries; Learn More opens the tournaments', async () => {
      await page.goto('/#/aboutus');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Built for competitors' })).toBeVisible();
      const steps = page.getByRole('region', { name: 'How it works' });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      await expect(steps.getByText('Sign up.')).toBeVisible();
      const bullets = page.getByRole('region', { name: 'Why players choose Arena' });
      await expect(bullets.getByRole('listitem')).toHaveCount(5);
      await expectNoAxeViolations(page, 'about');
      await screenshotAtBothWidths(page, 'about');
      await page.getByRole('link', { name: 'Learn More' }).first().click();
      await expect.poll(() => hashPath(page)).toBe('/tournament');
    });

    await test.step('the contact form: messages under the fields, then sent and reset', async () => {
      await page.goto('/#/contactus');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of [
        'First Name is required',
        'Email is required',
        'Phone Number is required',
        'Message is required',
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expectNoAxeViolations(page, 'contact with errors');

      await form.getByLabel(/First Name/).fill('Nova');
      await form.getByLabel(/Last Name/).fill('Strike');
      await form.getByLabel(/Email/).fill('nova.contact@arena.test');
      await form.getByLabel(/Phone Number/).pressSequentially('07a123 456789');
      await expect(form.getByLabel(/Phone Number/)).toHaveValue('07123456789');
      await form.getByLabel(/Message/).fill('Could Arena host a cup for our community?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('The Contact-Us form has been sent successfully')).toBeVisible();
      await expect(form.getByLabel(/First Name/)).toHaveValue('');
      await expect(form.getByLabel(/Message/)).toHaveValue('');
    });
  });

  // Pictures only: the contact page is asserted by the test above and at both widths in every-screen.spec.ts.
  test('contact screenshots', async ({ page }) => {
    test.skip(!writeScreenshots, 'writes screenshots only: run with E2E_SCREENSHOTS=1');
    await page.goto('/#/contactus');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await screenshotAtBothWidths(page, 'contact');
  });
});
