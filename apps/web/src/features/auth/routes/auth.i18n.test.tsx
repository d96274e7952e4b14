import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('sign-up and sign-in in the chosen language (decision 0062)', () => {
  it('shows the sign-up form in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    mockApi();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    expect(screen.getByLabelText('Benutzername')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort bestätigen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/termconditions');
    expect(screen.getByRole('button', { name: 'JETZT REGISTRIEREN' })).toBeInTheDocument();
    expect(document.title).toBe('Arena | Registrieren');
  });

  it('shows the login form in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Logowanie' });
    expect(screen.getByLabelText('Zapamiętaj mnie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się kluczem dostępu' })).toBeInTheDocument();
  });
});
