import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function setField(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function openSignup() {
  const rendered = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Register' });
  return rendered;
}

describe('/signup', () => {
  it('redirects to / when a token is stored', async () => {
    signIn();
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows every required-field message, including the terms', async () => {
    const api = mockApi();
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must to accept terms and conditions')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['a', 'Username must be at least 2 characters long'],
    ['x'.repeat(51), 'Username cannot exceed 50 characters'],
    [' nova', 'White spaces are not allowed'],
  ])('checks the username %#', async (name, message) => {
    mockApi();
    const { user } = await openSignup();
    await setField(user, 'Username', name);
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['nova arena@test.com', 'White spaces are not allowed'],
    ['nova@arena', 'Invalid email address'],
  ])('checks the e-mail %#', async (email, message) => {
    mockApi();
    const { user } = await openSignup();
    await setField(user, 'Email', email);
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['Ab#1', 'Password must be at least 8 characters long'],
    ['abcdef#1', 'Password must contain at least one uppercase letter'],
    ['ABCDEF#1', 'Password must contain at least one lowercase letter'],
    ['Abcdefg#', 'Password must contain at least one digit'],
    ['Abcdefg1', 'Password must contain at least one special character'],
  ])('checks the password %s', async (password, message) => {
    mockApi();
    const { user } = await openSignup();
    await setField(user, 'Password', password);
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    mockApi();
    const { user } = await openSignup();
    await setField(user, 'Username', 'NovaStrike');
    await setField(user, 'Email', 'nova@arena.test');
    await setField(user, 'Password', 'Secret#123');
    await setField(user, 'Confirm Password', 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers, shows the server message and goes to /login', async () => {
    const api = mockApi({ 'POST /api/register': ok('Registration successful, please log in') });
    const { user, router } = await openSignup();
    await setField(user, 'Username', 'NovaStrike');
    await setField(user, 'Email', 'nova@arena.test');
    await setField(user, 'Password', 'Secret#123');
    await setField(user, 'Confirm Password', 'Secret#123');
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Registration successful, please log in')).toBeInTheDocument();
    expect(api.calls('POST /api/register')[0]?.body).toEqual({
      name: 'NovaStrike',
      email: 'nova@arena.test',
      password: 'Secret#123',
      password_confirmation: 'Secret#123',
      terms: true,
    });
  });

  it('shows the first error of a refused registration and stays', async () => {
    mockApi({ 'POST /api/register': fail(400, 'The email has already been taken.') });
    const { user, router } = await openSignup();
    await setField(user, 'Username', 'NovaStrike');
    await setField(user, 'Email', 'nova@arena.test');
    await setField(user, 'Password', 'Secret#123');
    await setField(user, 'Confirm Password', 'Secret#123');
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('links to the terms, the privacy policy and /login', async () => {
    mockApi();
    await openSignup();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/termconditions');
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
