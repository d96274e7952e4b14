import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_ENTRY } from '@arena/shared/pages';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

function page(key: string, html: string) {
  return ok('Page', { data: { key, title: key, data: html, updated_at: '2026-11-01T10:00:00.000Z' } });
}

describe('terms and conditions', () => {
  it('shows the fetched text, sanitised', async () => {
    mockApi({
      'GET /api/page/terms-and-conditions': page(
        'terms-and-conditions',
        '<h2>Our terms</h2><p>Liability is capped at £1000.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
    });
    renderApp('/termconditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our terms' })).toBeInTheDocument();
    expect(screen.getByText('Liability is capped at £1000.')).toBeInTheDocument();
    expect(screen.getByText('Last updated 01-11-2026')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toContain('onerror');
    expect(article.querySelector('script')).toBeNull();
  });

  it('falls back to the static terms when the text cannot be loaded', async () => {
    mockApi({ 'GET /api/page/terms-and-conditions': fail(500, 'An error occurred') });
    renderApp('/termconditions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('Our liability to you is capped at £1000.')).toBeInTheDocument();
    expect(screen.getByText(/30 days of informal negotiation/)).toBeInTheDocument();
  });
});

describe('privacy policy', () => {
  it('fetches the page but shows the static policy', async () => {
    const api = mockApi({
      'GET /api/page/privacy-policy': page('privacy-policy', '<p>Server text that is not shown.</p>'),
    });
    renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/page/privacy-policy')).toHaveLength(1));
    for (const heading of ['What we collect', 'Retention', 'Minors', 'Do-not-track', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/as long as your account exists/)).toBeInTheDocument();
    expect(screen.queryByText('Server text that is not shown.')).not.toBeInTheDocument();
  });

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /api/page/privacy-policy': fail(500, 'An error occurred') });
    renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('the legal pages in the chosen language (decision 0062)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the privacy policy in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    mockApi({ 'GET /api/page/privacy-policy': page('privacy-policy', '<p>Not shown.</p>') });
    renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Was wir erheben' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Speicherdauer' })).toBeInTheDocument();
    expect(screen.getByText('Wir speichern deine Daten, solange dein Konto besteht.')).toBeInTheDocument();
    expect(screen.queryByText(/as long as your account exists/)).not.toBeInTheDocument();
  });

  it('shows the fallback terms in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    mockApi({ 'GET /api/page/terms-and-conditions': fail(500, 'An error occurred') });
    renderApp('/termconditions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Zwroty' })).toBeInTheDocument();
    expect(
      screen.getByText('Nasza odpowiedzialność wobec Ciebie jest ograniczona do 1000 £.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/informal negotiation/)).not.toBeInTheDocument();
  });
});

