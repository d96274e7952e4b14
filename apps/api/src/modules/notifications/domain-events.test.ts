/**
 * Each domain event is recorded by the service that makes the change, in its transaction: present when the
 * change commits, absent when it is refused or rolls back, and delivered to the right players.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '@arena/shared/notifications';
import { domainEvents, eventDeliveries, notifications } from '../../db/schema/notifications';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { createTestApp, body, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { fund } from '../../../test/money-fixtures';
import { waitFor } from '../../../test/timeouts';
import { announceReadyMatches } from '../brackets/brackets.notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://arena.example' } });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (
  url: string,
  who: Player,
  payload: Record<string, unknown>,
  method: 'POST' | 'DELETE' = 'POST',
) => t.app.inject({ method, url, headers: who.auth, payload });

async function eventsOf(type: EventType) {
  return t.database.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.type, type))
    .orderBy(asc(domainEvents.id));
}

/** Waits until every delivery is done, then answers the player's notifications, newest first. */
async function notificationsOf(player: Player) {
  await waitFor(
    async () =>
      (await t.database.db.select().from(eventDeliveries)).every(
        (d) => d.status !== 'pending' || d.attempts > 3,
      ),
    { what: 'every delivery' },
  );
  const response = await t.app.inject({ url: '/api/notifications', headers: player.auth });
  return body<{ data: Array<{ type: EventType; title: string; body: string; link: string }> }>(response).data;
}

async function teamWithInvite(size = 2) {
  const captain = await registerAndLogin(t.app);
  const created = await post('/api/create-team', captain, { team_name: 'Night Owls', total_players: size });
  const team = body<{ data: { id: number } }>(created).data;
  const url = body<{ url: string }>(
    await t.app.inject({ url: `/api/generate-invite-player-link?id=${team.id}`, headers: captain.auth }),
  ).url;
  const params = new URLSearchParams(url.split('#/?')[1]);
  const invite = {
    user_id: Number(params.get('user_id')),
    team_id: team.id,
    team_slug: params.get('team_slug')!,
    team_token: params.get('team_token')!,
  };
  return { captain, team, invite };
}

describe('team events', () => {
  it('tells the captain of a join request, and the player of the answer; a refused request tells nobody', async () => {
    const { captain, team, invite } = await teamWithInvite(2);
    const player = await registerAndLogin(t.app);
    expect((await post('/api/invite-player-form-submit', player, invite)).statusCode).toBe(200);
    // Refused (already asked): no second event.
    expect((await post('/api/invite-player-form-submit', player, invite)).statusCode).toBe(400);
    expect(await eventsOf('team.join_requested')).toHaveLength(1);
    const [request] = await notificationsOf(captain);
    expect(request).toMatchObject({
      type: 'team.join_requested',
      title: `${player.name} asked to join Night Owls`,
      // Team Management, where the captain answers it.
      link: '#/myprofile?menu=6',
    });

    expect(
      (await post('/api/accept-player', captain, { team_id: team.id, player_id: player.user.id })).statusCode,
    ).toBe(200);
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'team.request_accepted',
      title: 'You joined Night Owls',
      // My Participations, where the team now shows.
      link: '#/myprofile?menu=7',
    });

    expect(
      (await post('/api/captain-delete-player', captain, { team_id: team.id, player_id: player.user.id }))
        .statusCode,
    ).toBe(200);
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'team.member_removed',
      title: 'You were removed from Night Owls',
      link: '#/myprofile?menu=7',
    });
  });

  it('tells a declined player, and the players of a deleted team', async () => {
    const { captain, team, invite } = await teamWithInvite(3);
    const hopeful = await registerAndLogin(t.app);
    const member = await registerAndLogin(t.app);
    await post('/api/invite-player-form-submit', hopeful, invite);
    await post('/api/invite-player-form-submit', member, invite);
    await post('/api/accept-player', captain, { team_id: team.id, player_id: member.user.id });
    expect(
      (await post('/api/reject-player', captain, { team_id: team.id, player_id: hopeful.user.id }))
        .statusCode,
    ).toBe(200);
    expect((await notificationsOf(hopeful))[0]).toMatchObject({
      type: 'team.request_rejected',
      link: '#/myprofile?menu=7',
    });

    expect((await post('/api/delete-team', captain, { id: team.id })).statusCode).toBe(200);
    const [deleted] = await eventsOf('team.deleted');
    expect(deleted?.recipients).toEqual([member.user.id]);
    expect((await notificationsOf(member))[0]).toMatchObject({
      type: 'team.deleted',
      title: 'Night Owls was deleted',
      link: '#/myprofile?menu=7',
    });
    // A second delete is refused: no second event.
    expect((await post('/api/delete-team', captain, { id: team.id })).statusCode).toBe(404);
    expect(await eventsOf('team.deleted')).toHaveLength(1);
  });
});

