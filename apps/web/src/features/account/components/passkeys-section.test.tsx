import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, type Passkey } from '@arena/shared/passkeys';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { webauthnStandIns } from '../../../../test/webauthn';

const browser = webauthnStandIns();

const OPTIONS = { challenge: 'c-1', rp: { id: 'localhost', name: 'Arena' } };
const REGISTRATION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const laptop: Passkey = {
  id: 4,
  name: 'Laptop',
  created_at: '2026-11-01T09:30:00.000Z',
  last_used_at: '2026-11-20T10:00:00.000Z',
  device_type: 'multiDevice',
  backed_up: true,
};

function passkeysApi(initial: Passkey[]) {
  let list = initial;
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/two-factor': ok('Two-factor sign-in', {
      two_factor: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
    }),
    'GET /api/passkeys': () => ok(PASSKEY_MESSAGES.list, { passkeys: list }),
    'POST /api/passkeys/registration-options': ok(PASSKEY_MESSAGES.registrationOptions, { options: OPTIONS }),
    'POST /api/passkeys': (request) => {
      const passkey = {
        ...laptop,
        id: 5,
        name: (request.body as { name: string }).name,
        last_used_at: null,
        backed_up: false,
      };
      list = [...list, passkey];
      return ok(PASSKEY_MESSAGES.added, { passkey });
    },
    'DELETE /api/passkeys/4': () => {
      list = list.filter((p) => p.id !== 4);
      return ok(PASSKEY_MESSAGES.removed);
    },
  });
}

async function openSection() {
  signIn();
  const rendered = renderApp('/myprofile?menu=11');
  const section = await screen.findByRole('region', { name: 'Passkeys' });
  return { ...rendered, section: within(section) };
}

beforeEach(() => {
  browser.startRegistration.mockReset();
});

describe('My Account, Security: passkeys', () => {
  it('lists the passkeys with their dates, and says when there are none', async () => {
    passkeysApi([laptop]);
    const { section } = await openSection();
    expect(await section.findByText('Laptop')).toBeInTheDocument();
    expect(section.getByText('Added 01-11-2026, last used 20-11-2026, synced')).toBeInTheDocument();
    expect(
      section.getByText(
        'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It also counts as the second step of two-factor sign-in.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a passkey under its name with the device, after the server options', async () => {
    const api = passkeysApi([]);
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const { user, section } = await openSection();
    expect(await section.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    expect(await section.findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();
    await user.type(section.getByLabelText('Passkey name'), 'My phone');
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    expect(await section.findByText('My phone')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(api.calls('POST /api/passkeys')[0]?.body).toEqual({ name: 'My phone', response: REGISTRATION });
    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeInTheDocument();
  });

  it('says so when the device request is cancelled, and sends nothing', async () => {
    const api = passkeysApi([]);
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { user, section } = await openSection();
    await user.type(await section.findByLabelText('Passkey name'), 'My phone');
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText('The passkey was not created: the request was cancelled or timed out.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/passkeys')).toHaveLength(0);
  });

  it('removes a passkey after a confirmation', async () => {
    const api = passkeysApi([laptop]);
    const { user, section } = await openSection();
    await user.click(await section.findByRole('button', { name: 'Remove passkey Laptop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(
      dialog.getByText('"Laptop" will no longer sign you in to Arena. You can add it again later.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(api.calls('DELETE /api/passkeys/4')).toHaveLength(1));
    expect(await section.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeInTheDocument();
  });
});
