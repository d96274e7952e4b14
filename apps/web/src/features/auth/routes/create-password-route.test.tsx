import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

describe('/createpassword', () => {
  it('redirects a logged-in user to /', async () => {
    signIn();
    const { router } = renderApp('/createpassword');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the sign-up password rules and the match rule', async () => {
    window.localStorage.setItem('email_reset', 'nova@arena.test');
    mockApi();
    const { user } = renderApp('/createpassword');
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('sends the new password with email_reset, forgets it and goes to /login', async () => {
    window.localStorage.setItem('email_reset', 'nova@arena.test');
    const api = mockApi({ 'POST /api/reset-password': ok('Your password has been reset, please log in') });
    const { user, router } = renderApp('/createpassword');
    await user.type(await screen.findByLabelText('New Password'), 'Fresh#2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST /api/reset-password')[0]?.body).toEqual({
      email: 'nova@arena.test',
      new_password: 'Fresh#2024',
      confirm_password: 'Fresh#2024',
    });
    expect(window.localStorage.getItem('email_reset')).toBeNull();
    expect(await screen.findByText('Your password has been reset, please log in')).toBeInTheDocument();
  });

  it('shows the message of a refused reset', async () => {
    window.localStorage.setItem('email_reset', 'nova@arena.test');
    mockApi({ 'POST /api/reset-password': fail(400, 'Please verify the OTP sent to your email first.') });
    const { user, router } = renderApp('/resetpassword');
    await user.type(await screen.findByLabelText('New Password'), 'Fresh#2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please verify the OTP sent to your email first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetpassword');
  });
});
