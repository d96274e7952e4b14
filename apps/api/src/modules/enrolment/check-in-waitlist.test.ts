import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import { CHECK_IN_MESSAGES, WAITLIST_MESSAGES } from '@arena/shared/match-day-messages';
import { TEAM_MESSAGES } from '@arena/shared/teams';
import { adminAudit } from '../../db/schema/admin-audit';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents, eventDeliveries } from '../../db/schema/notifications';
import { tournamentEntries, tournamentWaitlist } from '../../db/schema/tournament-entries';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { createAdmin } from '../../../test/admin-fixtures';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund, ledgerSumsOf } from '../../../test/money-fixtures';
import { waitFor } from '../../../test/timeouts';
import { promoteToAdmin } from '../../../test/admin-fixtures';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
interface Side {
  teamId: number;
  teamName: string;
  captain: Player;
}

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: player.auth, payload });
const enrol = (side: Side, tournamentId: number) =>
  post(side.captain, '/api/add-tournament-participants', {
    tournament_id: tournamentId,
    team_id: side.teamId,
    captain_id: side.captain.user.id,
  });
const joinWaitlist = (side: Side, tournamentId: number) =>
  post(side.captain, '/api/join-tournament-waitlist', {
    tournament_id: tournamentId,
    team_id: side.teamId,
    captain_id: side.captain.user.id,
  });
const checkIn = (player: Player, tournamentId: number) =>
  post(player, '/api/tournament-check-in', { tournament_id: tournamentId });
const leave = (side: Side, tournamentId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/remove-tournament-participants',
    headers: side.captain.auth,
    payload: { tournament_id: tournamentId, captain_id: side.captain.user.id },
  });

function expectOk(response: Awaited<ReturnType<typeof post>>, message?: string) {
  expect(response.statusCode, response.body).toBe(200);
  if (message) expect(body(response).message).toBe(message);
}
function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error[0]).toBe(message);
}

/** Solo teams (1v1), each captain funded with `credits`. */
async function sides(count: number, credits = 10): Promise<Side[]> {
  const players = await insertSignedInPlayers(t.database, count);
  const result: Side[] = [];
  for (const [i, captain] of players.entries()) {
    if (credits > 0) await fund(t.database, captain.user.id, 'credits', credits);
    const team = await insertTeam(t.database.db, [captain.user.id], `Side ${i + 1} ${captain.user.id}`);
    result.push({ teamId: team.id, teamName: team.teamName, captain });
  }
  return result;
}

/** A 1v1 cup starting in `startsInMinutes` (registration closes 90 minutes before the start). */
async function cup(overrides: Parameters<typeof insertTournament>[2] = {}, startsInMinutes = 3 * 24 * 60) {
  const game = await insertGame(t.database.db);
  const start = new Date(now.getTime() + startsInMinutes * MINUTE);
  return insertTournament(t.database.db, game.id, {
    teamSize: 1,
    totalTeams: 2,
    entryFee: 5,
    tournamentStartDate: start,
    tournamentEndDate: new Date(start.getTime() + DAY),
    registrationDeadlineDate: new Date(start.getTime() - 90 * MINUTE),
    ...overrides,
  });
}

/** A full 1v1 cup (two teams entered) with two teams waiting, in that order. */
async function fullCupWithQueue() {
  const [a, b] = await sides(2);
  const [first, second] = await sides(2);
  const tournament = await cup();
  expectOk(await enrol(a!, tournament.id));
  expectOk(await enrol(b!, tournament.id));
  expectOk(await joinWaitlist(first!, tournament.id));
  expectOk(await joinWaitlist(second!, tournament.id));
  return { a: a!, b: b!, first: first!, second: second!, tournament };
}

async function entryStatus(tournamentId: number, teamId: number) {
  const rows = await t.database.db
    .select({ status: tournamentEntries.status })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.teamId, teamId)));
  return rows.map((r) => r.status);
}

async function waitlistStatus(tournamentId: number, teamId: number) {
  const rows = await t.database.db
    .select({ status: tournamentWaitlist.status, note: tournamentWaitlist.note })
    .from(tournamentWaitlist)
    .where(and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.teamId, teamId)));
  return rows;
}

async function teamStatus(side: Side) {
  const list = body<{ data: Array<{ id: number; status: string }> }>(
    await t.app.inject({ url: '/api/teams-list', headers: side.captain.auth }),
  ).data;
  return list.find((x) => x.id === side.teamId)?.status;
}

/** The notices recorded for a player (the notifications outbox delivers them in-app and by e-mail). */
async function noticesTo(userId: number) {
  const rows = await t.database.db.select().from(domainEvents);
  return rows
    .filter((row) => Array.isArray(row.recipients) && row.recipients.includes(userId))
    .filter((row) => ['enrolment.dropped', 'waitlist.promoted', 'waitlist.skipped'].includes(row.type))
    .map((row) => ({ type: row.type, subject: row.notice.title, text: row.notice.body }));
}

async function details(player: Player | undefined, tournamentId: number) {
  return body<{
    tournament: { check_in_minutes: number; check_in_opens_at: string | null; enrolled_teams: number };
    tournamentWaitlist: Array<{ position: number; team_id: number; checked_in: boolean }>;
    viewer_entry: { team_id: number; status: string; is_captain: boolean; checked_in: boolean } | null;
  }>(
    await t.app.inject({
      url: `/api/tournament-details?id=${tournamentId}`,
      headers: player ? player.auth : {},
    }),
  );
}

