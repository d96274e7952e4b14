import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISCORD_MESSAGES, type DiscordLinkStatus } from '@arena/shared/discord';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const LINKED = {
  discord_user_id: '123456789012345678',
  discord_username: 'nova_plays',
  linked_at: '2026-11-28T10:00:00.000Z',
};

/** My Profile with the Discord link API: a code links the account on the next status read. */
function discordApi(initial: DiscordLinkStatus) {
  let status = initial;
  let codes = 0;
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/teams-list': ok('My teams', { data: [] }),
    'GET /api/participate-teams-list': ok('My participations', { data: [] }),
    'GET /api/discord-link': () => ok(DISCORD_MESSAGES.status, { data: status }),
    'POST /api/discord-link/code': () => {
      codes += 1;
      const code = codes === 1 ? 'ABCD2345' : 'WXYZ6789';
      // Typed in Discord meanwhile: the next read finds the link.
      status = { ...status, link: LINKED };
      return ok(DISCORD_MESSAGES.codeCreated, {
        data: { code, command: `/arena link code:${code}`, expires_at: '2026-11-28T10:10:00.000Z' },
      });
    },
    'DELETE /api/discord-link': () => {
      status = { ...status, link: null };
      return ok(DISCORD_MESSAGES.unlinked);
    },
  });
}

async function openSection() {
  signIn();
  const rendered = renderApp('/myprofile');
  const section = await screen.findByRole('region', { name: 'Discord' });
  return { ...rendered, section: within(section) };
}

describe('Discord (My Profile)', () => {
  it('makes a one-time code and shows the command to type, then the linked Discord user', async () => {
    const api = discordApi({ enabled: true, link: null });
    const { user, section } = await openSection();
    expect(
      section.getByText(
        'Link your Discord account to use the /arena command in Discord: check your team in, see your matches, report results and look up standings.',
      ),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Link Discord' }));
    expect(await section.findByText('/arena link code:ABCD2345')).toBeInTheDocument();
    expect(section.getByText(/^The code works once, until /)).toBeInTheDocument();
    expect(api.calls('POST /api/discord-link/code')).toHaveLength(1);

    // A new code replaces the one shown.
    await user.click(section.getByRole('button', { name: 'New code' }));
    expect(await section.findByText('/arena link code:WXYZ6789')).toBeInTheDocument();
    expect(section.queryByText('/arena link code:ABCD2345')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'I have typed it' }));
    expect(await section.findByText('nova_plays')).toBeInTheDocument();
    expect(section.getByText('Linked Discord account')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Link Discord' })).not.toBeInTheDocument();

    // Unlinked again: the used code is gone, and Link Discord makes a new one.
    await user.click(section.getByRole('button', { name: 'Unlink' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink your Discord account?' }));
    await user.click(dialog.getByRole('button', { name: 'Unlink Discord' }));
    expect(await section.findByRole('button', { name: 'Link Discord' })).toBeInTheDocument();
    expect(section.queryByText(/\/arena link code:/)).not.toBeInTheDocument();
  });

  it('unlinks after a confirmation', async () => {
    const api = discordApi({ enabled: true, link: LINKED });
    const { user, section } = await openSection();
    expect(await section.findByText('nova_plays')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Unlink' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink your Discord account?' }));
    expect(
      dialog.getByText(
        'The /arena command in Discord will no longer act for your Arena account. You can link it again later.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Unlink Discord' }));

    expect(await screen.findByText(DISCORD_MESSAGES.unlinked)).toBeInTheDocument();
    expect(api.calls('DELETE /api/discord-link')).toHaveLength(1);
    expect(await section.findByRole('button', { name: 'Link Discord' })).toBeInTheDocument();
    expect(section.queryByText('nova_plays')).not.toBeInTheDocument();
  });

  it('shows the refusal when the account is linked meanwhile', async () => {
    mockApi({
      'GET /api/user-profile': ok('User profile', { user: makeUser() }),
      'GET /api/teams-list': ok('My teams', { data: [] }),
      'GET /api/participate-teams-list': ok('My participations', { data: [] }),
      'GET /api/discord-link': ok(DISCORD_MESSAGES.status, { data: { enabled: true, link: null } }),
      'POST /api/discord-link/code': fail(409, DISCORD_MESSAGES.alreadyLinked),
    });
    const { user, section } = await openSection();
    await user.click(section.getByRole('button', { name: 'Link Discord' }));
    expect(await screen.findByText(DISCORD_MESSAGES.alreadyLinked)).toBeInTheDocument();
    expect(section.queryByText(/\/arena link code:/)).not.toBeInTheDocument();
  });

  it('is not shown when the server takes no Discord commands', async () => {
    const api = discordApi({ enabled: false, link: null });
    signIn();
    renderApp('/myprofile');
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/discord-link')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Discord' })).not.toBeInTheDocument();
  });
});
