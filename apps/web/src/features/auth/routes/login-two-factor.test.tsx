import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { makeUser } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const PASSWORD = 'Secret#123';
const challengeAnswer = ok(TWO_FACTOR_MESSAGES.required, {
  two_factor_required: true,
  challenge: 'challenge-1',
});

async function passwordStep(
  user: ReturnType<typeof renderApp>['user'],
  options: { remember?: boolean } = {},
) {
  await screen.findByRole('heading', { name: 'Login' });
  await user.type(screen.getByLabelText('Email'), 'nova@arena.test');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  if (options.remember) await user.click(screen.getByLabelText('Remember Me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
}

describe('/login with two-factor sign-in', () => {
  it('asks for the code after the password, and signs in with it as a login does', async () => {
    const player = makeUser();
    const api = mockApi({
      'POST /api/login': challengeAnswer,
      'POST /api/login-two-factor': ok('Login successful', { token: 'fresh-token', user: player }),
    });
    const { user, router } = renderApp('/login?next=%2Fmyprofile');
    await passwordStep(user, { remember: true });
    // No session yet: only the challenge.
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Authentication code is required')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
    expect(api.calls('POST /api/login-two-factor')[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(window.localStorage.getItem('remind_data')!)).toEqual({
      email: 'nova@arena.test',
      password: PASSWORD,
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('takes a recovery code instead', async () => {
    const api = mockApi({
      'POST /api/login': challengeAnswer,
      'POST /api/login-two-factor': ok('Login successful', { token: 'fresh-token', user: makeUser() }),
    });
    const { user, router } = renderApp('/login');
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/login-two-factor')[0]?.body).toEqual({
      challenge: 'challenge-1',
      recovery_code: 'ABCD-EFGH-JKLM-NPQR',
    });
  });

  it('shows a wrong code and lets the player try again', async () => {
    let tries = 0;
    mockApi({
      'POST /api/login': challengeAnswer,
      'POST /api/login-two-factor': () =>
        ++tries === 1
          ? fail(400, TWO_FACTOR_MESSAGES.wrongCode)
          : ok('Login successful', { token: 'fresh-token', user: makeUser() }),
    });
    const { user, router } = renderApp('/login');
    await passwordStep(user);
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Authentication code')).toHaveValue(''));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to the password step when the challenge is over, or on request', async () => {
    mockApi({
      'POST /api/login': challengeAnswer,
      'POST /api/login-two-factor': fail(
        400,
        TWO_FACTOR_MESSAGES.challengeExpired,
        [TWO_FACTOR_MESSAGES.challengeExpired],
        'TWO_FACTOR_CHALLENGE_EXPIRED',
      ),
    });
    const { user } = renderApp('/login');
    await passwordStep(user);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
