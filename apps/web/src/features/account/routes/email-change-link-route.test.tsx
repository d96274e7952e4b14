import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

describe('/confirmemailchange and /undoemailchange', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts the token only when the button is pressed, in English', async () => {
    const api = mockApi({ 'POST /api/confirm-email-change': ok('Your e-mail is now nova@arena.test.') });
    renderApp('/confirmemailchange?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Confirm your new e-mail' })).toBeInTheDocument();
    expect(api.calls('POST /api/confirm-email-change')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm New E-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail is now nova@arena.test.');
    expect(api.calls('POST /api/confirm-email-change').map((r) => r.body)).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it('speaks German when the page is in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    mockApi({});
    renderApp('/undoemailchange?token=abc123');
    expect(
      await screen.findByRole('heading', { name: 'E-Mail-Änderung rückgängig machen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-Mail-Änderung rückgängig machen' })).toBeInTheDocument();
    expect(screen.queryByText(/Undo/)).not.toBeInTheDocument();
  });
});
