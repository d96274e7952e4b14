import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import defaultAvatar from '../../assets/default-avatar.svg';
import { storeUser } from '../../lib/storage';

function topBar() {
  return within(screen.getByRole('banner'));
}

describe('top bar', () => {
  it('offers Login and REGISTER NOW to a logged-out visitor', async () => {
    mockApi();
    renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'ESports Games' });
    expect(topBar().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(topBar().getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/signup');
    expect(topBar().queryByRole('link', { name: /NovaStrike/ })).not.toBeInTheDocument();
  });

  it('links the brand home and highlights the active page', async () => {
    mockApi();
    renderApp('/tournament');
    await screen.findByRole('heading', { level: 1, name: 'Tournaments' });
    expect(topBar().getByRole('link', { name: 'Arena home' })).toHaveAttribute('href', '/');
    expect(topBar().getByRole('link', { name: 'Tournaments' })).toHaveClass('active');
    expect(topBar().getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    expect(topBar().getByRole('link', { name: 'Games' })).not.toHaveClass('active');
    expect(topBar().getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('shows the default picture and the name of a logged-in user, linking to /myprofile', async () => {
    signIn(makeUser({ name: 'NovaStrike' }));
    mockApi();
    renderApp('/game');
    const profile = await screen.findByRole('link', { name: 'NovaStrike' });
    expect(profile).toHaveAttribute('href', '/myprofile');
    expect(within(profile).getByRole('presentation')).toHaveAttribute('src', defaultAvatar);
    expect(topBar().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(topBar().queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
  });

  it('shows the uploaded picture from /storage', async () => {
    signIn(makeUser({ details: { profile_picture: 'avatars/7.png' } }));
    mockApi();
    renderApp('/game');
    const profile = await screen.findByRole('link', { name: 'NovaStrike' });
    expect(within(profile).getByRole('presentation')).toHaveAttribute('src', '/storage/avatars/7.png');
  });

  it('re-reads the stored user when the user details change', async () => {
    signIn(makeUser({ name: 'NovaStrike' }));
    mockApi();
    renderApp('/game');
    await screen.findByRole('link', { name: 'NovaStrike' });
    act(() => storeUser(makeUser({ name: 'NovaPrime', details: { profile_picture: 'avatars/new.png' } })));
    const renamed = await screen.findByRole('link', { name: 'NovaPrime' });
    expect(within(renamed).getByRole('presentation')).toHaveAttribute('src', '/storage/avatars/new.png');
  });
});
