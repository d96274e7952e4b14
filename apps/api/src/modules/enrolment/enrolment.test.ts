import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import { ledgerEntries } from '../../db/schema/ledger';
import { teams } from '../../db/schema/teams';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund, ledgerSumsOf, makeVip } from '../../../test/money-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };

const enrol = (player: Player, tournamentId: number, teamId: number, captainId = player.user.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/add-tournament-participants',
    headers: player.auth,
    payload: { tournament_id: tournamentId, team_id: teamId, captain_id: captainId },
  });
const leave = (player: Player, tournamentId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/remove-tournament-participants',
    headers: player.auth,
    payload: { tournament_id: tournamentId, captain_id: player.user.id },
  });

async function expectRefused(response: Awaited<ReturnType<typeof enrol>>, message: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error[0]).toBe(message);
}

/** `count` signed-in players, each with `credits`. */
async function players(count: number, credits = 0): Promise<Player[]> {
  const rows = await insertSignedInPlayers(t.database, count);
  if (credits > 0) for (const p of rows) await fund(t.database, p.user.id, 'credits', credits);
  return rows;
}

async function tournament(overrides: Parameters<typeof insertTournament>[2] = {}) {
  const game = await insertGame(t.database.db);
  return insertTournament(t.database.db, game.id, { entryFee: 10, teamSize: 2, totalTeams: 4, ...overrides });
}

async function admin() {
  const player = await registerAndLogin(t.app);
  await promoteToAdmin(t.app, t.database, player);
  return player;
}

