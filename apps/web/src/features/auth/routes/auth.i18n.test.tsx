import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
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

  it('says an ended session, the password toggle, the pitch and a captain’s own invitation in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    window.localStorage.setItem(
      'inviteData',
      JSON.stringify({ user_id: 7, team_id: 5, team_slug: 'night-owls', team_token: 'tok' }),
    );
    const api = mockApi({
      'POST /api/login': ok('Login successful', { token: 'fresh-token', user: makeUser({ id: 7 }) }),
    });
    const { user } = renderApp('/login?expired=1');
    expect(
      await screen.findByText('Deine Sitzung ist abgelaufen, bitte melde dich erneut an'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Antreten. Gewinnen. Verdienen.')).toBeInTheDocument();
    expect(screen.getByText('Über 220 Turniere im Jahr')).toBeInTheDocument();
    const password = screen.getByLabelText('Passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.type(screen.getByLabelText('E-Mail'), 'nova@arena.test');
    await user.type(password, 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Du bist der Kapitän dieses Teams.')).toBeInTheDocument();
    expect(api.calls('POST /api/invite-player-form-submit')).toHaveLength(0);
  });

  it('says the OTP form’s own checks in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    window.localStorage.setItem('email_reset', 'nova@arena.test');
    const api = mockApi();
    const { user } = renderApp('/otp');
    await screen.findByRole('heading', { level: 1, name: 'Weryfikacja kodu' });
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj kod' }));
    expect(await screen.findByText('Kod jednorazowy jest wymagany')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Cyfra 1 z 6'));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj kod' }));
    expect(await screen.findByText('Kod jednorazowy musi mieć 6 cyfr')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('verify-otp'))).toHaveLength(0);
  });
});
