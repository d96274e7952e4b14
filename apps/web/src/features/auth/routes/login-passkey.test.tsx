import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@arena/shared/passkeys';
import { makeUser } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { webauthnStandIns } from '../../../../test/webauthn';

const browser = webauthnStandIns();

const OPTIONS = { challenge: 'c-2', rpId: 'localhost', userVerification: 'required' };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };

beforeEach(() => browser.startAuthentication.mockReset());

describe('/login with a passkey', () => {
  it('signs in without the password, as a login does', async () => {
    const player = makeUser();
    const api = mockApi({
      'POST /api/passkey-login/options': ok(PASSKEY_MESSAGES.loginOptions, { options: OPTIONS }),
      'POST /api/passkey-login': ok('Login successful', { token: 'passkey-token', user: player }),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const { user, router } = renderApp('/login?next=%2Fmyprofile');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(api.calls('POST /api/passkey-login')[0]?.body).toEqual({ response: ASSERTION, remember: false });
    expect(window.localStorage.getItem('token')).toBe('passkey-token');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it("shows the server's refusal and a cancelled request in words, staying on the login", async () => {
    mockApi({
      'POST /api/passkey-login/options': ok(PASSKEY_MESSAGES.loginOptions, { options: OPTIONS }),
      'POST /api/passkey-login': fail(400, PASSKEY_MESSAGES.unknownPasskey),
    });
    browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }),
    );
    const { user, router } = renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await user.click(button);
    expect(await screen.findByText(PASSKEY_MESSAGES.unknownPasskey)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('Signing in with a passkey was cancelled or timed out.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