describe('enrolment', () => {
  it('enrols a full team, debits the captain, locks the team and lists the tournament', async () => {
    const [captain, mate] = await players(2, 25);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    const cup = await tournament();

    const response = await enrol(captain!, cup.id, team.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).message).toBe(ENROLMENT_MESSAGES.enrolled);
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ credits: 15 });
    expect(await balancesOf(t.database, mate!.user.id)).toMatchObject({ credits: 25 });

    const myTeams = body<{ data: Array<{ id: number; status: string }> }>(
      await t.app.inject({ url: '/api/teams-list', headers: captain!.auth }),
    ).data;
    expect(myTeams.find((x) => x.id === team.id)?.status).toBe('lock');

    const details = body<{ tournament: { participate: boolean; enrolled_teams: number } }>(
      await t.app.inject({ url: `/api/tournament-details?id=${cup.id}`, headers: mate!.auth }),
    );
    expect(details.tournament).toMatchObject({ participate: true, enrolled_teams: 1 });

    for (const player of [captain!, mate!]) {
      const mine = body<{ data: Array<{ id: number; team_name: string; participate: boolean }> }>(
        await t.app.inject({
          url: `/api/user-enroll-tournament-list?captain_id=${player.user.id}`,
          headers: player.auth,
        }),
      ).data;
      expect(mine).toEqual([
        expect.objectContaining({ id: cup.id, team_name: team.teamName, participate: true }),
      ]);
    }
    // Nobody reads another player's list.
    const other = await t.app.inject({
      url: `/api/user-enroll-tournament-list?captain_id=${mate!.user.id}`,
      headers: captain!.auth,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses each rule with its own sentence and takes nothing', async () => {
    const [captain, mate, third, outsider] = await players(4, 100);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);

    // Only the captain, speaking for themself.
    const cup = await tournament();
    await expectRefused(await enrol(mate!, cup.id, team.id, captain!.user.id), ENROLMENT_MESSAGES.notCaptain);
    await expectRefused(await enrol(mate!, cup.id, team.id), ENROLMENT_MESSAGES.notCaptain);
    expect((await enrol(outsider!, cup.id, team.id)).statusCode).toBe(404);

    // Closed: past the deadline, or started.
    const late = await tournament({ registrationDeadlineDate: new Date(Date.now() - 1000) });
    await expectRefused(await enrol(captain!, late.id, team.id), ENROLMENT_MESSAGES.registrationClosed);
    const live = await tournament({ tournamentState: 'underway' });
    await expectRefused(await enrol(captain!, live.id, team.id), ENROLMENT_MESSAGES.registrationClosed);

    // Team size and a full roster.
    const trios = await tournament({ teamSize: 3 });
    await expectRefused(await enrol(captain!, trios.id, team.id), ENROLMENT_MESSAGES.teamSize(3, 2));
    const halfTeam = await insertTeam(t.database.db, [third!.user.id]);
    // A 2v2 team with one player so far.
    await t.database.db.update(teams).set({ totalPlayers: 2 }).where(eq(teams.id, halfTeam.id));
    await expectRefused(await enrol(third!, cup.id, halfTeam.id), ENROLMENT_MESSAGES.rosterIncomplete(2, 1));

    // Credits.
    const dear = await tournament({ entryFee: 500 });
    await expectRefused(
      await enrol(captain!, dear.id, team.id),
      ENROLMENT_MESSAGES.notEnoughCredits(500, 100),
    );

    // Full.
    const tiny = await tournament({ totalTeams: 2 });
    for (const [a, b] of [await players(2, 100), await players(2, 100)] as Player[][]) {
      const other = await insertTeam(t.database.db, [a!.user.id, b!.user.id]);
      expect((await enrol(a!, tiny.id, other.id)).statusCode).toBe(200);
    }
    await expectRefused(await enrol(captain!, tiny.id, team.id), ENROLMENT_MESSAGES.full);

    // Twice, and a player in two teams.
    expect((await enrol(captain!, cup.id, team.id)).statusCode).toBe(200);
    await expectRefused(await enrol(captain!, cup.id, team.id), ENROLMENT_MESSAGES.alreadyEnrolled, 409);
    const overlapping = await insertTeam(t.database.db, [outsider!.user.id, mate!.user.id]);
    await expectRefused(
      await enrol(outsider!, cup.id, overlapping.id),
      ENROLMENT_MESSAGES.playerTwice(mate!.user.name),
    );

    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ credits: 90 });
    expect(await balancesOf(t.database, outsider!.user.id)).toMatchObject({ credits: 100 });
  });

  it('needs every VIP player subscribed with a token, and takes one token from each', async () => {
    const [captain, mate] = await players(2, 50);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    const vipCup = await tournament({ tournamentCategory: 'vip' });
    const soon = new Date(Date.now() + 86_400_000);

    await makeVip(t.database, captain!.user.id, soon);
    await expectRefused(
      await enrol(captain!, vipCup.id, team.id),
      ENROLMENT_MESSAGES.vipRequired(mate!.user.name),
    );
    await makeVip(t.database, mate!.user.id, soon);
    await fund(t.database, captain!.user.id, 'tokens', 2);
    await expectRefused(
      await enrol(captain!, vipCup.id, team.id),
      ENROLMENT_MESSAGES.tokenRequired(mate!.user.name),
    );
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ tokens: 2, credits: 50 });

    await fund(t.database, mate!.user.id, 'tokens', 1);
    expect((await enrol(captain!, vipCup.id, team.id)).statusCode).toBe(200);
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ tokens: 1, credits: 40 });
    expect(await balancesOf(t.database, mate!.user.id)).toMatchObject({ tokens: 0 });

    // Leaving gives each their own token back, and the fee to the captain.
    const left = await leave(captain!, vipCup.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(body(left).message).toBe(ENROLMENT_MESSAGES.left);
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ tokens: 2, credits: 50 });
    expect(await balancesOf(t.database, mate!.user.id)).toMatchObject({ tokens: 1 });
    for (const p of [captain!, mate!])
      expect(await ledgerSumsOf(t.database, p.user.id)).toEqual(await balancesOf(t.database, p.user.id));
  });

  it('lets a team leave only while the tournament is pending, unlocking it', async () => {
    const [captain, mate] = await players(2, 30);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    const cup = await tournament();
    await expectRefused(await leave(captain!, cup.id), ENROLMENT_MESSAGES.notEnrolled);
    expect((await enrol(captain!, cup.id, team.id)).statusCode).toBe(200);
    expect((await leave(captain!, cup.id)).statusCode).toBe(200);
    await expectRefused(await leave(captain!, cup.id), ENROLMENT_MESSAGES.notEnrolled);
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ credits: 30 });
    const myTeams = body<{ data: Array<{ id: number; status: string }> }>(
      await t.app.inject({ url: '/api/teams-list', headers: captain!.auth }),
    ).data;
    expect(myTeams.find((x) => x.id === team.id)?.status).toBe('unlock');

    // Enrol again, then the tournament starts: no leaving.
    expect((await enrol(captain!, cup.id, team.id)).statusCode).toBe(200);
    await t.database.db
      .update(tournaments)
      .set({ tournamentState: 'underway' })
      .where(eq(tournaments.id, cup.id));
    await expectRefused(await leave(captain!, cup.id), ENROLMENT_MESSAGES.leaveClosed);
  });
});

