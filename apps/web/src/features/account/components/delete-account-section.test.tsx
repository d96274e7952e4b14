import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { webauthnStandIns } from '../../../../test/webauthn';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

function profileApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const user = makeUser();
  signIn(user);
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user }),
    'GET /api/teams-list': ok('My teams', { data: [] }),
    'GET /api/participate-teams-list': ok('My participations', { data: [] }),
    ...extra,
  });
}

describe('Delete account (My Profile)', () => {
  it('says what is lost, asks for the password, and once deleted forgets the session and goes home', async () => {
    const api = profileApi({ 'POST /api/delete-account': ok('Your account has been deleted.') });
    const view = renderApp('/myprofile');
    expect(await screen.findByText(/Your credits and VIP tokens are forfeited/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await view.user.type(dialog.getByLabelText('Password'), 'Str0ng!Pass');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(api.calls('POST /api/delete-account')).toHaveLength(1));
    expect(api.calls('POST /api/delete-account')[0]!.body).toEqual({ password: 'Str0ng!Pass' });
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    await waitFor(() => expect(window.location.hash === '' || window.location.hash === '#/').toBe(true));
  });

  it('keeps the dialog and the session when the server refuses', async () => {
    profileApi({
      'POST /api/delete-account': fail(
        400,
        'Your wallet still holds money. Withdraw it first, then delete your account.',
      ),
    });
    const view = renderApp('/myprofile');
    await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await view.user.type(dialog.getByLabelText('Password'), 'Str0ng!Pass');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(
      await screen.findByText('Your wallet still holds money. Withdraw it first, then delete your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('asks an account with two-factor sign-in for its code too', async () => {
    const api = profileApi({
      'GET /api/two-factor': ok('Two-factor sign-in', {
        two_factor: { enabled: true, enabled_at: '2026-11-20T10:00:00.000Z', recovery_codes_left: 10 },
      }),
      'POST /api/delete-account': ok('Your account has been deleted.'),
    });
    const view = renderApp('/myprofile');
    await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await view.user.type(dialog.getByLabelText('Password'), 'Str0ng!Pass');
    await view.user.type(await dialog.findByLabelText('Authentication code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(api.calls('POST /api/delete-account')).toHaveLength(1));
    expect(api.calls('POST /api/delete-account')[0]!.body).toEqual({
      password: 'Str0ng!Pass',
      code: '123456',
    });
  });

  describe('with a passkey as the second factor (decision 0057)', () => {
    const browser = webauthnStandIns();
    const OPTIONS = { challenge: 'c2hhbGxlbmdl', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };
    const ASSERTION = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    beforeEach(() => browser.startAuthentication.mockReset());

    const passkeyApi = (twoFactor: { enabled: boolean; passkeys: number }) =>
      profileApi({
        'GET /api/two-factor': ok('Two-factor sign-in', {
          two_factor: { enabled_at: null, recovery_codes_left: 0, ...twoFactor },
        }),
        'POST /api/passkeys/step-up-options': ok('Confirm with your passkey', { options: OPTIONS }),
        'POST /api/delete-account': ok('Your account has been deleted.'),
      });

    it('confirms with the passkey of an account whose only second factor is a passkey', async () => {
      browser.startAuthentication.mockResolvedValue(ASSERTION);
      const api = passkeyApi({ enabled: false, passkeys: 1 });
      const view = renderApp('/myprofile');
      await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
      expect(
        await dialog.findByText(
          'You will confirm with your passkey: your device asks for it when you continue.',
        ),
      ).toBeInTheDocument();
      expect(dialog.queryByLabelText('Authentication code')).not.toBeInTheDocument();
      await view.user.type(dialog.getByLabelText('Password'), 'Str0ng!Pass');
      await view.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
      await waitFor(() => expect(api.calls('POST /api/delete-account')).toHaveLength(1));
      expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
      expect(api.calls('POST /api/delete-account')[0]!.body).toEqual({
        password: 'Str0ng!Pass',
        passkey: ASSERTION,
      });
    });

    it('offers "Use a passkey instead" beside the code, and says so when the device prompt is cancelled', async () => {
      browser.startAuthentication.mockRejectedValueOnce(
        Object.assign(new Error('The operation either timed out or was not allowed.'), {
          name: 'NotAllowedError',
        }),
      );
      const api = passkeyApi({ enabled: true, passkeys: 2 });
      const view = renderApp('/myprofile');
      await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
      expect(await dialog.findByLabelText('Authentication code')).toBeInTheDocument();
      await view.user.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
      await view.user.type(dialog.getByLabelText('Password'), 'Str0ng!Pass');
      await view.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
      expect(
        await dialog.findByText(
          'The passkey did not confirm it: the request was cancelled or timed out. Try again.',
        ),
      ).toBeInTheDocument();
      expect(api.calls('POST /api/delete-account')).toHaveLength(0);
      await view.user.click(dialog.getByRole('button', { name: 'Use the authenticator app instead' }));
      expect(dialog.getByLabelText('Authentication code')).toBeInTheDocument();
    });
  });
});