describe('enrolment and tournament events', () => {
  async function setup(entryFee = 0) {
    const captain = await registerAndLogin(t.app);
    const mate = await registerAndLogin(t.app);
    const game = await insertGame(t.database.db);
    const tournament = await insertTournament(t.database.db, game.id, { entryFee, teamSize: 2 });
    const team = await insertTeam(t.database.db, [captain.user.id, mate.user.id]);
    return { captain, mate, tournament, team };
  }

  it('confirms an enrolment to the whole roster, tells them when the captain leaves, and nothing when refused', async () => {
    const { captain, mate, tournament, team } = await setup(5);
    // Not enough credits: refused, rolled back, no event.
    const refused = await post('/api/add-tournament-participants', captain, {
      tournament_id: tournament.id,
      team_id: team.id,
      captain_id: captain.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(await eventsOf('enrolment.confirmed')).toEqual([]);

    await fund(t.database, captain.user.id, 'credits', 5);
    const enrolled = await post('/api/add-tournament-participants', captain, {
      tournament_id: tournament.id,
      team_id: team.id,
      captain_id: captain.user.id,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const [confirmed] = await eventsOf('enrolment.confirmed');
    expect(confirmed).toMatchObject({ tournamentId: tournament.id, teamId: team.id });
    expect([...(confirmed!.recipients as number[])].sort()).toEqual([captain.user.id, mate.user.id].sort());
    expect((await notificationsOf(mate))[0]).toMatchObject({
      type: 'enrolment.confirmed',
      link: `#/viewtournament?id=${tournament.id}`,
    });

    const left = await post(
      '/api/remove-tournament-participants',
      captain,
      { tournament_id: tournament.id, captain_id: captain.user.id },
      'DELETE',
    );
    expect(left.statusCode, left.body).toBe(200);
    expect((await notificationsOf(mate))[0]).toMatchObject({ type: 'enrolment.left' });
  });

  it('tells the players when the tournament starts, and when it is cancelled', async () => {
    const a = await setup();
    const b = await registerAndLogin(t.app);
    const bMate = await registerAndLogin(t.app);
    const teamB = await insertTeam(t.database.db, [b.user.id, bMate.user.id]);
    await enrol(t.database.db, a.tournament.id, a.team);
    await enrol(t.database.db, a.tournament.id, teamB);
    expect(await t.app.lifecycle.start(a.tournament.id)).toBe('started');
    const [started] = await eventsOf('tournament.started');
    expect([...(started!.recipients as number[])].sort()).toEqual(
      [a.captain.user.id, a.mate.user.id, b.user.id, bMate.user.id].sort(),
    );
    expect((await notificationsOf(bMate)).map((n) => n.type)).toContain('tournament.started');

    const admin = await createAdmin(t.app, t.database);
    expect(await t.app.lifecycle.cancel(a.tournament.id, admin.user.id, 'Server outage')).toBe(2);
    const [cancelled] = await eventsOf('tournament.cancelled');
    expect(cancelled?.recipients).toHaveLength(4);
    expect((await notificationsOf(a.mate))[0]).toMatchObject({
      type: 'tournament.cancelled',
      body: expect.stringContaining('Server outage'),
    });
  });

  it('announces "starts soon" once, within the lead time only', async () => {
    const { captain, tournament, team } = await setup();
    await enrol(t.database.db, tournament.id, team);
    const game = await insertGame(t.database.db);
    await insertTournament(t.database.db, game.id, {
      tournamentStartDate: new Date(Date.now() + 5 * 86_400_000),
    });
    const soon = new Date(Date.now() + 30 * 60_000);
    await t.database.db
      .update(tournaments)
      .set({ tournamentStartDate: soon, registrationDeadlineDate: new Date(Date.now() + 60_000) })
      .where(eq(tournaments.id, tournament.id));
    expect(await t.app.lifecycle.announceStartingSoon(60 * 60_000)).toBe(1);
    expect(await t.app.lifecycle.announceStartingSoon(60 * 60_000)).toBe(0);
    expect((await notificationsOf(captain))[0]).toMatchObject({ type: 'tournament.starts_soon' });
  });
});

describe('admin events', () => {
  it('tells every admin of a contact message', async () => {
    const admin = await createAdmin(t.app, t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: {
        name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        contact_number: '07700900123',
        message: 'Hello there, a question about prizes.',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await notificationsOf(admin))[0]).toMatchObject({
      type: 'admin.contact_message',
      title: 'New contact message from Ann',
      link: '#/admin/inbox',
    });
  });

  it('tells admins of a withdrawal request and the player of its rejection', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    await t.app.money.wallet.updatePaypalEmail(player.user.id, 'payee@example.com');
    await fund(t.database, player.user.id, 'wallet', 2000);
    const requested = await t.app.money.wallet.requestWithdrawal(player.user.id, 10);
    expect((await notificationsOf(admin))[0]).toMatchObject({ type: 'admin.withdrawal_requested' });
    await t.app.money.wallet.reject(admin.user.id, requested.id, 'Unverified account');
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'withdrawal.rejected',
      body: expect.stringContaining('Unverified account'),
      link: '#/myprofile?menu=8',
    });
    expect(await eventsOf('withdrawal.rejected')).toHaveLength(1);
    // Rejecting again is refused: no second event.
    await expect(t.app.money.wallet.reject(admin.user.id, requested.id, 'again')).rejects.toThrow();
    expect(await eventsOf('withdrawal.rejected')).toHaveLength(1);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, player.user.id)),
    ).toHaveLength(1);
  });
});

