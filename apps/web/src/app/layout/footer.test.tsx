import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/http';
import { renderApp } from '../../../test/render-app';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('footer', () => {
  it('links the five home sections, the legal pages and the social accounts', async () => {
    mockApi();
    renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'ESports Games' });
    for (const label of ['HOME', 'ABOUT-US', 'HOW-IT-WORKS', 'FEATURED-COMPETITIONS', 'CONTACT-US']) {
      expect(footer().getByRole('link', { name: label })).toHaveAttribute('href', '/');
    }
    expect(footer().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(footer().getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/termconditions',
    );
    expect(footer().getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(footer().getByText(/Copyright © 2024/)).toBeInTheDocument();
    for (const name of ['Instagram', 'X', 'Discord']) {
      const link = footer().getByRole('link', { name: `Arena on ${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('names the social links in the chosen language', async () => {
    window.history.replaceState(null, '', '/?lang=fr');
    try {
      mockApi();
      renderApp('/game');
      await screen.findByRole('heading', { level: 1, name: 'Jeux e-sport' });
      for (const name of ['Instagram', 'X', 'Discord'])
        expect(
          footer().getByRole('link', { name: `Arena sur ${name} (s’ouvre dans un nouvel onglet)` }),
        ).toHaveAttribute('target', '_blank');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('from another page, goes home with the section in navigation state and home scrolls to it', async () => {
    mockApi();
    const { user, router } = renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'ESports Games' });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(footer().getByRole('link', { name: 'HOW-IT-WORKS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ section: 'how-it-works' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('how-it-works'));
  });

  it('on home, scrolls smoothly without navigating', async () => {
    mockApi();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const before = router.state.location.key;
    await user.click(footer().getByRole('link', { name: 'CONTACT-US' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('contact-us'));
    expect(router.state.location.key).toBe(before);
  });
});
