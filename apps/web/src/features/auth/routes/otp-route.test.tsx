import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

function boxes() {
  return Array.from(
    { length: 6 },
    (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`) as HTMLInputElement,
  );
}

async function openOtp() {
  window.localStorage.setItem('email_reset', 'nova@arena.test');
  const rendered = renderApp('/otp');
  await screen.findByRole('heading', { name: 'OTP Verification' });
  return rendered;
}

describe('/otp', () => {
  it('redirects to / when a token is stored', async () => {
    signIn();
    const { router } = renderApp('/otp');
    await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the e-mail being verified', async () => {
    mockApi();
    await openOtp();
    expect(screen.getByText('nova@arena.test')).toBeInTheDocument();
  });

  it('moves to the next box after each digit', async () => {
    mockApi();
    const { user } = await openOtp();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[0]).toHaveValue('1');
    expect(boxes()[1]).toHaveValue('2');
    expect(boxes()[2]).toHaveFocus();
  });

  it('ignores letters', async () => {
    mockApi();
    const { user } = await openOtp();
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('steps back with Backspace on an empty box', async () => {
    mockApi();
    const { user } = await openOtp();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(boxes()[2]).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[0]).toHaveValue('1');
  });

  it('fills all six boxes from a pasted code', async () => {
    mockApi();
    const { user } = await openOtp();
    await user.click(boxes()[2]!);
    await user.paste('654321');
    expect(boxes().map((box) => box.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('asks for all six digits before sending', async () => {
    const api = mockApi();
    const { user } = await openOtp();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the six digits as an integer and goes to /createpassword', async () => {
    const api = mockApi({ 'POST /api/verify-otp': ok('OTP verified successfully') });
    const { user, router } = await openOtp();
    await user.click(boxes()[0]!);
    await user.paste('012345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/createpassword'));
    expect(api.calls('POST /api/verify-otp')[0]?.body).toEqual({ email: 'nova@arena.test', otp: 12345 });
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
  });

  it('shows the error of a refused code and keeps the digits', async () => {
    mockApi({ 'POST /api/verify-otp': fail(400, 'The OTP is invalid or has expired.') });
    const { user, router } = await openOtp();
    await user.click(boxes()[0]!);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('The OTP is invalid or has expired.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp');
    expect(boxes()[0]).toHaveValue('1');
  });

  it('shows the message and clears the boxes when the call throws', async () => {
    mockApi({ 'POST /api/verify-otp': 'network-error' });
    const { user } = await openOtp();
    await user.click(boxes()[0]!);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await waitFor(() => expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']));
  });

  it('replaces a digit when typing over a filled box', async () => {
    mockApi();
    await openOtp();
    const [first] = boxes();
    fireEvent.change(first!, { target: { value: '4' } });
    fireEvent.change(first!, { target: { value: '47' } });
    expect(boxes()[0]).toHaveValue('7');
  });
});