describe('check_in_minutes in the console', () => {
  it('is set on create and edit, answered back, and shown on the public tournament', async () => {
    const player = await registerAndLogin(t.app);
    await promoteToAdmin(t.app, t.database, player);
    const admin = player;
    const game = await insertGame(t.database.db);
    const start = new Date(now.getTime() + 7 * DAY);
    const form = {
      game_id: game.id,
      tournament_name: 'Check-in Cup',
      entry_fee: 5,
      total_teams: 8,
      region: 'UK & Ireland',
      team_size: 1,
      tournament_start_date: start.toISOString(),
      tournament_end_date: new Date(start.getTime() + DAY).toISOString(),
      registration_deadline_date: new Date(start.getTime() - 3_600_000).toISOString(),
      winning_prize: 20,
      check_in_minutes: 30,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: admin.auth,
      payload: form,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = body<{ data: { id: number; check_in_minutes: number } }>(created).data.id;
    expect(body<{ data: { check_in_minutes: number } }>(created).data.check_in_minutes).toBe(30);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tournaments/${id}`,
      headers: admin.auth,
      payload: { ...form, check_in_minutes: 45 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<{ data: { check_in_minutes: number } }>(edited).data.check_in_minutes).toBe(45);

    const shown = (await details(undefined, id)).tournament;
    expect(shown.check_in_minutes).toBe(45);
    expect(shown.check_in_opens_at).toBe(new Date(start.getTime() - 45 * MINUTE).toISOString());

    for (const bad of [-1, 1441, 2.5, 'soon']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/tournaments/${id}`,
        headers: admin.auth,
        payload: { ...form, check_in_minutes: bad },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(body(refused).error.join(' ')).toContain('Check-in minutes');
    }
  });
});

