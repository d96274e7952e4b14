import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { LANGUAGE_STORAGE_KEY } from './languages';

afterEach(() => {
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
});

describe('interface language (decision 0062)', () => {
  it('switches the page, <html lang> and the stored choice from the top bar menu', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Enter the Arena. Compete for real prizes.' });
    expect(document.documentElement.lang).toBe('en');
    const banner = within(screen.getByRole('banner'));
    await userEvent.selectOptions(banner.getByRole('combobox', { name: 'Language' }), 'de');
    await screen.findByRole('heading', { level: 1, name: 'Betritt die Arena. Kämpfe um echte Preise.' });
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(banner.getByRole('link', { name: 'Turniere' })).toHaveAttribute('href', '/tournament');
    expect(within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Sprache' })).toHaveValue(
      'de',
    );
  });

  it('follows ?lang= before the stored choice', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/?lang=pl');
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Arena czeka. Walcz o prawdziwe nagrody.' });
    expect(document.documentElement.lang).toBe('pl');
  });

  it('saves the menu choice to the signed-in account, and follows the account’s language', async () => {
    const user = signIn(makeUser({ details: { language: 'it' } }));
    const api = mockApi({
      'POST /api/update-user-profile': ok('Profile updated successfully', {
        user: { ...user, user_details: { ...user.user_details, language: 'es' } },
      }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Entra nell’Arena. Gioca per premi veri.' });
    const footer = within(screen.getByRole('contentinfo'));
    await userEvent.selectOptions(footer.getByRole('combobox', { name: 'Lingua' }), 'es');
    await screen.findByRole('heading', { level: 1, name: 'Entra en la Arena. Compite por premios reales.' });
    await waitFor(() => expect(api.calls('POST /api/update-user-profile')).toHaveLength(1));
    expect(api.calls('POST /api/update-user-profile')[0]!.body).toEqual({
      email: user.email,
      language: 'es',
    });
  });
});
