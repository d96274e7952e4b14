import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../test/admin-fixtures';
import { AppProviders } from '../../../app/providers';
import { PlayerIdentityCheck } from './player-identity-check';

describe('a player’s identity check in the console', () => {
  it('says what is loading once: "Loading the identity check…"', async () => {
    // The answer never comes: the block stays loading.
    adminApi({ 'GET /api/admin/players/7/identity-check': () => new Promise(() => {}) });
    render(
      <AppProviders>
        <MemoryRouter>
          <PlayerIdentityCheck playerId={7} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^Loading the identity check…$/);
  });
});