describe('check-in', () => {
  it('is open from check_in_minutes before the start until the start, to the captain only', async () => {
    const [a] = await sides(1);
    const game = await insertGame(t.database.db);
    const mate = (await insertSignedInPlayers(t.database, 1))[0]!;
    const duo = await insertTeam(t.database.db, [a!.captain.user.id, mate.user.id]);
    const tournament = await insertTournament(t.database.db, game.id, {
      teamSize: 2,
      entryFee: 0,
      checkInMinutes: 30,
      tournamentStartDate: new Date(now.getTime() + 60 * MINUTE),
      registrationDeadlineDate: new Date(now.getTime() + 10 * MINUTE),
    });
    const side = { teamId: duo.id, teamName: duo.teamName, captain: a!.captain };
    expectOk(await enrol(side, tournament.id));

    expectRefused(await checkIn(a!.captain, tournament.id), CHECK_IN_MESSAGES.notOpen(30));
    now = new Date(now.getTime() + 31 * MINUTE);
    expectRefused(await checkIn(mate, tournament.id), CHECK_IN_MESSAGES.notCaptain);
    const [outsider] = await sides(1);
    expectRefused(await checkIn(outsider!.captain, tournament.id), CHECK_IN_MESSAGES.notEntered);
    expectRefused(await checkIn(a!.captain, 999_999), 'The tournament was not found', 404);

    expect((await details(mate, tournament.id)).viewer_entry).toMatchObject({
      team_id: duo.id,
      status: 'enrolled',
      is_captain: false,
      checked_in: false,
    });
    expectOk(await checkIn(a!.captain, tournament.id), CHECK_IN_MESSAGES.checkedIn);
    expectOk(await checkIn(a!.captain, tournament.id), CHECK_IN_MESSAGES.checkedIn);
    expect((await details(a!.captain, tournament.id)).viewer_entry).toMatchObject({
      is_captain: true,
      checked_in: true,
    });
    const mine = body<{ data: Array<{ id: number; checked_in: boolean; is_captain: boolean }> }>(
      await t.app.inject({ url: '/api/user-enroll-tournament-list', headers: mate.auth }),
    ).data;
    expect(mine.find((x) => x.id === tournament.id)).toMatchObject({ checked_in: true, is_captain: false });

    now = new Date(tournament.tournamentStartDate.getTime());
    expectRefused(await checkIn(a!.captain, tournament.id), CHECK_IN_MESSAGES.closed);
  });

  it('is refused where the tournament has no check-in, and bad bodies are 400', async () => {
    const [a] = await sides(1);
    const tournament = await cup({ totalTeams: 4 });
    expectOk(await enrol(a!, tournament.id));
    expectRefused(await checkIn(a!.captain, tournament.id), CHECK_IN_MESSAGES.notRequired);
    for (const payload of [{}, { tournament_id: 'x' }, { tournament_id: -3 }]) {
      const response = await post(a!.captain, '/api/tournament-check-in', payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/tournament-check-in',
      payload: { tournament_id: tournament.id },
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('drops exactly the teams that did not check in at the start: no-show, unlocked, fee kept, told', async () => {
    const teams = await sides(4);
    const tournament = await cup({ totalTeams: 4, checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime() - 10 * MINUTE);
    for (const side of teams.slice(0, 2)) expectOk(await checkIn(side.captain, tournament.id));

    now = new Date(tournament.tournamentStartDate.getTime());
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');

    for (const side of teams.slice(0, 2)) {
      expect(await entryStatus(tournament.id, side.teamId)).toEqual(['active']);
      expect(await teamStatus(side)).toBe('lock');
    }
    for (const side of teams.slice(2)) {
      expect(await entryStatus(tournament.id, side.teamId)).toEqual(['no_show']);
      expect(await teamStatus(side)).not.toBe('lock');
      // The fee stays paid: 10 funded, 5 taken, nothing back.
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
      expect(await ledgerSumsOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
      const notices = await noticesTo(side.captain.user.id);
      expect(notices.map((m) => [m.type, m.subject])).toEqual([
        ['enrolment.dropped', CHECK_IN_MESSAGES.droppedSubject(tournament.tournamentName)],
      ]);
      expect(notices[0]!.text).toContain(side.teamName);
    }
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, 'entry fee refund (cancelled)'));
    expect(refunds).toEqual([]);

    const bracket = body<{ data: { participants?: unknown[] } }>(
      await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${tournament.id}` }),
    );
    expect(JSON.stringify(bracket)).toContain(teams[0]!.teamName);
    expect(JSON.stringify(bracket)).not.toContain(teams[3]!.teamName);
    expect((await details(undefined, tournament.id)).tournament.enrolled_teams).toBe(2);
  });

  it('cancels (and refunds the checked-in team) when fewer than 2 teams checked in', async () => {
    const teams = await sides(3);
    const tournament = await cup({ totalTeams: 4, checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime() - 5 * MINUTE);
    expectOk(await checkIn(teams[0]!.captain, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime());
    expect(await t.app.lifecycle.start(tournament.id)).toBe('cancelled');
    expect(await entryStatus(tournament.id, teams[0]!.teamId)).toEqual(['refunded']);
    expect(await balancesOf(t.database, teams[0]!.captain.user.id)).toMatchObject({ credits: 10 });
    for (const side of teams.slice(1)) {
      expect(await entryStatus(tournament.id, side.teamId)).toEqual(['no_show']);
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
    }
  });
});

describe('waitlist', () => {
  it('takes teams only when the tournament is full, checks the enrolment rules, charges nothing', async () => {
    const [a, b, c, d] = await sides(4);
    const [poor] = await sides(1, 2);
    const tournament = await cup({}, 120);
    expectOk(await enrol(a!, tournament.id));
    expectRefused(await joinWaitlist(b!, tournament.id), WAITLIST_MESSAGES.notFull);
    expectOk(await enrol(b!, tournament.id));

    expectOk(await joinWaitlist(c!, tournament.id), WAITLIST_MESSAGES.joined);
    expectRefused(await joinWaitlist(c!, tournament.id), WAITLIST_MESSAGES.alreadyWaitlisted, 409);
    expectRefused(await joinWaitlist(a!, tournament.id), ENROLMENT_MESSAGES.alreadyEnrolled, 409);
    expectRefused(await joinWaitlist(poor!, tournament.id), ENROLMENT_MESSAGES.notEnoughCredits(5, 2));
    expectRefused(
      await post(d!.captain, '/api/join-tournament-waitlist', {
        tournament_id: tournament.id,
        team_id: c!.teamId,
        captain_id: d!.captain.user.id,
      }),
      'The team was not found',
      404,
    );
    expectRefused(
      await post(d!.captain, '/api/join-tournament-waitlist', {
        tournament_id: tournament.id,
        team_id: d!.teamId,
        captain_id: c!.captain.user.id,
      }),
      ENROLMENT_MESSAGES.notCaptain,
    );
    expectOk(await joinWaitlist(d!, tournament.id));
    expect(await balancesOf(t.database, c!.captain.user.id)).toMatchObject({ credits: 10 });

    const shown = await details(c!.captain, tournament.id);
    expect(shown.tournamentWaitlist.map((w) => [w.position, w.team_id])).toEqual([
      [1, c!.teamId],
      [2, d!.teamId],
    ]);
    expect(shown.viewer_entry).toMatchObject({ team_id: c!.teamId, status: 'waitlisted', is_captain: true });

    // A waiting captain leaves the waitlist through the leave call.
    expectOk(await leave(d!, tournament.id), WAITLIST_MESSAGES.left);
    expect((await details(undefined, tournament.id)).tournamentWaitlist.map((w) => w.team_id)).toEqual([
      c!.teamId,
    ]);

    now = new Date(tournament.registrationDeadlineDate.getTime());
    expectRefused(await joinWaitlist(d!, tournament.id), ENROLMENT_MESSAGES.registrationClosed);
  });

  it('gives a freed place to the first waiting team at once and charges it once; one that cannot pay is skipped and told', async () => {
    const { a, first: broke, second: next, tournament } = await fullCupWithQueue();
    // The first in line spends its credits elsewhere while waiting.
    await fund(t.database, broke.captain.user.id, 'credits', -8);

    expectOk(await leave(a, tournament.id), ENROLMENT_MESSAGES.left);
    expect(await balancesOf(t.database, a.captain.user.id)).toMatchObject({ credits: 10 });
    expect(await waitlistStatus(tournament.id, broke.teamId)).toEqual([
      { status: 'skipped', note: ENROLMENT_MESSAGES.notEnoughCredits(5, 2) },
    ]);
    expect(await entryStatus(tournament.id, broke.teamId)).toEqual([]);
    expect(await balancesOf(t.database, broke.captain.user.id)).toMatchObject({ credits: 2 });
    expect((await noticesTo(broke.captain.user.id)).map((m) => m.subject)).toEqual([
      WAITLIST_MESSAGES.skippedSubject(tournament.tournamentName),
    ]);

    expect(await entryStatus(tournament.id, next.teamId)).toEqual(['active']);
    expect(await waitlistStatus(tournament.id, next.teamId)).toMatchObject([{ status: 'promoted' }]);
    expect(await balancesOf(t.database, next.captain.user.id)).toMatchObject({ credits: 5 });
    expect(await ledgerSumsOf(t.database, next.captain.user.id)).toMatchObject({ credits: 5 });
    expect(await teamStatus(next)).toBe('lock');
    expect((await noticesTo(next.captain.user.id)).map((m) => m.subject)).toEqual([
      WAITLIST_MESSAGES.promotedSubject(tournament.tournamentName),
    ]);
    expect((await details(undefined, tournament.id)).tournamentWaitlist).toEqual([]);
  });

  it('fills two places freed at once in queue order, each team charged once', async () => {
    const entered = await sides(3);
    const waiting = await sides(3);
    const tournament = await cup({ totalTeams: 3 });
    for (const side of entered) expectOk(await enrol(side, tournament.id));
    for (const side of waiting) expectOk(await joinWaitlist(side, tournament.id));

    const answers = await Promise.all([leave(entered[0]!, tournament.id), leave(entered[1]!, tournament.id)]);
    for (const answer of answers) expectOk(answer, ENROLMENT_MESSAGES.left);

    expect(await entryStatus(tournament.id, waiting[0]!.teamId)).toEqual(['active']);
    expect(await entryStatus(tournament.id, waiting[1]!.teamId)).toEqual(['active']);
    expect(await entryStatus(tournament.id, waiting[2]!.teamId)).toEqual([]);
    expect(await waitlistStatus(tournament.id, waiting[2]!.teamId)).toMatchObject([{ status: 'waiting' }]);
    for (const side of waiting.slice(0, 2)) {
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
      const fees = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, side.captain.user.id), eq(ledgerEntries.reason, 'entry fee')));
      expect(fees).toHaveLength(1);
    }
    expect(await balancesOf(t.database, waiting[2]!.captain.user.id)).toMatchObject({ credits: 10 });
    expect((await details(undefined, tournament.id)).tournament.enrolled_teams).toBe(3);
  });

  it('stays exact when a waiting captain leaves while a place frees', async () => {
    const { a, first, second, tournament } = await fullCupWithQueue();

    const [aLeft, firstLeft] = await Promise.all([leave(a, tournament.id), leave(first, tournament.id)]);
    expectOk(aLeft, ENROLMENT_MESSAGES.left);
    // Either the waiting captain left the queue first, or was promoted and then left the tournament.
    expectOk(firstLeft);

    expect(await entryStatus(tournament.id, second.teamId)).toEqual(['active']);
    expect((await entryStatus(tournament.id, first.teamId)).filter((s) => s === 'active')).toEqual([]);
    expect(await balancesOf(t.database, first.captain.user.id)).toMatchObject({ credits: 10 });
    expect(await ledgerSumsOf(t.database, first.captain.user.id)).toMatchObject({ credits: 10 });
    expect(await balancesOf(t.database, second.captain.user.id)).toMatchObject({ credits: 5 });
    const [count] = await t.database.db
      .select({ n: tournaments.totalTeams })
      .from(tournaments)
      .where(eq(tournaments.id, tournament.id));
    expect((await details(undefined, tournament.id)).tournament.enrolled_teams).toBe(count!.n);
  });

  it('drops a deleted team from every waitlist: not listed, never promoted, its captain free to queue again', async () => {
    const [a, b] = await sides(2);
    const [gone, next] = await sides(2);
    const tournament = await cup();
    // A week later: a team may be in both (decision 0028 refuses only overlapping times).
    const other = await cup({}, 10 * 24 * 60);
    for (const full of [tournament, other]) {
      expectOk(await enrol(a!, full.id));
      expectOk(await enrol(b!, full.id));
      expectOk(await joinWaitlist(gone!, full.id));
    }
    expectOk(await joinWaitlist(next!, tournament.id));

    expectOk(await post(gone!.captain, '/api/delete-team', { id: gone!.teamId }));
    for (const full of [tournament, other])
      expect(await waitlistStatus(full.id, gone!.teamId)).toMatchObject([{ status: 'left' }]);
    expect((await details(undefined, tournament.id)).tournamentWaitlist.map((w) => w.team_id)).toEqual([
      next!.teamId,
    ]);
    expect((await details(undefined, other.id)).tournamentWaitlist).toEqual([]);
    // Each tournament's open pages are refreshed, naming the team (read while it still existed) to its roster.
    const shown = (await t.database.db.select().from(domainEvents))
      .filter((row) => row.type === 'waitlist.left' && row.teamId === gone!.teamId)
      .map((row) => ({ tournament: row.tournamentId, title: row.notice.title, to: row.recipients }));
    expect(shown.sort((x, y) => x.tournament! - y.tournament!)).toEqual(
      [tournament, other]
        .sort((x, y) => x.id - y.id)
        .map((full) => ({
          tournament: full.id,
          title: expect.stringContaining(`${gone!.teamName} left the waitlist of `),
          to: [gone!.captain.user.id],
        })),
    );

    // The next team in line takes the freed place; the deleted team is neither charged nor told of a skip.
    expectOk(await leave(a!, tournament.id), ENROLMENT_MESSAGES.left);
    expect(await entryStatus(tournament.id, next!.teamId)).toEqual(['active']);
    expect(await entryStatus(tournament.id, gone!.teamId)).toEqual([]);
    expect(await balancesOf(t.database, gone!.captain.user.id)).toMatchObject({ credits: 10 });
    expect(await noticesTo(gone!.captain.user.id)).toEqual([]);

    // One captain queues one team per tournament: with the deleted one gone, a new team may wait.
    const team = await insertTeam(t.database.db, [gone!.captain.user.id], `Again ${gone!.captain.user.id}`);
    expectOk(
      await joinWaitlist({ teamId: team.id, teamName: team.teamName, captain: gone!.captain }, other.id),
    );
  });

  it('stays exact when a waiting team is deleted while a place frees (no deadlock, one outcome)', async () => {
    const { a, first, second, tournament } = await fullCupWithQueue();

    const [aLeft, deleted] = await Promise.all([
      leave(a, tournament.id),
      post(first.captain, '/api/delete-team', { id: first.teamId }),
    ]);
    expectOk(aLeft, ENROLMENT_MESSAGES.left);
    if (deleted.statusCode === 200) {
      // Deleted first: it left the queue, and the place went to the next team.
      expect(await waitlistStatus(tournament.id, first.teamId)).toMatchObject([{ status: 'left' }]);
      expect(await entryStatus(tournament.id, second.teamId)).toEqual(['active']);
      expect(await balancesOf(t.database, first.captain.user.id)).toMatchObject({ credits: 10 });
    } else {
      // Promoted first: the team is in the tournament, so it cannot be deleted.
      expectRefused(deleted, TEAM_MESSAGES.locked);
      expect(await entryStatus(tournament.id, first.teamId)).toEqual(['active']);
      expect(await waitlistStatus(tournament.id, second.teamId)).toMatchObject([{ status: 'waiting' }]);
    }
    expect((await details(undefined, tournament.id)).tournament.enrolled_teams).toBe(2);
  });

  it('at a check-in start, gives the no-shows\u2019 places to checked-in waiting teams only, then closes the waitlist', async () => {
    const [present, absent] = await sides(2);
    const [waitingAbsent, waitingPresent] = await sides(2);
    const tournament = await cup({ checkInMinutes: 30 }, 240);
    expectOk(await enrol(present!, tournament.id));
    expectOk(await enrol(absent!, tournament.id));
    expectOk(await joinWaitlist(waitingAbsent!, tournament.id));
    expectOk(await joinWaitlist(waitingPresent!, tournament.id));

    now = new Date(tournament.tournamentStartDate.getTime() - 20 * MINUTE);
    expectOk(await checkIn(present!.captain, tournament.id));
    expectOk(await checkIn(waitingPresent!.captain, tournament.id));
    expect(
      (await details(undefined, tournament.id)).tournamentWaitlist.map((w) => [w.team_id, w.checked_in]),
    ).toEqual([
      [waitingAbsent!.teamId, false],
      [waitingPresent!.teamId, true],
    ]);

    now = new Date(tournament.tournamentStartDate.getTime() + 1000);
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
    expect(await entryStatus(tournament.id, absent!.teamId)).toEqual(['no_show']);
    expect(await entryStatus(tournament.id, waitingPresent!.teamId)).toEqual(['active']);
    expect(await balancesOf(t.database, waitingPresent!.captain.user.id)).toMatchObject({ credits: 5 });
    expect(await entryStatus(tournament.id, waitingAbsent!.teamId)).toEqual([]);
    expect(await waitlistStatus(tournament.id, waitingAbsent!.teamId)).toMatchObject([{ status: 'closed' }]);
    expect(await balancesOf(t.database, waitingAbsent!.captain.user.id)).toMatchObject({ credits: 10 });
    expect(await teamStatus(waitingPresent!)).toBe('lock');
    // Twice started (another instance): nothing more happens.
    expect(await t.app.lifecycle.start(tournament.id)).toBe('skipped');
    expect(await balancesOf(t.database, waitingPresent!.captain.user.id)).toMatchObject({ credits: 5 });
  });
});

/** The console's edit form of a tournament as it is stored, with `changes` on top (the console sends every field). */
function consoleForm(row: TournamentRow, changes: Record<string, unknown> = {}) {
  return {
    game_id: row.gameId,
    tournament_name: row.tournamentName,
    tournament_category: row.tournamentCategory,
    entry_fee: row.entryFee,
    total_teams: row.totalTeams,
    region: row.region,
    team_size: row.teamSize,
    tournament_start_date: row.tournamentStartDate.toISOString(),
    tournament_end_date: row.tournamentEndDate.toISOString(),
    registration_deadline_date: row.registrationDeadlineDate.toISOString(),
    winning_prize: row.winningPrizePence / 100,
    check_in_minutes: row.checkInMinutes,
    match_report_minutes: row.matchReportMinutes,
    ...changes,
  };
}

describe('raising total_teams in the console', () => {
  const edit = async (admin: { auth: Auth }, row: TournamentRow, changes: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/tournaments/${row.id}`,
      headers: admin.auth,
      payload: consoleForm(row, changes),
    });

  it('gives the new places to waiting teams at once, in queue order, each charged once and told', async () => {
    const admin = await createAdmin(t.app, t.database);
    const [a, b] = await sides(2);
    const [broke, first, second, third] = await sides(4);
    const tournament = await cup();
    expectOk(await enrol(a!, tournament.id));
    expectOk(await enrol(b!, tournament.id));
    for (const side of [broke, first, second, third]) expectOk(await joinWaitlist(side!, tournament.id));
    // The first in line cannot pay any more when its turn comes: skipped, as with a freed place.
    await fund(t.database, broke!.captain.user.id, 'credits', -8);

    const raised = await edit(admin, tournament, { total_teams: 4 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(body<{ data: { total_teams: number; enrolled_teams: number } }>(raised).data).toMatchObject({
      total_teams: 4,
      enrolled_teams: 4,
    });

    expect(await waitlistStatus(tournament.id, broke!.teamId)).toEqual([
      { status: 'skipped', note: ENROLMENT_MESSAGES.notEnoughCredits(5, 2) },
    ]);
    for (const side of [first!, second!]) {
      expect(await entryStatus(tournament.id, side.teamId)).toEqual(['active']);
      expect(await waitlistStatus(tournament.id, side.teamId)).toMatchObject([{ status: 'promoted' }]);
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
      expect(await ledgerSumsOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
      expect(await teamStatus(side)).toBe('lock');
      expect((await noticesTo(side.captain.user.id)).map((m) => [m.type, m.subject])).toEqual([
        ['waitlist.promoted', WAITLIST_MESSAGES.promotedSubject(tournament.tournamentName)],
      ]);
    }
    expect(await entryStatus(tournament.id, third!.teamId)).toEqual([]);
    expect(await balancesOf(t.database, third!.captain.user.id)).toMatchObject({ credits: 10 });
    expect((await details(undefined, tournament.id)).tournamentWaitlist.map((w) => w.team_id)).toEqual([
      third!.teamId,
    ]);
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'tournament.update'));
    expect(audit!.after).toMatchObject({ total_teams: 4, enrolled_teams: 4, promoted_from_waitlist: 2 });

    // Saved again unchanged: nobody else is pulled in or charged.
    const [stored] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, tournament.id));
    expectOk(await edit(admin, stored!, {}));
    expect(await entryStatus(tournament.id, third!.teamId)).toEqual([]);
    expect(await balancesOf(t.database, first!.captain.user.id)).toMatchObject({ credits: 5 });
  });

  it('stays exact when the organiser raises the places while a team leaves and a waiting captain leaves', async () => {
    const admin = await createAdmin(t.app, t.database);
    const entered = await sides(2);
    const waiting = await sides(4);
    const tournament = await cup();
    for (const side of entered) expectOk(await enrol(side, tournament.id));
    for (const side of waiting) expectOk(await joinWaitlist(side, tournament.id));

    const [raised, left, gaveUp] = await Promise.all([
      edit(admin, tournament, { total_teams: 3 }),
      leave(entered[0]!, tournament.id),
      leave(waiting[0]!, tournament.id),
    ]);
    expectOk(raised);
    expectOk(left, ENROLMENT_MESSAGES.left);
    expectOk(gaveUp);

    // Three places, whatever the order: the remaining entered team and the next two in line that stayed.
    const active = await t.database.db
      .select({ teamId: tournamentEntries.teamId })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.status, 'active')));
    expect(active).toHaveLength(3);
    expect(active.map((row) => row.teamId)).toContain(entered[1]!.teamId);
    expect(active.map((row) => row.teamId)).not.toContain(entered[0]!.teamId);
    for (const side of [...entered, ...waiting]) {
      const playing = active.some((row) => row.teamId === side.teamId);
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: playing ? 5 : 10 });
      expect(await ledgerSumsOf(t.database, side.captain.user.id)).toMatchObject({
        credits: playing ? 5 : 10,
      });
    }
    expect((await details(undefined, tournament.id)).tournament.enrolled_teams).toBe(3);
  });

  it('fills the new places once when two instances raise total_teams at the same time', async () => {
    const second = await createTestApp({ deps: { clock } });
    try {
      const [one, other] = [await createAdmin(t.app, t.database), await createAdmin(t.app, t.database)];
      const entered = await sides(2);
      const waiting = await sides(4);
      const tournament = await cup();
      for (const side of entered) expectOk(await enrol(side, tournament.id));
      for (const side of waiting) expectOk(await joinWaitlist(side, tournament.id));

      const editOn = (app: TestApp, admin: { auth: Auth }, totalTeams: number) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/admin/tournaments/${tournament.id}`,
          headers: admin.auth,
          payload: consoleForm(tournament, { total_teams: totalTeams }),
        });
      const answers = await Promise.all([editOn(t, one, 4), editOn(second, other, 3)]);
      // Whichever saves first: to 4 then 3 is refused (fewer places than entries), to 3 then 4 is accepted.
      expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
      expect([200, 400]).toContain(answers[1]!.statusCode);

      const active = await t.database.db
        .select({ teamId: tournamentEntries.teamId })
        .from(tournamentEntries)
        .where(
          and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.status, 'active')),
        );
      expect(active.map((row) => row.teamId).sort((x, y) => x - y)).toEqual(
        [...entered, waiting[0]!, waiting[1]!].map((side) => side.teamId).sort((x, y) => x - y),
      );
      const promotedRows = await t.database.db
        .select({ teamId: tournamentWaitlist.teamId, entryId: tournamentWaitlist.entryId })
        .from(tournamentWaitlist)
        .where(
          and(eq(tournamentWaitlist.tournamentId, tournament.id), eq(tournamentWaitlist.status, 'promoted')),
        );
      expect(promotedRows.map((row) => row.teamId).sort((x, y) => x - y)).toEqual(
        [waiting[0]!.teamId, waiting[1]!.teamId].sort((x, y) => x - y),
      );
      expect(promotedRows.every((row) => row.entryId !== null)).toBe(true);
      for (const [i, side] of waiting.entries()) {
        const charged = i < 2 ? 5 : 10;
        expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: charged });
        expect(await ledgerSumsOf(t.database, side.captain.user.id)).toMatchObject({ credits: charged });
        expect((await noticesTo(side.captain.user.id)).map((m) => m.type)).toEqual(
          i < 2 ? ['waitlist.promoted'] : [],
        );
      }
      expect(await waitlistStatus(tournament.id, waiting[2]!.teamId)).toMatchObject([{ status: 'waiting' }]);
    } finally {
      await second.close();
    }
  });
});

describe('My Tournaments and the waitlist', () => {
  type Row = {
    id: number;
    team_id: number;
    entry_status: string;
    waitlist_position: number | null;
    participate: boolean;
    is_captain: boolean;
    checked_in: boolean;
  };
  const myTournaments = async (player: Player) => {
    const response = await t.app.inject({ url: '/api/user-enroll-tournament-list', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ data: Row[] }>(response).data;
  };

  it("lists a waiting team's tournament with its place in line, to its captain and players; leaving takes it off", async () => {
    const [a, b, first] = await sides(3);
    const game = await insertGame(t.database.db);
    const mate = (await insertSignedInPlayers(t.database, 1))[0]!;
    const duo = await insertTeam(t.database.db, [a!.captain.user.id, mate.user.id], 'Waiting Duo');
    const start = new Date(now.getTime() + 4 * DAY);
    const tournament = await insertTournament(t.database.db, game.id, {
      teamSize: 2,
      totalTeams: 2,
      entryFee: 0,
      tournamentStartDate: start,
      registrationDeadlineDate: new Date(start.getTime() - DAY),
    });
    const pairs = await Promise.all(
      [b!, first!].map(async (side) => {
        const partner = (await insertSignedInPlayers(t.database, 1))[0]!;
        const team = await insertTeam(t.database.db, [side.captain.user.id, partner.user.id]);
        return { teamId: team.id, teamName: team.teamName, captain: side.captain };
      }),
    );
    for (const pair of pairs) expectOk(await enrol(pair, tournament.id));
    const other = await cup({ totalTeams: 4 });
    expectOk(await enrol(a!, other.id));
    const waitingDuo = { teamId: duo.id, teamName: duo.teamName, captain: a!.captain };
    expectOk(await joinWaitlist(waitingDuo, tournament.id));

    const captainRows = await myTournaments(a!.captain);
    expect(captainRows.map((row) => [row.id, row.entry_status])).toEqual([
      [tournament.id, 'waitlisted'],
      [other.id, 'enrolled'],
    ]);
    expect(captainRows[0]).toMatchObject({
      team_id: duo.id,
      waitlist_position: 1,
      participate: false,
      is_captain: true,
      checked_in: false,
    });
    expect(captainRows[1]).toMatchObject({ waitlist_position: null, participate: true });
    expect(await myTournaments(mate)).toEqual([
      expect.objectContaining({
        id: tournament.id,
        team_id: duo.id,
        is_captain: false,
        waitlist_position: 1,
      }),
    ]);
    // Not a player of the waiting team: nothing.
    expect((await myTournaments(pairs[0]!.captain)).map((row) => row.entry_status)).toEqual(['enrolled']);

    // The captain leaves the waitlist with the leave call, from My Tournaments as from the tournament page.
    expectOk(await leave(waitingDuo, tournament.id), WAITLIST_MESSAGES.left);
    expect((await myTournaments(a!.captain)).map((row) => row.id)).toEqual([other.id]);
    expect(await myTournaments(mate)).toEqual([]);
  });

  it('numbers the places in line as the tournament page does, and moves them up as teams leave', async () => {
    const [a, b] = await sides(2);
    const waiting = await sides(3);
    const tournament = await cup();
    expectOk(await enrol(a!, tournament.id));
    expectOk(await enrol(b!, tournament.id));
    for (const side of waiting) expectOk(await joinWaitlist(side, tournament.id));
    const placeOf = async (side: Side) =>
      (await myTournaments(side.captain)).find((row) => row.id === tournament.id)?.waitlist_position;
    expect(await Promise.all(waiting.map(placeOf))).toEqual([1, 2, 3]);

    expectOk(await leave(waiting[0]!, tournament.id), WAITLIST_MESSAGES.left);
    expect(await Promise.all(waiting.slice(1).map(placeOf))).toEqual([1, 2]);
    expect((await details(undefined, tournament.id)).tournamentWaitlist.map((w) => w.position)).toEqual([
      1, 2,
    ]);
  });
});

describe('the check-in open notice', () => {
  let second: TestApp;
  beforeAll(async () => {
    // A second instance on the same database: the notice must go out once between them.
    second = await createTestApp({ deps: { clock } });
  });
  afterAll(() => second.close());

  const checkInOpenEvents = async (tournamentId: number) =>
    (await t.database.db.select().from(domainEvents).where(eq(domainEvents.tournamentId, tournamentId)))
      .filter((row) => row.type === 'tournament.check_in_open')
      .sort((x, y) => x.id - y.id);

  it("tells each entered and waiting team's players once when the window opens, even with two instances", async () => {
    const entered = await sides(2);
    const [waiting] = await sides(1);
    const game = await insertGame(t.database.db);
    const start = new Date(now.getTime() + 3 * 60 * MINUTE);
    const tournament = await insertTournament(t.database.db, game.id, {
      teamSize: 1,
      totalTeams: 2,
      entryFee: 5,
      checkInMinutes: 30,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + DAY),
      registrationDeadlineDate: new Date(start.getTime() - 10 * MINUTE),
    });
    // The next day, after this one ends: a team may be in both (decision 0028).
    const noCheckIn = await cup({ totalTeams: 4 }, 3 * 60 + 25 * 60);
    for (const side of entered) expectOk(await enrol(side, tournament.id));
    expectOk(await enrol(entered[0]!, noCheckIn.id));
    expectOk(await joinWaitlist(waiting!, tournament.id));

    // Before the window: nothing.
    now = new Date(start.getTime() - 31 * MINUTE);
    expect(await t.app.lifecycle.announceCheckInOpen()).toBe(0);
    expect(await checkInOpenEvents(tournament.id)).toEqual([]);

    now = new Date(start.getTime() - 30 * MINUTE);
    const told = await Promise.all([
      t.app.lifecycle.announceCheckInOpen(),
      second.app.lifecycle.announceCheckInOpen(),
      t.app.lifecycle.announceCheckInOpen(),
    ]);
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(3);
    const events = await checkInOpenEvents(tournament.id);
    expect(events.map((e) => e.teamId)).toEqual([entered[0]!.teamId, entered[1]!.teamId, waiting!.teamId]);
    expect(events.map((e) => e.recipients)).toEqual([
      [entered[0]!.captain.user.id],
      [entered[1]!.captain.user.id],
      [waiting!.captain.user.id],
    ]);
    expect(events[0]!.notice).toMatchObject({
      title: CHECK_IN_MESSAGES.openSubject(tournament.tournamentName),
      link: `#/viewtournament?id=${tournament.id}`,
    });
    expect(events[0]!.notice.body).toContain(entered[0]!.teamName);
    expect(events[0]!.notice.body).toContain('entry fee is not refunded');
    expect(events[2]!.notice.body).toContain('on the waitlist');
    // Every channel of the event: in-app, e-mail (per preferences) and the player's live stream.
    const inApp = async () =>
      body<{ data: Array<{ type: string; link: string }> }>(
        await t.app.inject({ url: '/api/notifications', headers: entered[1]!.captain.auth }),
      ).data.filter((n) => n.type === 'tournament.check_in_open');
    await waitFor(async () => (await inApp()).length > 0, { what: 'the in-app notice' });
    expect(await inApp()).toEqual([
      expect.objectContaining({ link: `#/viewtournament?id=${tournament.id}` }),
    ]);
    const deliveries = await t.database.db
      .select({ channel: eventDeliveries.channel })
      .from(eventDeliveries)
      .where(eq(eventDeliveries.eventId, events[0]!.id));
    // And organisers' webhooks hear it (decision 0058).
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'in_app', 'live', 'webhook']);

    // Later rounds tell nobody twice; a team that enters later is told on the next round, unless its captain
    // has already checked it in.
    now = new Date(start.getTime() - 20 * MINUTE);
    expect(await t.app.lifecycle.announceCheckInOpen()).toBe(0);
    await t.database.db.update(tournaments).set({ totalTeams: 5 }).where(eq(tournaments.id, tournament.id));
    const [late, prompt] = await sides(2);
    expectOk(await enrol(late!, tournament.id));
    expectOk(await enrol(prompt!, tournament.id));
    expectOk(await checkIn(prompt!.captain, tournament.id));
    expect(await t.app.lifecycle.announceCheckInOpen()).toBe(1);
    expect((await checkInOpenEvents(tournament.id)).map((e) => e.teamId)).toEqual([
      entered[0]!.teamId,
      entered[1]!.teamId,
      waiting!.teamId,
      late!.teamId,
    ]);
    // The tournament without check-in was never told.
    expect(await checkInOpenEvents(noCheckIn.id)).toEqual([]);
  });

  it('tells nobody once the tournament has started', async () => {
    const teams = await sides(2);
    const tournament = await cup({ checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime());
    expect(await t.app.lifecycle.start(tournament.id)).toBe('cancelled');
    expect(await t.app.lifecycle.announceCheckInOpen()).toBe(0);
    expect(await checkInOpenEvents(tournament.id)).toEqual([]);
  });
});
