import { act, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSession, storeSession } from '../lib/storage';
import { showError, showSuccess, TOAST_MAX_SHOWN } from '../lib/toast';
import { makeUser } from '../../test/fixtures';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('forgets the cached answers of a session once it ends, so the next one never sees them', () => {
    storeSession('token-a', makeUser());
    const queryClient = new QueryClient();
    render(<AppProviders queryClient={queryClient}>content</AppProviders>);
    queryClient.setQueryData(['teams', 'mine'], [{ id: 1 }]);

    storeSession('token-a', makeUser({ name: 'Renamed' }));
    expect(queryClient.getQueryData(['teams', 'mine'])).toEqual([{ id: 1 }]);

    clearSession();
    expect(queryClient.getQueryData(['teams', 'mine'])).toBeUndefined();
  });

  it('shows toasts in its own container, which comes with react-toastify (not in the first script), two at most', async () => {
    render(<AppProviders>content</AppProviders>);
    act(() => showError('The network is gone'));
    act(() => showSuccess('Team created'));
    act(() => showSuccess('Invitation sent'));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Invitation sent')).toBeInTheDocument();
    expect(within(region).getByText('Team created')).toBeInTheDocument();
    // The oldest closes once a third arrives (decision 0032).
    expect(
      within(region)
        .getAllByRole('alert')
        .filter((t) => t.dataset.in === 'true'),
    ).toHaveLength(TOAST_MAX_SHOWN);
  });
});
