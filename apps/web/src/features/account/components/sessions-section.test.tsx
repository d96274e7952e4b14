import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@arena/shared/sessions';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const desktop: AccountSession = {
  id: 11,
  device: 'Chrome on Windows',
  signed_in_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-27T18:30:00.000Z',
  current: false,
};
const phone: AccountSession = {
  id: 12,
  device: 'Safari on iOS',
  signed_in_at: '2026-11-28T08:00:00.000Z',
  last_seen_at: '2026-11-28T08:00:00.000Z',
  current: true,
};
const laptop: AccountSession = { ...desktop, id: 13, device: 'Firefox on Linux' };

/** The Change Password panel with the account's devices answered from `devices` (changed by the sign-outs). */
function openPanel(devices: AccountSession[]) {
  let listed = devices;
  signIn(makeUser());
  const api = mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/sessions': () => ok('Your signed-in devices', { data: listed }),
    'DELETE /api/sessions/11': () => {
      listed = listed.filter((session) => session.id !== 11);
      return ok('The device was signed out.', { data: { current: false } });
    },
    'DELETE /api/sessions': () => {
      listed = listed.filter((session) => session.current);
      return ok('Signed out on 2 other devices.', { data: { ended: 2 } });
    },
  });
  const view = renderApp('/myprofile?menu=2');
  return { api, ...view };
}

const devicesList = async () => within(await screen.findByRole('list', { name: 'Signed-in devices' }));

describe('Signed-in devices (Change Password panel)', () => {
  it('lists each device with its sign-in and last use in DD-MM-YYYY, this one marked and not offered', async () => {
    openPanel([desktop, phone]);
    const list = await devicesList();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent(/Signed in\s*20-11-2026 \d\d:\d\d/);
    expect(items[0]).toHaveTextContent(/Last used\s*27-11-2026 \d\d:\d\d/);
    expect(within(items[1]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: /^Sign out: Chrome on Windows/ })).toBeVisible();
  });

  it('signs one other device out, says so, and lists what is left', async () => {
    const { api, user } = openPanel([desktop, phone]);
    const list = await devicesList();
    await user.click(list.getByRole('button', { name: /^Sign out: Chrome on Windows/ }));
    await waitFor(() => expect(api.calls('DELETE /api/sessions/11')).toHaveLength(1));
    expect(await screen.findByText('The device was signed out.')).toBeInTheDocument();
    await waitFor(async () => expect((await devicesList()).getAllByRole('listitem')).toHaveLength(1));
    // Only this device is left: nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('signs every other device out at once', async () => {
    const { api, user } = openPanel([desktop, laptop, phone]);
    await devicesList();
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(api.calls('DELETE /api/sessions')).toHaveLength(1));
    expect(await screen.findByText('Signed out on 2 other devices.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await devicesList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Safari on iOS'),
      ]),
    );
  });
});

describe('Signed-in devices in the chosen language (decision 0062)', () => {
  it('names the devices and their times in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    try {
      openPanel([desktop, phone]);
      const list = within(await screen.findByRole('list', { name: 'Zalogowane urządzenia' }));
      const items = list.getAllByRole('listitem');
      expect(items[0]).toHaveTextContent(/Zalogowano\s*20\.11\.2026, \d\d:\d\d/);
      expect(items[0]).toHaveTextContent(/Ostatnio używane\s*27\.11\.2026, \d\d:\d\d/);
      expect(within(items[1]!).getByText('To urządzenie')).toBeInTheDocument();
      expect(
        list.getByRole('button', { name: /^Wyloguj: Chrome on Windows, zalogowano 20\.11\.2026/ }),
      ).toBeVisible();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
