import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

describe('/verifyemail', () => {
  it('posts the link token once when it opens and shows the answer', async () => {
    const api = mockApi({
      'POST /api/verify-email': ok(EMAIL_VERIFICATION_MESSAGES.verified, {
        data: { email: 'nova@arena.test' },
      }),
    });
    renderApp('/verifyemail?token=abc123');
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(api.calls('POST /api/verify-email').map((r) => r.body)).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it('shows the refusal of a used or expired link', async () => {
    mockApi({ 'POST /api/verify-email': fail(400, EMAIL_VERIFICATION_MESSAGES.linkInvalid) });
    renderApp('/verifyemail?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
  });
});
