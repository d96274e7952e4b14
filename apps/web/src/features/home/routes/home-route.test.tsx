import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

describe('home', () => {
  it('has the sections the footer links to', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    for (const id of ['home', 'about-us', 'how-it-works', 'featured-competitions', 'contact-us']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Featured Competitions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compete' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Win and earn' })).toBeInTheDocument();
  });

  it('states the marketing claims', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    expect(screen.getByText('220+')).toBeInTheDocument();
    expect(screen.getByText('£2000+')).toBeInTheDocument();
    expect(screen.getByText('£24000+')).toBeInTheDocument();
  });

  it('offers Login and REGISTER NOW only to visitors', async () => {
    mockApi();
    renderApp('/');
    const hero = await screen.findByRole('region', { name: /Enter the Arena/ });
    expect(within(hero).getByRole('link', { name: 'VIEW TOURNAMENTS' })).toHaveAttribute(
      'href',
      '/tournament',
    );
    expect(within(hero).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(hero).getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/signup');
  });

  it('hides Login and REGISTER NOW from a logged-in player', async () => {
    signIn();
    mockApi();
    renderApp('/');
    const hero = await screen.findByRole('region', { name: /Enter the Arena/ });
    expect(within(hero).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
  });

  it('Connect Wallet opens the Credits panel of My Account (menu 4)', async () => {
    signIn();
    mockApi();
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Connect Wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
    expect(router.state.location.state).toEqual({ menu: 4 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Credits' })).toBeInTheDocument();
  });
});
