import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Arena:nova%40arena.test?secret=${SECRET}&issuer=Arena&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NP${String(i).padStart(2, '2')}`);

const off = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const on = { enabled: true, enabled_at: '2026-11-01T09:30:00.000Z', recovery_codes_left: 7 };

function securityApi(initial: typeof off | typeof on, extra = {}) {
  let status: typeof off | typeof on = initial;
  const api = mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/two-factor': () => ok('Two-factor sign-in', { two_factor: status }),
    'POST /api/two-factor/setup': ok(TWO_FACTOR_MESSAGES.setupStarted, {
      secret: SECRET,
      otpauth_url: OTPAUTH,
    }),
    'POST /api/two-factor/enable': (request) => {
      if ((request.body as { code: string }).code !== '123456')
        return fail(400, TWO_FACTOR_MESSAGES.wrongCode);
      status = { ...on, recovery_codes_left: 10 };
      return ok(TWO_FACTOR_MESSAGES.enabled, { recovery_codes: CODES });
    },
    'POST /api/two-factor/disable': () => {
      status = off;
      return ok(TWO_FACTOR_MESSAGES.disabled);
    },
    ...extra,
  });
  return api;
}

function openSecurity() {
  signIn();
  return renderApp('/myprofile?menu=11');
}

describe('My Account, Security: two-factor sign-in', () => {
  it('is a panel of its own in the menu, with two-factor sign-in as its first section', async () => {
    securityApi(off);
    openSecurity();
    expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'My Account' }));
    expect(menu.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(
      within(section).getByText(/asks for a 6-digit code from an authenticator app/),
    ).toBeInTheDocument();
  });

  it('sets up with a QR code and the key, confirms with a code, and shows the recovery codes once', async () => {
    const api = securityApi(off);
    const { user } = openSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // The form's rule first, then the server's answer.
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Authentication code must be 6 digits')).toBeInTheDocument();
    expect(api.calls('POST /api/two-factor/enable')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Authentication code')).toHaveValue(''));

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.calls('POST /api/two-factor/enable').at(-1)?.body).toEqual({ code: '123456' });
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enabled)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(saved).toEqual(['arena-recovery-codes.txt']);
    click.mockRestore();

    // Once saved, the codes are gone from the screen for good.
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('cancels a set-up', async () => {
    securityApi(off);
    const { user } = openSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('shows since when it is on and the codes left, and turns off with the password and a code', async () => {
    const api = securityApi(on);
    const { user } = openSecurity();
    expect(await screen.findByText('Two-factor sign-in is on since 01-11-2026.')).toBeInTheDocument();
    expect(screen.getByText(/7 of 10 recovery codes left/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Authentication code is required')).toBeInTheDocument();
    expect(api.calls('POST /api/two-factor/disable')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Authentication code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeInTheDocument();
    expect(api.calls('POST /api/two-factor/disable')[0]?.body).toEqual({
      password: 'Str0ng!Pass',
      code: '246810',
    });
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('turns off with a recovery code instead (a lost phone)', async () => {
    const api = securityApi(on);
    const { user } = openSecurity();
    await screen.findByText(/recovery codes left/);
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jklm-np22');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await screen.findByText(TWO_FACTOR_MESSAGES.disabled);
    expect(api.calls('POST /api/two-factor/disable')[0]?.body).toEqual({
      password: 'Str0ng!Pass',
      recovery_code: 'abcd-efgh-jklm-np22',
    });
  });
});

describe('Security in the chosen language (decision 0062)', () => {
  it('shows two-factor sign-in and the passkeys in German, with German dates', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      securityApi(on, {
        'GET /api/passkeys': ok('Passkeys', {
          passkeys: [
            {
              id: 4,
              name: 'Laptop',
              created_at: '2026-11-01T09:30:00.000Z',
              last_used_at: null,
              device_type: 'multiDevice',
              backed_up: true,
            },
          ],
        }),
      });
      openSecurity();
      const twoFactor = within(await screen.findByRole('region', { name: 'Zwei-Faktor-Anmeldung' }));
      expect(
        await twoFactor.findByText('Die Zwei-Faktor-Anmeldung ist seit 01.11.2026 eingeschaltet.'),
      ).toBeInTheDocument();
      expect(twoFactor.getByText(/^Noch 7 von 10 Wiederherstellungscodes übrig\./)).toBeInTheDocument();
      expect(twoFactor.getByLabelText('Passwort')).toBeInTheDocument();
      expect(twoFactor.getByLabelText('Authentifizierungscode')).toBeInTheDocument();
      expect(
        twoFactor.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }),
      ).toBeInTheDocument();
      expect(
        twoFactor.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }),
      ).toBeInTheDocument();

      const passkeys = within(screen.getByRole('region', { name: 'Passkeys' }));
      expect(
        await passkeys.findByText('Hinzugefügt am 01.11.2026, nie verwendet, synchronisiert'),
      ).toBeInTheDocument();
      expect(passkeys.getByRole('button', { name: 'Passkey Laptop entfernen' })).toBeInTheDocument();
      expect(passkeys.getByLabelText('Name des Passkeys')).toBeInTheDocument();
      expect(passkeys.getByRole('button', { name: 'Passkey hinzufügen' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