describe('about us', () => {
  const entries = Array.from({ length: 13 }, (_, index) => ({
    id: index + 1,
    index,
    keyValue: `Entry ${index}`,
  }));
  entries[ABOUT_ENTRY.heading]!.keyValue = 'Built for competitors';
  entries[ABOUT_ENTRY.intro]!.keyValue = '<p>Arena runs <strong>weekly</strong> cups.</p>';
  entries[ABOUT_ENTRY.stepsHeading]!.keyValue = 'How it works';
  entries[ABOUT_ENTRY.bulletsHeading]!.keyValue = 'Why players choose Arena';
  ABOUT_ENTRY.steps.forEach((index, position) => (entries[index]!.keyValue = `<p>Step ${position + 1}</p>`));
  ABOUT_ENTRY.bullets.forEach((index, position) => (entries[index]!.keyValue = `Bullet ${position + 1}`));
  entries[ABOUT_ENTRY.closing]!.keyValue = '<p>Host with us.</p>';

  it('says the page is not written yet, with no empty heading, while the organiser has written nothing', async () => {
    mockApi({ 'GET /api/get-page-data/aboutus': ok('About us', { data: [] }) });
    renderApp('/aboutus');
    expect(await screen.findByText('The About Us page has not been written yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 }).filter((h) => !h.textContent?.trim())).toEqual([]);
    expect(screen.getByRole('link', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('names a section by its own title when its heading entry is empty', async () => {
    const partial = entries.map((entry) =>
      entry.index === ABOUT_ENTRY.stepsHeading ? { ...entry, keyValue: '' } : entry,
    );
    mockApi({ 'GET /api/get-page-data/aboutus': ok('About us', { data: partial }) });
    renderApp('/aboutus');
    expect(await screen.findByRole('region', { name: 'Three steps' })).toBeInTheDocument();
  });

  it('builds the page from the indexed entries, with Learn More to /tournament', async () => {
    // Shuffled: the page places entries by their index, not their order.
    mockApi({ 'GET /api/get-page-data/aboutus': ok('About us', { data: [...entries].reverse() }) });
    renderApp('/aboutus');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Built for competitors' }),
    ).toBeInTheDocument();
    expect(screen.getByText('weekly').tagName).toBe('STRONG');
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['01Step 1', '02Step 2', '03Step 3']);
    const bullets = screen.getByRole('region', { name: 'Why players choose Arena' });
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bullet 1', 'Bullet 2', 'Bullet 3', 'Bullet 4', 'Bullet 5']);
    expect(screen.getByText('Host with us.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Learn More' })) {
      expect(link).toHaveAttribute('href', '/tournament');
    }
  });
});

describe('contact us', () => {
  async function openForm() {
    const view = renderApp('/contactus');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    return { ...view, form };
  }

  async function fill(
    user: ReturnType<typeof renderApp>['user'],
    form: Awaited<ReturnType<typeof openForm>>['form'],
    values: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'message', string>>,
  ) {
    if (values.first) await user.type(form.getByLabelText(/First Name/), values.first);
    if (values.last) await user.type(form.getByLabelText(/Last Name/), values.last);
    if (values.email) await user.type(form.getByLabelText(/Email/), values.email);
    if (values.phone) await user.type(form.getByLabelText(/Phone Number/), values.phone);
    if (values.message) await user.type(form.getByLabelText(/Message/), values.message);
  }

  it('shows the messages of the shared rules under the fields; last name has none', async () => {
    const api = mockApi();
    const { user, form } = await openForm();
    expect(form.getByText('Last Name', { exact: false })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('First Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Phone Number is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();
    expect(form.getByLabelText(/First Name/)).toHaveAccessibleDescription('First Name is required');
    expect(form.getByLabelText(/Last Name/)).not.toHaveAttribute('aria-invalid');
    await user.type(form.getByLabelText(/Email/), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.calls('POST /api/contactus')).toHaveLength(0);
  });

  it('takes digits only in the phone field', async () => {
    mockApi();
    const { user, form } = await openForm();
    const phone = form.getByLabelText(/Phone Number/);
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '07a12-34 5678b9');
    expect(phone).toHaveValue('07123456789');
  });

  it("sends the message, shows 'The Contact-Us form has been sent successfully' and resets", async () => {
    const api = mockApi({ 'POST /api/contactus': ok('The Contact-Us form has been sent successfully') });
    const { user, form } = await openForm();
    await fill(user, form, {
      first: 'Nova',
      email: 'nova@arena.test',
      phone: '07123456789',
      message: 'Please host a cup.',
    });
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('The Contact-Us form has been sent successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/contactus')[0]!.body).toEqual({
      name: 'Nova',
      last_name: '',
      email: 'nova@arena.test',
      contact_number: '07123456789',
      message: 'Please host a cup.',
    });
    await waitFor(() => expect(form.getByLabelText(/First Name/)).toHaveValue(''));
    expect(form.getByLabelText(/Message/)).toHaveValue('');
  });

  it("shows every server message joined by newlines, and the fields' own under them", async () => {
    mockApi({
      'POST /api/contactus': {
        status: 400,
        body: {
          status_code: 400,
          status: false,
          message: 'Please correct the highlighted fields',
          error: {
            email: ['Invalid email address'],
            contact_number: ['Phone Number must be a number of 6 to 15 digits'],
          },
        },
      },
    });
    const { user, form } = await openForm();
    await fill(user, form, { first: 'Nova', email: 'nova@arena.test', phone: '0712345', message: 'Hi' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    // Testing Library collapses whitespace when matching; the text itself keeps the newline.
    const toast = await screen.findByText(/^Invalid email address Phone Number must be a number/);
    expect(toast.textContent).toBe('Invalid email address\nPhone Number must be a number of 6 to 15 digits');
    expect(form.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it("shows 'Failed to send the Contact-Us form. Please try again later.' when nothing more is known", async () => {
    mockApi({ 'POST /api/contactus': 'network-error' });
    const { user, form } = await openForm();
    await fill(user, form, { first: 'Nova', email: 'nova@arena.test', phone: '07123456789', message: 'Hi' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send the Contact-Us form. Please try again later.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/First Name/)).toHaveValue('Nova');
  });
});

describe('contact and about pages in the chosen language (decision 0062)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('shows the contact form in German, and says its failure in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    mockApi({ 'POST /api/contactus': 'network-error' });
    const { user } = renderApp('/contactus');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sprich mit dem Arena-Team' })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Schreib uns eine Nachricht' }));
    expect(form.getByText(/markierte Felder sind Pflichtfelder/)).toHaveTextContent(
      'Mit *einem Sternchen markierte Felder sind Pflichtfelder.',
    );
    for (const label of [/Vorname/, /Nachname/, /E-Mail/, /Telefonnummer/, /Nachricht/])
      expect(form.getByLabelText(label)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Vorname/), 'Nova');
    await user.type(form.getByLabelText(/E-Mail/), 'nova@arena.test');
    await user.type(form.getByLabelText(/Telefonnummer/), '07123456789');
    await user.type(form.getByLabelText(/Nachricht/), 'Hallo');
    await user.click(form.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText(
        'Das Kontaktformular konnte nicht gesendet werden. Bitte versuch es später erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the About Us page’s own words in Polish, the organiser’s text as written', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    const entries = Array.from({ length: 13 }, (_, index) => ({
      id: index + 1,
      index,
      keyValue: `Entry ${index}`,
    }));
    entries[ABOUT_ENTRY.heading]!.keyValue = 'Built for competitors';
    mockApi({ 'GET /api/get-page-data/aboutus': ok('About us', { data: entries }) });
    renderApp('/aboutus');
    // The area's Polish arrives in its own chunk: wait for it, not for the organiser's text.
    expect(await screen.findByText('Nasza misja')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Built for competitors' })).toBeInTheDocument();
    expect(screen.getByText('Trzy kroki')).toBeInTheDocument();
    expect(screen.getByText('Dlaczego Arena')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zorganizuj turniej z nami' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dowiedz się więcej' }).length).toBeGreaterThan(0);
  });
});

describe('accessibility statement', () => {
  it('says what Arena meets, what it does not yet, and how to tell us, with the contact link', async () => {
    mockApi();
    const { user, router } = renderApp('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/),
    ).toBeInTheDocument();
    for (const heading of [
      'How accessible Arena is',
      'What is not accessible yet',
      'Tell us',
      'If our answer is not enough',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Last reviewed 28 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/last reviewed it on 28 November 2026\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'use every screen, for players and organisers, with a keyboard alone, with the focus always visible',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Arena's screens are in six languages/)).toBeInTheDocument();
    expect(document.title).toBe('Arena | Accessibility');
    await user.click(within(screen.getByRole('article')).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactus'));
  });

  it('says it all in German: headings, lists, the date in German style and the contact link', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi();
      const { user, router } = renderApp('/accessibility');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Rechtliches')).toBeInTheDocument();
      expect(screen.getByText('Zuletzt geprüft am 28. November 2026')).toBeInTheDocument();
      for (const heading of [
        'Wie barrierefrei Arena ist',
        'Wie wir prüfen',
        'Was noch nicht barrierefrei ist',
        'Sag uns Bescheid',
        'Wenn dir unsere Antwort nicht reicht',
        'Über diese Erklärung',
      ])
        expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      const article = within(screen.getByRole('article'));
      expect(article.getAllByRole('listitem')).toHaveLength(9);
      expect(article.getByText(/^Die Bildschirme von Arena gibt es in sechs Sprachen/)).toBeInTheDocument();
      expect(article.getByText(/zuletzt am 28\. November 2026 geprüft/)).toBeInTheDocument();
      // No English sentence is left in the article.
      expect(article.queryByText(/\b(the|and|you|your)\b/)).toBeNull();
      await user.click(article.getByRole('link', { name: 'Kontakt' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/contactus'));
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
