import { and, eq, isNull } from 'drizzle-orm';
import { MAX_TEAMS_PER_CAPTAIN, TEAM_MESSAGES } from '@arena/shared/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema/teams';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { enrol, insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { insertTeamWithCaptain } from './teams.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://arena.example' } });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const get = (url: string, auth: Record<string, string>) => t.app.inject({ url, headers: auth });

async function createTeam(captain: Player, total_players = 2, team_name = 'Night Owls') {
  const response = await post('/api/create-team', captain.auth, { team_name, total_players });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { id: number; slug: string } }>(response).data;
}

async function inviteOf(captain: Player, teamId: number) {
  const url = body<{ url: string }>(
    await get(`/api/generate-invite-player-link?id=${teamId}`, captain.auth),
  ).url;
  const params = new URLSearchParams(url.split('#/?')[1]);
  return {
    url,
    user_id: Number(params.get('user_id')),
    team_id: Number(params.get('team_id')),
    team_slug: params.get('team_slug')!,
    team_token: params.get('team_token')!,
  };
}

/** A team with an accepted player, ready for the rules below. */
async function teamWithPlayer(size = 2) {
  const captain = await registerAndLogin(t.app);
  const player = await registerAndLogin(t.app);
  const team = await createTeam(captain, size);
  const invite = await inviteOf(captain, team.id);
  expect((await post('/api/invite-player-form-submit', player.auth, invite)).statusCode).toBe(200);
  expect(
    (await post('/api/accept-player', captain.auth, { team_id: team.id, player_id: player.user.id }))
      .statusCode,
  ).toBe(200);
  return { captain, player, team, invite };
}

async function lockByEnrolling(teamId: number, captainId: number) {
  const game = await insertGame(t.database.db);
  const cup = await insertTournament(t.database.db, game.id, { tournamentState: 'pending', teamSize: 2 });
  await enrol(t.database.db, cup.id, { id: teamId, captainId });
  return cup;
}

describe('creating and editing teams', () => {
  it('creates a team with its creator as captain, listed as unlocked', async () => {
    const captain = await registerAndLogin(t.app);
    const response = await post('/api/create-team', captain.auth, {
      team_name: 'Night Owls',
      total_players: '3',
    });
    expect(body(response)).toMatchObject({ status: true, message: 'Team created successfully' });
    const list = body<{ data: Array<Record<string, unknown>> }>(
      await get('/api/teams-list', captain.auth),
    ).data;
    expect(list).toEqual([
      expect.objectContaining({
        team_name: 'Night Owls',
        slug: 'night-owls',
        total_players: 3,
        accepted_players: 1,
        status: 'unlock',
        role: 'captain',
        captain_name: captain.name,
      }),
    ]);
  });

  it.each([
    [{ team_name: '' }, 'Team name is required'],
    [{ team_name: undefined }, 'Team name is required'],
    [{ team_name: 'A' }, 'Team name must be at least 2 characters long'],
    [{ team_name: 'x'.repeat(51) }, 'Team name cannot exceed 50 characters'],
    [{ team_name: ' Padded' }, 'White spaces are not allowed'],
    [{ total_players: undefined }, 'This field is required'],
    [{ total_players: 5 }, 'Total player cannot exceed 4 number'],
    [{ total_players: 0 }, 'Total player must be at least 1'],
    [{ total_players: 'two' }, 'Total player must be a number'],
  ])('create refuses %o with "%s"', async (overrides, message) => {
    const captain = await registerAndLogin(t.app);
    const response = await post('/api/create-team', captain.auth, {
      team_name: 'Good Name',
      total_players: 2,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe(message);
  });

  it('edit uses its own messages and refuses a size below the accepted players', async () => {
    const { captain, team } = await teamWithPlayer(3);
    const short = await post('/api/update-team', captain.auth, {
      id: team.id,
      team_name: 'A',
      total_players: 3,
    });
    expect(body(short).error[0]).toBe('Team Name must be at least 2 characters long');
    const missing = await post('/api/update-team', captain.auth, {
      id: team.id,
      team_name: 'Fine',
      total_players: '',
    });
    expect(body(missing).error[0]).toBe('Total player is required');
    const tooSmall = await post('/api/update-team', captain.auth, {
      id: team.id,
      team_name: 'Fine',
      total_players: 1,
    });
    expect(body(tooSmall).error).toEqual(['You have already 2 Players']);
    const ok = await post('/api/update-team', captain.auth, {
      id: team.id,
      team_name: 'Renamed Owls',
      total_players: 2,
    });
    expect(body(ok)).toMatchObject({ status: true, message: 'Team updated successfully' });
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ teamName: 'Renamed Owls', slug: 'renamed-owls', totalPlayers: 2 });
  });

  it('deletes softly: the team leaves the lists but its row stays', async () => {
    const captain = await registerAndLogin(t.app);
    const team = await createTeam(captain);
    expect(body(await post('/api/delete-team', captain.auth, { id: team.id }))).toMatchObject({
      message: 'Team deleted successfully',
    });
    expect(body<{ data: unknown[] }>(await get('/api/teams-list', captain.auth)).data).toEqual([]);
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await post('/api/delete-team', captain.auth, { id: team.id })).statusCode).toBe(404);
  });
});