describe('match events', () => {
  /** Two 1-player teams enrolled and the tournament started through the lifecycle (the bracket is drawn). */
  async function startedFinal() {
    const owl = await registerAndLogin(t.app);
    const hawk = await registerAndLogin(t.app);
    await t.database.db
      .update(users)
      .set({ psn: 'hawk_psn', discord: 'hawk#1' })
      .where(eq(users.id, hawk.user.id));
    const game = await insertGame(t.database.db);
    const tournament = await insertTournament(t.database.db, game.id, { tournamentName: 'Duel Cup' });
    const owls = await insertTeam(t.database.db, [owl.user.id], 'Owls');
    const hawks = await insertTeam(t.database.db, [hawk.user.id], 'Hawks');
    await enrol(t.database.db, tournament.id, owls);
    await enrol(t.database.db, tournament.id, hawks);
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
    const [ready] = await eventsOf('match.ready');
    return { owl, hawk, tournament, owls, hawks, matchId: ready!.matchId! };
  }

  it('tells both rosters the match is ready, each with the other roster and its platform ids', async () => {
    const { owl, hawk, owls, hawks, tournament } = await startedFinal();
    const ready = await eventsOf('match.ready');
    expect(ready.map((e) => [e.teamId, e.recipients])).toEqual(
      expect.arrayContaining([
        [owls.id, [owl.user.id]],
        [hawks.id, [hawk.user.id]],
      ]),
    );
    const forOwls = ready.find((e) => e.teamId === owls.id)!;
    expect(forOwls.data).toMatchObject({
      opponent_team: 'Hawks',
      opponent_roster: [
        { name: hawk.name, player_id: expect.any(String), platforms: { PSN: 'hawk_psn', Discord: 'hawk#1' } },
      ],
    });
    expect((await notificationsOf(owl))[0]).toMatchObject({
      type: 'match.ready',
      title: 'Owls vs Hawks is ready',
      // The match room, with the opponent's roster and the report form.
      link: `#/match?id=${forOwls.matchId}`,
    });
    // Announced once per pairing, however often the bracket is looked at again.
    await t.database.db.transaction((tx) => announceReadyMatches(tx, tournament.id));
    expect(await eventsOf('match.ready')).toHaveLength(2);
  });

  it('tells the opponent of a report, both teams and the admins of a dispute, and the players of the decision', async () => {
    const { owl, hawk, matchId, tournament } = await startedFinal();
    const admin = await createAdmin(t.app, t.database);
    const report = (who: Player, own: number, opponent: number) =>
      post('/api/report-match-score', who, { match_id: matchId, own_score: own, opponent_score: opponent });

    expect((await report(owl, 2, 1)).statusCode).toBe(200);
    expect((await notificationsOf(hawk))[0]).toMatchObject({
      type: 'match.opponent_reported',
      title: 'Owls reported 2-1',
      link: `#/match?id=${matchId}`,
    });
    // The same captain again: a refused report records nothing.
    expect(
      (await post('/api/report-match-score', owl, { match_id: matchId, own_score: 1, opponent_score: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await eventsOf('match.opponent_reported')).toHaveLength(1);

    expect((await report(hawk, 2, 1)).statusCode).toBe(200);
    expect((await notificationsOf(owl))[0]).toMatchObject({
      type: 'match.disputed',
      link: `#/match?id=${matchId}`,
    });
    expect((await notificationsOf(admin))[0]).toMatchObject({
      type: 'admin.dispute_opened',
      link: `#/admin/tournaments/${tournament.id}`,
    });

    const decided = await post(`/api/admin/matches/${matchId}/result`, admin, {
      opponent1_score: 3,
      opponent2_score: 0,
      reason: 'Screenshots checked',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [resultSet] = await eventsOf('match.result_set');
    expect([...(resultSet!.recipients as number[])].sort()).toEqual([owl.user.id, hawk.user.id].sort());
    // The final decided the tournament: placings and prizes are told as well.
    const types = (await notificationsOf(hawk)).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['match.result_set', 'tournament.completed']));
    expect((await notificationsOf(hawk)).find((n) => n.type === 'match.result_set')?.body).toContain(
      'Screenshots checked',
    );
    // Told to teams of other matches too (a correction resets later ones): the tournament's page, which all
    // of them may open.
    expect((await notificationsOf(hawk)).find((n) => n.type === 'match.result_set')?.link).toBe(
      `#/viewtournament?id=${tournament.id}`,
    );
    // The champion's prize: the Wallet panel.
    const prizes = [...(await notificationsOf(owl)), ...(await notificationsOf(hawk))].filter(
      (n) => n.type === 'prize.paid',
    );
    expect(prizes.map((n) => n.link)).toEqual(['#/myprofile?menu=8']);
  });
});
