import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSession, storeSession } from '../lib/storage';
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
});
