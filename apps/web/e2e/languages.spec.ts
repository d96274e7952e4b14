/**
 * The player's journey in German and in Polish on a phone (issue 29): sign up, verify the e-mail, log in,
 * make a team, buy credits through the PayPal sandbox, enter a cup and report its final, at 375 px, every
 * step's text in the chosen language (found in the app's own catalogues by its English, so a screen left in
 * English fails here), with screenshots. The opponent and the organiser act through the API.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, scaled, test } from './fixtures';
import { chooseLanguage, inLanguage, message, type Language } from './languages';
import { unique } from './scenarios';
import { expectNoAxeViolationsAtThisWidth, screenshotAtThisWidth } from './screens';
import { declareAgeAndCountry, hashPath, PASSWORD, readVerificationLink, uniquePlayer } from './support';

/**
 * What the server answers in each language (its catalogues, apps/api/src/i18n/catalogue): the toasts show the
 * envelope's sentence as it comes.
 */
const SERVER = {
  registered: {
    de: 'Registrierung erfolgreich, bitte melde dich an',
    pl: 'Rejestracja zakończona, zaloguj się',
  },
  verified: {
    de: 'Deine E-Mail-Adresse ist bestätigt. Danke!',
    pl: 'Twój adres e-mail jest zweryfikowany. Dziękujemy!',
  },
  teamCreated: { de: 'Team erfolgreich erstellt', pl: 'Drużyna została utworzona' },
  creditsAdded: { de: 'Credits deinem Konto gutgeschrieben', pl: 'Kredyty dodane do Twojego konta' },
  enrolled: {
    de: 'Dein Team wurde für das Turnier angemeldet',
    pl: 'Twoja drużyna została zapisana do turnieju',
  },
  recorded: {
    de: 'Dein Ergebnis wurde erfasst; wir warten auf den anderen Kapitän',
    pl: 'Twój wynik został zapisany; czekamy na drugiego kapitana',
  },
} as const;

