import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const PASSWORD = 'Secret#123';

function loginAnswer(user = makeUser()) {
  return ok('Login successful', { token: 'fresh-token', user });
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('redirects to / when a token is stored', async () => {
    signIn();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the validation messages under the fields', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi();
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the session and the remembered credentials with Remember Me, then goes home', async () => {
    const player = makeUser();
    const api = mockApi({ 'POST /api/login': loginAnswer(player) });
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'nova@arena.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      email: 'nova@arena.test',
      password: PASSWORD,
      remember: true,
    });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(player);
    expect(JSON.parse(window.localStorage.getItem('remind_data')!)).toEqual({
      email: 'nova@arena.test',
      password: PASSWORD,
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'NovaStrike' })).toBeInTheDocument();
  });

  it('removes remembered credentials when Remember Me is off', async () => {
    window.localStorage.setItem(
      'remind_data',
      JSON.stringify({ email: 'old@arena.test', password: 'Old#12345' }),
    );
    const api = mockApi({ 'POST /api/login': loginAnswer() });
    const { user, router } = renderApp('/login');
    const remember = await screen.findByLabelText('Remember Me');
    await user.click(remember);
    expect(remember).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      email: 'old@arena.test',
      password: 'Old#12345',
      remember: false,
    });
    expect(window.localStorage.getItem('remind_data')).toBeNull();
  });

  it('prefills the form and ticks Remember Me from stored credentials', async () => {
    window.localStorage.setItem(
      'remind_data',
      JSON.stringify({ email: 'kept@arena.test', password: PASSWORD }),
    );
    mockApi();
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('kept@arena.test');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByLabelText('Remember Me')).toBeChecked();
  });

  it('shows the first error and resets the form after a refused login', async () => {
    mockApi({ 'POST /api/login': fail(400, 'These credentials do not match our records.') });
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await fillAndSubmit(user, 'nova@arena.test', PASSWORD);

    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('after an ended session says so, and goes back to the page the player was on once logged in', async () => {
    mockApi({ 'POST /api/login': loginAnswer() });
    const next = encodeURIComponent('/tournament?tournament_state=all');
    const { user, router } = renderApp(`/login?next=${next}&expired=1`);
    expect(await screen.findByText('Your session has ended, please log in again')).toBeInTheDocument();
    await fillAndSubmit(user, 'nova@arena.test', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
    expect(router.state.location.search).toBe('?tournament_state=all');
  });

  it('never follows a next that leaves the app or returns to a sign-in page', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/signup']) {
      mockApi({ 'POST /api/login': loginAnswer() });
      const { user, router, unmount } = renderApp(`/login?next=${encodeURIComponent(next)}`);
      await screen.findByRole('heading', { name: 'Login' });
      expect(screen.queryByText('Your session has ended, please log in again')).not.toBeInTheDocument();
      await fillAndSubmit(user, 'nova@arena.test', PASSWORD);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
      window.localStorage.clear();
    }
  });

  it('links to /forgotpassword and /signup', async () => {
    mockApi();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});

describe('/login with a saved invitation', () => {
  const invite = { user_id: 99, team_id: 5, team_slug: 'night-owls', team_token: 'tok' };

  it('submits the join request with the bearer token and forgets the invitation on success', async () => {
    window.localStorage.setItem('inviteData', JSON.stringify(invite));
    const api = mockApi({
      'POST /api/login': loginAnswer(makeUser({ id: 7 })),
      'POST /api/invite-player-form-submit': ok('Your request to join night-owls has been sent'),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await fillAndSubmit(user, 'nova@arena.test', PASSWORD);

    expect(await screen.findByText('Your request to join night-owls has been sent')).toBeInTheDocument();
    const [join] = api.calls('POST /api/invite-player-form-submit');
    expect(join?.body).toEqual(invite);
    expect(join?.headers.authorization).toBe('Bearer fresh-token');
    expect(window.localStorage.getItem('inviteData')).toBeNull();
  });

  it("tells the team's captain 'You are the captain on this team.' and makes no call", async () => {
    window.localStorage.setItem('inviteData', JSON.stringify({ ...invite, user_id: 7 }));
    const api = mockApi({ 'POST /api/login': loginAnswer(makeUser({ id: 7 })) });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await fillAndSubmit(user, 'nova@arena.test', PASSWORD);

    expect(await screen.findByText('You are the captain on this team.')).toBeInTheDocument();
    expect(api.calls('POST /api/invite-player-form-submit')).toHaveLength(0);
  });

  it('keeps the invitation when the join request is refused', async () => {
    window.localStorage.setItem('inviteData', JSON.stringify(invite));
    mockApi({
      'POST /api/login': loginAnswer(makeUser({ id: 7 })),
      'POST /api/invite-player-form-submit': fail(400, 'This team is full'),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await fillAndSubmit(user, 'nova@arena.test', PASSWORD);

    expect(await screen.findByText('This team is full')).toBeInTheDocument();
    expect(window.localStorage.getItem('inviteData')).not.toBeNull();
  });
});
