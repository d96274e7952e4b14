import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

function profileApi(user = makeUser(), extra = {}) {
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user }),
    // What the money panels (4, 5, 8, 9) load when they open.
    'GET /api/user-credit-transactions': ok('Credit transactions', { data: [] }),
    'GET /api/subscription-details': ok('Subscription', { subscription: null }),
    'GET /api/user-subscription-details': ok('Subscription status', {
      data: { subscription_status: 0, subscription_name: null, expires_at: null },
    }),
    'GET /api/user-withdrawal-money-requests': ok('Withdrawals', { data: [] }),
    'GET /api/user-shortfalls': ok('Shortfalls', { data: [] }),
    'GET /api/token-price': ok('Token price', { token_price: 0.5 }),
    'GET /api/user-token-transactions': ok('Token transactions', { data: [] }),
    ...extra,
  });
}

describe('/myprofile', () => {
  it('sends a visitor without a stored user to /login', async () => {
    mockApi();
    const { router } = renderApp('/myprofile');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/myprofile')}`);
  });

  it('opens My Profile by default with the summary card', async () => {
    signIn(makeUser({ details: { city: 'Berlin', state: 'BE' } }));
    profileApi(makeUser({ details: { city: 'Berlin', state: 'BE' } }));
    renderApp('/myprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('AR-NOVA0001')).toBeInTheDocument();
    expect(screen.getByText('nova@arena.test')).toBeInTheDocument();
    expect(screen.getByText('Berlin, BE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a new verification link while the e-mail is not verified, and says so when sent', async () => {
    const unverified = makeUser({ email_verified: false });
    signIn(unverified);
    const api = profileApi(unverified, {
      'POST /api/resend-verification': ok(EMAIL_VERIFICATION_MESSAGES.sent(unverified.email), {
        data: { email: unverified.email },
      }),
    });
    const { user } = renderApp('/myprofile');
    const banner = within(
      await screen
        .findByText(EMAIL_VERIFICATION_MESSAGES.banner(unverified.email))
        .then((p) => p.parentElement!),
    );
    await user.click(banner.getByRole('button', { name: 'Send a new verification link' }));
    expect(await banner.findByText(EMAIL_VERIFICATION_MESSAGES.sent(unverified.email))).toBeInTheDocument();
    expect(api.calls('POST /api/resend-verification')).toHaveLength(1);
  });

  it('says the verification banner and its button in German, and its busy label while it sends', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      const unverified = makeUser({ email_verified: false });
      signIn(unverified);
      let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
      profileApi(unverified, {
        'POST /api/resend-verification': () =>
          new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve)),
      });
      const { user } = renderApp('/myprofile');
      const text = await screen.findByText(
        'Bitte bestätige deine E-Mail-Adresse (nova@arena.test): Käufe, kostenpflichtige Anmeldungen und Auszahlungen setzen das voraus.',
      );
      const banner = within(text.parentElement!);
      await user.click(await banner.findByRole('button', { name: 'Neuen Bestätigungslink senden' }));
      expect(await banner.findByRole('button', { name: 'Wird gesendet…' })).toBeDisabled();
      answer(ok('Gesendet', { data: { email: unverified.email } }));
      expect(await banner.findByText('Gesendet')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows no verification banner once the e-mail is verified', async () => {
    signIn();
    profileApi();
    renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    expect(screen.queryByText(/Please verify your e-mail address/)).not.toBeInTheDocument();
  });

  it('hides the location line when address, city and state are empty', async () => {
    signIn();
    profileApi();
    renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });

  it.each([
    [2, 'Change Password'],
    [3, 'My Tournaments'],
    [4, 'Credits'],
    [5, 'VIP Subscription'],
    [6, 'Team Management'],
    [7, 'My Participations'],
    [8, 'Wallet'],
    [9, 'VIP Tokens'],
  ])('opens panel %i (%s) from navigation state', async (menu, title) => {
    signIn();
    profileApi();
    renderApp('/myprofile', { menu });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const menuNav = within(screen.getByRole('navigation', { name: 'My Account' }));
    expect(menuNav.getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('switches panels from the menu and keeps the panel in the URL', async () => {
    signIn();
    profileApi();
    const { user, router } = renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText('£25.50')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?menu=8');
    // Back goes to the panel before.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'My Profile' })).toBeInTheDocument();
  });

  it('opens the panel the URL names, as after a reload', async () => {
    signIn();
    profileApi();
    renderApp('/myprofile?menu=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP Tokens' })).toBeInTheDocument();
  });

  it('opens My Profile for a menu the account does not have', async () => {
    signIn();
    profileApi();
    renderApp('/myprofile?menu=42');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Profile' })).toBeInTheDocument();
  });

  it("writes the spec's navigation state into the URL", async () => {
    signIn();
    profileApi();
    const { router } = renderApp('/myprofile', { menu: 4 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Credits' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?menu=4'));
  });

  it('on a phone brings the chosen panel into view', async () => {
    // jsdom has neither media queries nor scrolling: a phone-sized viewport, and a scroll we can watch.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }) as MediaQueryList);
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    signIn();
    profileApi();
    const { user } = renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await screen.findByRole('heading', { level: 2, name: 'Wallet' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('heading', { level: 2, name: 'Wallet' }).closest('.account-page__panel'),
    );
  });

  it('sends a non-VIP from VIP Tokens to VIP Subscription with Upgrade Now', async () => {
    signIn();
    profileApi();
    const { user } = renderApp('/myprofile', { menu: 9 });
    expect(await screen.findByText('You are not a VIP subscriber')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP Subscription' })).toBeInTheDocument();
  });

  it('refreshes the stored user from GET /api/user-profile', async () => {
    signIn(makeUser({ name: 'OldName' }));
    const api = profileApi(makeUser({ name: 'NewName', details: { credits: 40 } }));
    renderApp('/myprofile');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('user')!).name).toBe('NewName'));
    expect(api.calls('GET /api/user-profile')[0]?.headers.authorization).toBe('Bearer test-token');
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'NewName' }),
    ).toBeInTheDocument();
  });

  it('logs out after confirming: calls the API, clears the session and goes to /login', async () => {
    signIn();
    const api = profileApi(makeUser(), { 'POST /api/logout': ok('Logged out successfully') });
    const { user, router } = renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    await user.click(screen.getByRole('button', { name: 'Log-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log-out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST /api/logout')[0]?.headers.authorization).toBe('Bearer test-token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the log-out dialog is closed', async () => {
    signIn();
    const api = profileApi();
    const { user } = renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    await user.click(screen.getByRole('button', { name: 'Log-out' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/logout')).toHaveLength(0);
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it('goes to /login when the profile call says the session ended (403)', async () => {
    signIn();
    mockApi({ 'GET /api/user-profile': fail(403, 'Your session has expired, please log in again.') });
    const { router } = renderApp('/myprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('/myprofile Change Password', () => {
  async function openChangePassword(extra = {}) {
    signIn();
    const api = profileApi(makeUser(), extra);
    const rendered = renderApp('/myprofile', { menu: 2 });
    await screen.findByRole('heading', { level: 2, name: 'Change Password' });
    return { ...rendered, api };
  }

  it('checks the fields with the change-password rules', async () => {
    const { user, api } = await openChangePassword();
    await user.click(screen.getByRole('button', { name: 'Change Password', current: false }));
    expect(await screen.findByText('Current Password is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(await screen.findByText('New Password must be at least 8 characters long')).toBeInTheDocument();
    expect(api.calls('POST /api/change-password')).toHaveLength(0);
  });

  it('shows the server message and resets the form on success', async () => {
    const { user, api } = await openChangePassword({
      'POST /api/change-password': ok('Password changed successfully'),
    });
    await user.type(screen.getByLabelText('Current Password'), 'Secret#123');
    await user.type(screen.getByLabelText('New Password'), 'Fresh#2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2024');
    await user.click(screen.getByRole('button', { name: 'Change Password', current: false }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/change-password')[0]?.body).toEqual({
      current_password: 'Secret#123',
      new_password: 'Fresh#2024',
      confirm_password: 'Fresh#2024',
    });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
  });

  it('shows error[0] of a 400', async () => {
    const { user } = await openChangePassword({
      'POST /api/change-password': fail(400, 'The current password is incorrect.'),
    });
    await user.type(screen.getByLabelText('Current Password'), 'Wrong#1234');
    await user.type(screen.getByLabelText('New Password'), 'Fresh#2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2024');
    await user.click(screen.getByRole('button', { name: 'Change Password', current: false }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  });
});
