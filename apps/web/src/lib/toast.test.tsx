import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer, toast, type ToastItem } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AGE_AND_COUNTRY_CODES } from '@arena/shared/refusal-codes';
import { ApiError } from './api-client';
import { loadArea } from './i18n/catalogues';
import { setShownLanguage } from './i18n/shown-language';
import { showApiError, showInfo, showSuccess } from './toast';

describe('toasts', () => {
  it('a toast about a match replaces the one before it about the same match', async () => {
    const removed: unknown[] = [];
    const stop = toast.onChange((item: ToastItem) => {
      if (item.status === 'removed') removed.push(item.content);
    });
    render(<ToastContainer />);
    act(() => showSuccess('Ready to play', { topic: 'match-7' }));
    expect(await screen.findByText('Ready to play')).toBeInTheDocument();
    act(() => showSuccess('Your result has been recorded', { topic: 'match-7' }));
    expect(await screen.findByText('Your result has been recorded')).toBeInTheDocument();
    expect(removed).toContain('Ready to play');
    stop();
  });

  it('shows a toast about a match while the one before it about the match is still sliding out', async () => {
    render(<ToastContainer />);
    act(() => showSuccess('Ready to play', { topic: 'match-8' }));
    expect(await screen.findByText('Ready to play')).toBeInTheDocument();
    // Timed out: it slides out (no animation ends here, so it stays sliding) and keeps its place meanwhile.
    act(() => toast.dismiss());
    act(() => showSuccess('Your result has been recorded', { topic: 'match-8' }));
    expect(await screen.findByText('Your result has been recorded')).toBeInTheDocument();
  });

  it('the same information shown again while the first slides out is shown, not lost', async () => {
    render(<ToastContainer />);
    act(() => showInfo('You are offline'));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    act(() => toast.dismiss());
    act(() => showInfo('You are offline'));
    // Toasts are shown once react-toastify has loaded (lib/toast.tsx): the second one comes a tick later.
    await waitFor(() => expect(screen.getAllByText('You are offline')).toHaveLength(2));
  });

  it('leads a refusal for a missing date of birth and country to the profile form, in the shown language', async () => {
    const refusal = (message: string) =>
      new ApiError({
        status: 403,
        kind: 'http',
        message,
        body: {
          status: false,
          status_code: 403,
          message,
          error: [message],
          code: AGE_AND_COUNTRY_CODES.required,
        },
      });
    render(<ToastContainer />);
    act(() => showApiError(refusal('Add your date of birth first.')));
    expect(await screen.findByRole('button', { name: 'Add them in My Profile' })).toBeInTheDocument();
    await loadArea('de', 'common');
    setShownLanguage('de');
    try {
      act(() => showApiError(refusal('Gib zuerst dein Geburtsdatum an.')));
      expect(await screen.findByRole('button', { name: 'Unter „Mein Profil“ angeben' })).toBeInTheDocument();
    } finally {
      setShownLanguage('en');
    }
  });
});