describe('limits on team creation', () => {
  it('caps the live teams one player captains, exactly, even under a burst', async () => {
    const captain = await registerAndLogin(t.app);
    for (let i = 0; i < MAX_TEAMS_PER_CAPTAIN - 3; i += 1)
      await insertTeamWithCaptain(t.database.db, {
        teamName: `Old ${i}`,
        slug: `old-${i}`,
        captainId: captain.user.id,
        totalPlayers: 2,
        description: '',
        inviteToken: `token-${captain.user.id}-${i}`,
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/create-team', captain.auth, { team_name: `Burst ${i}`, total_players: 2 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(body(refused).error).toEqual([TEAM_MESSAGES.tooManyTeams]);
    }
    const live = await t.database.db
      .select()
      .from(teams)
      .where(and(eq(teams.captainId, captain.user.id), isNull(teams.deletedAt)));
    expect(live).toHaveLength(MAX_TEAMS_PER_CAPTAIN);
    // Deleting one frees a place.
    expect((await post('/api/delete-team', captain.auth, { id: live[0]!.id })).statusCode).toBe(200);
    await createTeam(captain, 2, 'After delete');
  });

  it('limits how fast one account creates teams (429 with Retry-After)', async () => {
    const captain = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i += 1) await createTeam(captain, 2, `Quick ${i}`);
    const refused = await post('/api/create-team', captain.auth, { team_name: 'One more', total_players: 2 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(body(refused).error[0]).toMatch(/^Too many attempts, please try again in \d+ seconds\.$/);
    // Another account is not affected.
    await createTeam(await registerAndLogin(t.app), 2, 'Other');
  });
});

describe('invitations', () => {
  it('gives the captain a link in the spec shape, which a player uses to ask to join', async () => {
    const captain = await registerAndLogin(t.app);
    const player = await registerAndLogin(t.app);
    const team = await createTeam(captain);
    const invite = await inviteOf(captain, team.id);
    expect(invite.url).toMatch(
      new RegExp(
        `^https://arena\\.example/#/\\?user_id=${captain.user.id}&team_id=${team.id}&team_slug=night-owls&team_token=[\\w-]{22}$`,
      ),
    );
    const join = await post('/api/invite-player-form-submit', player.auth, invite);
    expect(body(join)).toMatchObject({
      status: true,
      message: 'Your request to join the team has been sent to the captain.',
    });
    const players = body<{ players: Array<{ id: number; is_accepted: number }> }>(
      await get(`/api/player-list?team_id=${team.id}`, captain.auth),
    ).players;
    expect(players.map((p) => [p.id, p.is_accepted])).toEqual([
      [captain.user.id, 2],
      [player.user.id, 0],
    ]);
    // The same link again: already asked.
    expect(body(await post('/api/invite-player-form-submit', player.auth, invite)).error).toEqual([
      'You have already asked to join this team.',
    ]);
  });

  it('refuses the captain, a wrong token, a wrong captain id, a deleted team, a member and a full team', async () => {
    const { captain, player, team, invite } = await teamWithPlayer(2);
    const outsider = await registerAndLogin(t.app);
    const refusal = async (who: Player, payload: object) =>
      body(await post('/api/invite-player-form-submit', who.auth, payload as Record<string, unknown>))
        .error[0];
    expect(await refusal(captain, invite)).toBe('You are the captain on this team.');
    expect(await refusal(outsider, { ...invite, team_token: 'x'.repeat(22) })).toBe(
      'This invitation link is not valid.',
    );
    expect(await refusal(outsider, { ...invite, user_id: outsider.user.id })).toBe(
      'This invitation link is not valid.',
    );
    expect(await refusal(player, invite)).toBe('You are already in this team.');
    expect(await refusal(outsider, invite)).toBe('This team is already full.');
    await post('/api/delete-team', captain.auth, { id: team.id });
    expect(await refusal(outsider, invite)).toBe('This invitation link is not valid.');
  });

  it('regenerating the link kills the old one', async () => {
    const captain = await registerAndLogin(t.app);
    const player = await registerAndLogin(t.app);
    const team = await createTeam(captain);
    const old = await inviteOf(captain, team.id);
    const fresh = body<{ url: string }>(
      await get(`/api/generate-invite-player-link?id=${team.id}&regenerate=1`, captain.auth),
    ).url;
    expect(fresh).not.toBe(old.url);
    expect(body(await post('/api/invite-player-form-submit', player.auth, old)).error).toEqual([
      'This invitation link is not valid.',
    ]);
    expect((await inviteOf(captain, team.id)).url).toBe(fresh);
  });

  it('concurrent joins of one player never duplicate the membership', async () => {
    const captain = await registerAndLogin(t.app);
    const player = await registerAndLogin(t.app);
    const team = await createTeam(captain, 4);
    const invite = await inviteOf(captain, team.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/invite-player-form-submit', player.auth, invite)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, player.user.id)));
    expect(rows).toHaveLength(1);
  });

  it.each([{}, { team_token: '' }, { team_id: 'abc' }])(
    'refuses a malformed invitation %o',
    async (overrides) => {
      const player = await registerAndLogin(t.app);
      const response = await post('/api/invite-player-form-submit', player.auth, {
        user_id: 1,
        team_id: 1,
        team_slug: 'x',
        team_token: 'abc',
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('the roster', () => {
  it('concurrent accepts never take a team past its size', async () => {
    const captain = await registerAndLogin(t.app);
    const team = await createTeam(captain, 3);
    const invite = await inviteOf(captain, team.id);
    const hopefuls = [];
    for (let i = 0; i < 5; i++) {
      const p = await registerAndLogin(t.app);
      await post('/api/invite-player-form-submit', p.auth, invite);
      hopefuls.push(p);
    }
    const responses = await Promise.all(
      hopefuls.map((p) =>
        post('/api/accept-player', captain.auth, { team_id: team.id, player_id: p.user.id }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => body(r).error[0])).toEqual(
      Array(3).fill('This team is already full.'),
    );
    const accepted = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(accepted.filter((m) => m.isAccepted > 0)).toHaveLength(3);
  });

  it('rejects and removes players, and a member leaves; the captain cannot leave', async () => {
    const { captain, player, team, invite } = await teamWithPlayer(4);
    const hopeful = await registerAndLogin(t.app);
    await post('/api/invite-player-form-submit', hopeful.auth, invite);
    expect(
      body(await post('/api/reject-player', captain.auth, { team_id: team.id, player_id: hopeful.user.id })),
    ).toMatchObject({ message: 'Request rejected' });
    expect(
      body(await post('/api/reject-player', captain.auth, { team_id: team.id, player_id: player.user.id }))
        .error,
    ).toEqual(['This player has no pending request.']);
    expect(body(await post('/api/member-leave-team', captain.auth, { team_id: team.id })).error).toEqual([
      'The captain cannot leave the team; delete it instead.',
    ]);
    const partList = body<{ data: Array<{ id: number; role: string }> }>(
      await get('/api/participate-teams-list', player.auth),
    ).data;
    expect(partList.map((x) => [x.id, x.role])).toEqual([[team.id, 'player']]);
    expect(body(await post('/api/member-leave-team', player.auth, { team_id: team.id }))).toMatchObject({
      message: 'You have left the team',
    });
    expect(body<{ data: unknown[] }>(await get('/api/participate-teams-list', player.auth)).data).toEqual([]);
    // Back in through the link, then removed by the captain.
    await post('/api/invite-player-form-submit', player.auth, invite);
    await post('/api/accept-player', captain.auth, { team_id: team.id, player_id: player.user.id });
    expect(
      body(
        await post('/api/captain-delete-player', captain.auth, {
          team_id: team.id,
          player_id: player.user.id,
        }),
      ),
    ).toMatchObject({ message: 'Player removed from the team' });
    expect(
      body(
        await post('/api/captain-delete-player', captain.auth, {
          team_id: team.id,
          player_id: captain.user.id,
        }),
      ).error,
    ).toEqual(['The player was not found in this team.']);
  });

  it('shows pending requests to the captain only', async () => {
    const { captain, player, team, invite } = await teamWithPlayer(4);
    const hopeful = await registerAndLogin(t.app);
    await post('/api/invite-player-form-submit', hopeful.auth, invite);
    const ids = async (who: Player) =>
      body<{ players: Array<{ id: number }> }>(
        await get(`/api/player-list?team_id=${team.id}`, who.auth),
      ).players.map((p) => p.id);
    expect(await ids(captain)).toEqual([captain.user.id, player.user.id, hopeful.user.id]);
    expect(await ids(player)).toEqual([captain.user.id, player.user.id]);
    expect((await get(`/api/player-list?team_id=${team.id}`, hopeful.auth)).statusCode).toBe(404);
  });
});

describe('a locked team (entered in a pending tournament)', () => {
  it('shows as locked and refuses edit, link, join, accept, remove, delete and exit', async () => {
    const { captain, player, team, invite } = await teamWithPlayer(4);
    const hopeful = await registerAndLogin(t.app);
    await post('/api/invite-player-form-submit', hopeful.auth, invite);
    await lockByEnrolling(team.id, captain.user.id);
    const locked = ['This team is locked while it is in a tournament.'];

    expect(
      body<{ data: Array<{ status: string }> }>(await get('/api/teams-list', captain.auth)).data[0]?.status,
    ).toBe('lock');
    expect(
      body(await post('/api/update-team', captain.auth, { id: team.id, team_name: 'New', total_players: 4 }))
        .error,
    ).toEqual(locked);
    expect(body(await get(`/api/generate-invite-player-link?id=${team.id}`, captain.auth)).error).toEqual(
      locked,
    );
    const newcomer = await registerAndLogin(t.app);
    expect(body(await post('/api/invite-player-form-submit', newcomer.auth, invite)).error).toEqual(locked);
    expect(
      body(await post('/api/accept-player', captain.auth, { team_id: team.id, player_id: hopeful.user.id }))
        .error,
    ).toEqual(locked);
    expect(
      body(
        await post('/api/captain-delete-player', captain.auth, {
          team_id: team.id,
          player_id: player.user.id,
        }),
      ).error,
    ).toEqual(locked);
    expect(body(await post('/api/delete-team', captain.auth, { id: team.id })).error).toEqual(locked);
    expect(body(await post('/api/member-leave-team', player.auth, { team_id: team.id })).error).toEqual(
      locked,
    );
  });

  it('unlocks when the tournament is over', async () => {
    const { captain, team } = await teamWithPlayer(2);
    const cup = await lockByEnrolling(team.id, captain.user.id);
    const { tournaments } = await import('../../db/schema/tournaments');
    await t.database.db
      .update(tournaments)
      .set({ tournamentState: 'completed' })
      .where(eq(tournaments.id, cup.id));
    expect(
      body<{ data: Array<{ status: string }> }>(await get('/api/teams-list', captain.auth)).data[0]?.status,
    ).toBe('unlock');
  });
});

describe('authorisation sweep', () => {
  it('answers a stranger 404 and a non-captain player a refusal on every team call, and a visitor 403', async () => {
    const { captain, player, team } = await teamWithPlayer(3);
    const stranger = await registerAndLogin(t.app);
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/api/update-team', { id: team.id, team_name: 'Taken Over', total_players: 3 }],
      ['POST', '/api/delete-team', { id: team.id }],
      ['GET', `/api/generate-invite-player-link?id=${team.id}`, {}],
      ['POST', '/api/accept-player', { team_id: team.id, player_id: player.user.id }],
      ['POST', '/api/reject-player', { team_id: team.id, player_id: player.user.id }],
      ['POST', '/api/captain-delete-player', { team_id: team.id, player_id: captain.user.id }],
    ];
    for (const [method, url, payload] of calls) {
      const asStranger = await t.app.inject({
        method: method as 'GET',
        url,
        headers: stranger.auth,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(asStranger.statusCode, `${url} as a stranger`).toBe(404);
      const asPlayer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: player.auth,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(body(asPlayer).error, `${url} as a player`).toEqual(['Only the team captain can do this.']);
      const asVisitor = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(asVisitor.statusCode, `${url} as a visitor`).toBe(403);
    }
    expect((await get(`/api/player-list?team_id=${team.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await post('/api/member-leave-team', stranger.auth, { team_id: team.id })).statusCode).toBe(404);
    for (const url of [
      '/api/teams-list',
      '/api/participate-teams-list',
      `/api/player-list?team_id=${team.id}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(403);
    }
    // Nothing changed.
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ teamName: 'Night Owls', deletedAt: null });
  });
});