describe('enrolment under load', () => {
  it('200 funded captains racing for 16 slots: exactly 16 enrolments and 16 debits, every request answered', async () => {
    const captains = await players(200, 10);
    const entrants: Array<{ id: number }> = [];
    for (const captain of captains) entrants.push(await insertTeam(t.database.db, [captain.user.id]));
    const cup = await tournament({ teamSize: 1, totalTeams: 16, entryFee: 10 });

    const answers = await Promise.all(captains.map((captain, i) => enrol(captain, cup.id, entrants[i]!.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(16);
    expect(codes.filter((c) => c === 400)).toHaveLength(184);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(body(refused).error[0]).toBe(ENROLMENT_MESSAGES.full);

    const entries = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.status, 'active')));
    expect(entries).toHaveLength(16);
    const debits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.asset, 'credits'), eq(ledgerEntries.reason, 'entry fee')));
    expect(debits.filter((d) => captains.some((c) => c.user.id === d.userId))).toHaveLength(16);
    const winners = new Set(entries.map((e) => e.captainId));
    for (const captain of captains) {
      expect((await balancesOf(t.database, captain.user.id)).credits).toBe(
        winners.has(captain.user.id) ? 0 : 10,
      );
    }
  });

  it('enters a team once when its captain sends 10 requests at once', async () => {
    const [captain, mate] = await players(2, 100);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    const cup = await tournament();
    const codes = (await Promise.all(Array.from({ length: 10 }, () => enrol(captain!, cup.id, team.id)))).map(
      (a) => a.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ credits: 90 });
  });

  it('keeps a player out of a second team of the same tournament, even when both enrol at once', async () => {
    const [a, b, shared] = await players(3, 100);
    const first = await insertTeam(t.database.db, [a!.user.id, shared!.user.id]);
    const second = await insertTeam(t.database.db, [b!.user.id, shared!.user.id]);
    const cup = await tournament();
    const codes = (await Promise.all([enrol(a!, cup.id, first.id), enrol(b!, cup.id, second.id)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 400]);
  });

  it('cancelling while enrolments are in flight refunds every entry exactly once', async () => {
    const organiser = await admin();
    const captains = await players(30, 10);
    const entrants: Array<{ id: number }> = [];
    for (const captain of captains) entrants.push(await insertTeam(t.database.db, [captain.user.id]));
    const cup = await tournament({ teamSize: 1, totalTeams: 64, entryFee: 10 });

    const enrolments = captains.map((captain, i) => enrol(captain, cup.id, entrants[i]!.id));
    const cancel = t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/cancel`,
      headers: organiser.auth,
      payload: { reason: 'Server maintenance' },
    });
    const [cancelled, ...answers] = await Promise.all([cancel, ...enrolments]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);

    for (const captain of captains) {
      expect(await balancesOf(t.database, captain.user.id)).toMatchObject({ credits: 10 });
      expect(await ledgerSumsOf(t.database, captain.user.id)).toMatchObject({ credits: 10 });
    }
    const active = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.status, 'active')));
    expect(active).toHaveLength(0);
    // A second cancel changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/cancel`,
      headers: organiser.auth,
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels and refunds a tournament that reaches its start with fewer than 2 teams', async () => {
    const organiser = await admin();
    const [captain] = await players(1, 10);
    const team = await insertTeam(t.database.db, [captain!.user.id]);
    const cup = await tournament({ teamSize: 1 });
    expect((await enrol(captain!, cup.id, team.id)).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/start`,
      headers: organiser.auth,
    });
    expect(body(started)).toMatchObject({ status_code: 200, data: { outcome: 'cancelled' } });
    expect(await balancesOf(t.database, captain!.user.id)).toMatchObject({ credits: 10 });
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, cup.id));
    expect(row).toMatchObject({ tournamentState: 'cancelled', cancelReason: 'Fewer than 2 teams entered' });
  });
});