for (const language of ['de', 'pl'] as const satisfies Language[]) {
  test(`the journey in ${language} at 375 px: sign up, team, credits, enrol, report`, async ({
    page,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    /** The screen's text for an English one; fails the test when no catalogue translates it. */
    const tr = (english: string | RegExp): RegExp => {
      const translated = inLanguage(language, english);
      if (!translated) throw new Error(`No ${language} text for '${String(english)}'`);
      return translated;
    };
    const check = async (label: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolationsAtThisWidth(page, `${label} (${language})`);
      await screenshotAtThisWidth(page, `journey-${language}-${label}`);
    };
    const dialog = (english: string): Locator => page.getByRole('dialog', { name: tr(english) });

    await scenario.shop();
    const game = await scenario.game();
    const cup = await scenario.tournament({
      gameId: game.id,
      name: `Pokal ${unique()}`,
      teamSize: 1,
      totalTeams: 2,
      entryFee: 10,
      prize: 50,
      startInDays: 5,
    });
    const opponent = await scenario.captain({ prefix: `rival${language}`, credits: 10 });
    await scenario.enrol(opponent, cup.id);

    await page.setViewportSize({ width: 375, height: 812 });
    await chooseLanguage(page, language);

    await test.step('sign up and verify the e-mail', async () => {
      const player = uniquePlayer(`journey${language}`);
      await page.goto('/#/signup');
      await expect(page.getByRole('heading', { level: 1, name: tr('Register') })).toBeVisible();
      await page.getByLabel(tr('Username')).fill(player.name);
      await page.getByLabel(tr('Email')).fill(player.email);
      await page.getByLabel(tr('Password')).fill(PASSWORD);
      await page.getByLabel(tr('Confirm Password')).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await check('signup');
      await page.getByRole('button', { name: tr('REGISTER NOW') }).click();
      await expect(page.getByText(SERVER.registered[language])).toBeVisible();
      await expect.poll(() => hashPath(page)).toBe('/login');

      await page.goto(await readVerificationLink(player.email));
      await expect(page.getByRole('heading', { level: 1, name: tr('Verify your e-mail') })).toBeVisible();
      await expect(page.getByText(SERVER.verified[language])).toBeVisible();
      await declareAgeAndCountry(
        request,
        { email: player.email, password: PASSWORD },
        {
          date_of_birth: '1995-03-02',
          residence_country: language === 'de' ? 'DE' : 'PL',
        },
      );

      await page.goto('/#/login');
      await page.getByLabel(tr('Email')).fill(player.email);
      await page.getByLabel(tr('Password')).fill(PASSWORD);
      await page.getByRole('button', { name: tr('Login') }).click();
      await expect.poll(() => hashPath(page)).toBe('/');
    });

    const teamName = `Drużyna ${unique()}`;
    await test.step('make a team', async () => {
      await openPanel(page, tr, 'Team Management');
      await page.getByRole('button', { name: tr('Create Team') }).click();
      const create = dialog('Create Team');
      await create.getByLabel(tr('Team Name')).fill(teamName);
      await create.getByLabel(tr('Total Player')).selectOption({ label: '1v1' });
      await check('create-team');
      await create.getByRole('button', { name: tr('Create Team') }).click();
      await expect(page.getByText(SERVER.teamCreated[language])).toBeVisible();
    });

    await test.step('buy credits through the PayPal sandbox', async () => {
      await openPanel(page, tr, 'Credits');
      await page.getByRole('button', { name: tr('Buy Credits') }).click();
      const buy = dialog('Buy Credits');
      const pack = buy.getByRole('article').filter({ hasText: '120' }).first();
      // The price in the language's own style: '10,00 £' in both.
      await expect(pack).toContainText(/10,00\s£/);
      await check('buy-credits');
      await pack.getByRole('button', { name: tr('Buy') }).click();
      await buy.getByRole('button', { name: tr('Pay with PayPal') }).click();
      const approval = buy.getByRole('region', { name: tr('Pay with PayPal (sandbox)') });
      await approval.getByRole('button', { name: tr('Approve payment') }).click();
      await expect(page.getByText(SERVER.creditsAdded[language], { exact: true })).toBeVisible();
    });

    await test.step('enter the cup', async () => {
      await page.goto(`/#/viewtournament?id=${cup.id}`);
      await expect(page.getByRole('heading', { level: 1, name: cup.tournament_name })).toBeVisible();
      await page.getByRole('button', { name: tr('Enroll now') }).click();
      const enrolment = dialog('Tournament Enrollment');
      await enrolment.getByText(teamName).click();
      await check('enrol');
      await enrolment.getByRole('button', { name: tr('Yes') }).click();
      await expect(page.getByText(SERVER.enrolled[language])).toBeVisible();
      // The spec sends an enrolled captain to the list.
      await expect.poll(() => hashPath(page)).toBe('/tournament');
    });

    await test.step('report the final, and see it confirmed', async () => {
      await scenario.start(cup.id);
      await page.goto(`/#/viewtournament?id=${cup.id}`);
      await page.reload();
      await page.getByRole('tab', { name: tr('Brackets') }).click();
      const panel = page.getByRole('tabpanel', { name: tr('Brackets') });
      // The round's name ('Final') is the bracket's own, from the API: the card is found by its form.
      const final = panel.getByRole('article').filter({ has: page.getByLabel(tr('Your score')) });
      await final.getByLabel(tr('Your score')).fill('2');
      await final.getByLabel(tr("Your opponent's score")).fill('0');
      await check('report');
      await final.getByRole('button', { name: tr('Report score') }).click();
      await expect(page.getByText(SERVER.recorded[language]).first()).toBeVisible();

      const [match] = await scenario.myMatches(opponent, cup.id);
      const answer = await request.post('/api/report-match-score', {
        data: { match_id: match!.match_id, own_score: 0, opponent_score: 2 },
        headers: { Authorization: `Bearer ${opponent.token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      // Confirmed: the form is gone, the card says so and gives the result (the page follows live).
      const card = panel
        .getByRole('article')
        .filter({ has: page.getByText(tr('Confirmed'), { exact: true }) });
      await expect(card).toBeVisible({
        timeout: scaled(20_000),
      });
      await expect(
        card.getByText(message(language, 'tournaments.result.won', { score: '2–0' })),
      ).toBeVisible();
      await check('final-confirmed');
      // The drawn bracket speaks the language too: its round header and its name for screen readers.
      const chart = panel.getByRole('region', {
        name: message(language, 'tournaments.chart.label', { name: cup.tournament_name }),
      });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.round h3').first()).toHaveText(tr('Final'));
    });
  });
}

async function openPanel(page: Page, tr: (english: string) => RegExp, panel: string) {
  await page.goto('/#/myprofile');
  await expect(page.getByRole('heading', { level: 1, name: tr('My Account') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: tr('My Account') });
  // On a phone the account menu may be folded behind a toggle.
  const entry = menu.getByRole('button', { name: tr(panel) });
  await entry.click();
  await expect(page.getByRole('heading', { level: 2, name: tr(panel) })).toBeVisible();
}
