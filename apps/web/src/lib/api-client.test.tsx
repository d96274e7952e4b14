import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/http';
import { makeUser, signIn } from '../../test/fixtures';
import { ApiError, apiRequest } from './api-client';
import { setNavigator } from './navigation';
import { showApiError } from './toast';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
  });

  it('sends JSON with the stored bearer token and resolves the envelope of a success', async () => {
    signIn(makeUser(), 'abc123');
    const api = mockApi({ 'POST /api/change-password': ok('Password changed successfully') });
    const answer = await apiRequest('/api/change-password', { method: 'POST', body: { a: 1 } });
    expect(answer.message).toBe('Password changed successfully');
    const [request] = api.requests;
    expect(request?.headers.authorization).toBe('Bearer abc123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no authorization header without a stored token', async () => {
    const api = mockApi({ 'GET /api/games-list': ok('Games', { data: [] }) });
    await apiRequest('/api/games-list');
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('shows the first entry of error for a 400', async () => {
    mockApi({
      'POST /api/login': fail(400, 'Invalid email address', [
        'Invalid email address',
        'Password is required',
      ]),
    });
    render(<ToastContainer />);
    const error = await failureOf(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.kind).toBe('validation');
    expect(error.userMessage).toBe('Invalid email address');
    showApiError(error);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('clears the stored user and token and goes to /login on a 403', async () => {
    signIn();
    window.localStorage.setItem('remind_data', JSON.stringify({ email: 'a@b.co', password: 'x' }));
    mockApi({ 'GET /api/user-profile': fail(403, 'Your session has expired, please log in again.') });
    const error = await failureOf(apiRequest('/api/user-profile'));
    expect(error.kind).toBe('session');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('remind_data')).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?expired=1');
  });

  it('sends a player whose session ended to /login, saying so and leading back to the page they were on', async () => {
    signIn();
    window.location.hash = '#/tournament?tournament_state=all';
    mockApi({ 'GET /api/my-teams': fail(403, 'Your session has expired, please log in again.') });
    await failureOf(apiRequest('/api/my-teams'));
    expect(navigate).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent('/tournament?tournament_state=all')}&expired=1`,
    );
    window.location.hash = '';
  });

  it('ignores a late 403 for a session that already ended here, keeping the newer one', async () => {
    signIn(makeUser(), 'old-token');
    mockApi({
      'GET /api/user-profile': () => {
        // The player logged out and in again while this request was on its way.
        window.localStorage.setItem('token', 'new-token');
        return fail(403, 'Your session has expired, please log in again.');
      },
    });
    const error = await failureOf(apiRequest('/api/user-profile'));
    expect(error.kind).toBe('session');
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a 403 that names its own refusal (an admin's own payout) without ending the session", async () => {
    signIn();
    mockApi({
      'POST /api/admin/withdrawals/4/pay': {
        status: 403,
        body: {
          status_code: 403,
          status: false,
          message: 'You cannot pay your own withdrawal; another admin must.',
          error: ['You cannot pay your own withdrawal; another admin must.'],
          code: 'CANNOT_PAY_OWN',
        },
      },
    });
    const error = await failureOf(apiRequest('/api/admin/withdrawals/4/pay', { method: 'POST', body: {} }));
    expect([error.status, error.kind, error.message]).toEqual([
      403,
      'http',
      'You cannot pay your own withdrawal; another admin must.',
    ]);
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not say a session ended when none was open', async () => {
    window.location.hash = '#/myprofile';
    mockApi({ 'GET /api/user-profile': fail(403, 'Please log in.') });
    await failureOf(apiRequest('/api/user-profile'));
    expect(navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/myprofile')}`);
    window.location.hash = '';
  });

  it('shows the message of any other failure', async () => {
    mockApi({ 'POST /api/login': fail(429, 'Too many attempts, please wait a minute.') });
    render(<ToastContainer />);
    const error = await failureOf(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(429);
    showApiError(error);
    expect(await screen.findByText('Too many attempts, please wait a minute.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 'An error occurred' when the network fails", async () => {
    mockApi({ 'GET /api/user-profile': 'network-error' });
    render(<ToastContainer />);
    const error = await failureOf(apiRequest('/api/user-profile'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    showApiError(error);
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it("says 'An error occurred' when the answer is not an envelope", async () => {
    mockApi({ 'GET /api/user-profile': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await failureOf(apiRequest('/api/user-profile'));
    expect(error.status).toBe(502);
    expect(error.userMessage).toBe('An error occurred');
  });

  it('treats status false as a failure even with HTTP 200', async () => {
    mockApi({
      'GET /api/user-profile': {
        status: 200,
        body: { status_code: 200, status: false, message: 'Nope', error: [] },
      },
    });
    const error = await failureOf(apiRequest('/api/user-profile'));
    expect(error.userMessage).toBe('Nope');
  });
});
