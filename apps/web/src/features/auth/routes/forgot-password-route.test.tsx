import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

describe('/forgotpassword', () => {
  it('redirects a logged-in user to /', async () => {
    signIn();
    const { router } = renderApp('/forgotpassword');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks the e-mail', async () => {
    mockApi();
    const { user } = renderApp('/forgotpassword');
    await screen.findByRole('heading', { name: 'Lost your password?' });
    expect(screen.getByText(/receive a link to create a new password via email/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nova');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('stores email_reset and goes to /otp', async () => {
    const api = mockApi({ 'POST /api/forget-password': ok('We have sent a 6-digit code.') });
    const { user, router } = renderApp('/forgotpassword');
    await user.type(await screen.findByLabelText('Email'), 'nova@arena.test');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(api.calls('POST /api/forget-password')[0]?.body).toEqual({ email: 'nova@arena.test' });
    expect(window.localStorage.getItem('email_reset')).toBe('nova@arena.test');
    expect(await screen.findByText('nova@arena.test')).toBeInTheDocument();
  });

  it('shows the error and resets the form when the request fails', async () => {
    mockApi({ 'POST /api/forget-password': 'network-error' });
    const { user, router } = renderApp('/forgotpassword');
    await user.type(await screen.findByLabelText('Email'), 'nova@arena.test');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/forgotpassword');
    expect(window.localStorage.getItem('email_reset')).toBeNull();
  });
});
