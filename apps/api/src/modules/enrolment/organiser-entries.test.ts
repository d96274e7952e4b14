/**
 * The organiser at check-in (decision 0028): the early start's refund, check-in and removal from the console,
 * the console's check-in answer, the overlap rule of enrolment, and a team-mate's leave.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { ORGANISER_ENTRY_MESSAGES } from '@arena/shared/organiser-entries';
import { adminAudit } from '../../db/schema/admin-audit';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents } from '../../db/schema/notifications';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { createAdmin } from '../../../test/admin-fixtures';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund, ledgerSumsOf } from '../../../test/money-fixtures';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date();
  admin = await createAdmin(t.app, t.database);
});

type Player = { user: { id: number; name: string }; auth: { authorization: string } };
interface Side {
  teamId: number;
  teamName: string;
  captain: Player;
  mates: Player[];
}

const post = (player: Player | typeof admin, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: player.auth, ...(payload ? { payload } : {}) });
const enrol = (side: Side, tournamentId: number) =>
  post(side.captain, '/api/add-tournament-participants', {
    tournament_id: tournamentId,
    team_id: side.teamId,
    captain_id: side.captain.user.id,
  });
const checkIn = (side: Side, tournamentId: number) =>
  post(side.captain, '/api/tournament-check-in', { tournament_id: tournamentId });

function expectOk(response: Awaited<ReturnType<typeof post>>, message?: string) {
  expect(response.statusCode, response.body).toBe(200);
  if (message) expect(body(response).message).toBe(message);
}
function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error[0]).toBe(message);
}

/** Teams of `size` players, each captain funded with 10 credits. */
async function sides(count: number, size = 1): Promise<Side[]> {
  const result: Side[] = [];
  for (let i = 0; i < count; i += 1) {
    const players = await insertSignedInPlayers(t.database, size);
    const captain = players[0]!;
    await fund(t.database, captain.user.id, 'credits', 10);
    const team = await insertTeam(
      t.database.db,
      players.map((p) => p.user.id),
      `Side ${i + 1} ${captain.user.id}`,
    );
    result.push({ teamId: team.id, teamName: team.teamName, captain, mates: players.slice(1) });
  }
  return result;
}

/** A cup with a 5-credit fee starting in `startsInMinutes`, running a day, registration closing 90 minutes before. */
async function cup(overrides: Parameters<typeof insertTournament>[2] = {}, startsInMinutes = 3 * 24 * 60) {
  const game = await insertGame(t.database.db);
  const start = new Date(now.getTime() + startsInMinutes * MINUTE);
  return insertTournament(t.database.db, game.id, {
    teamSize: 1,
    totalTeams: 8,
    entryFee: 5,
    tournamentStartDate: start,
    tournamentEndDate: new Date(start.getTime() + DAY),
    registrationDeadlineDate: new Date(start.getTime() - 90 * MINUTE),
    ...overrides,
  });
}

async function entryOf(tournamentId: number, teamId: number) {
  const [row] = await t.database.db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.teamId, teamId)));
  return row!;
}

async function feeRefunds(entryId: number) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `entry:${entryId}:fee:refund`));
}

async function eventsFor(userId: number, type: string) {
  const rows = await t.database.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.type, type as never));
  return rows.filter((row) => Array.isArray(row.recipients) && row.recipients.includes(userId));
}

const startNow = (tournamentId: number) => post(admin, `/api/admin/tournaments/${tournamentId}/start`);

describe('a start before the advertised close of check-in', () => {
  it('refunds the teams it drops for not checking in, through the ledger, once, and tells them', async () => {
    const teams = await sides(4);
    const tournament = await cup({ checkInMinutes: 60 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime() - 50 * MINUTE);
    for (const side of teams.slice(0, 2)) expectOk(await checkIn(side, tournament.id));

    // 32 minutes before the window closes, the organiser starts it twice at once (two clicks, two instances).
    now = new Date(tournament.tournamentStartDate.getTime() - 32 * MINUTE);
    const answers = await Promise.all([startNow(tournament.id), startNow(tournament.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    for (const side of teams.slice(2)) {
      const entry = await entryOf(tournament.id, side.teamId);
      expect(entry.status).toBe('no_show');
      expect(await feeRefunds(entry.id)).toHaveLength(1);
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 10 });
      expect(await ledgerSumsOf(t.database, side.captain.user.id)).toMatchObject({ credits: 10 });
      const told = await eventsFor(side.captain.user.id, 'enrolment.dropped');
      expect(told.map((e) => e.notice.body)).toEqual([
        CHECK_IN_MESSAGES.droppedRefunded(side.teamName, tournament.tournamentName),
      ]);
    }
    // The checked-in teams play and keep paying their fee.
    for (const side of teams.slice(0, 2)) {
      expect((await entryOf(tournament.id, side.teamId)).status).toBe('active');
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 5 });
    }
    // Nothing more comes back later (a second start is refused; the scheduler finds it underway).
    expect(await t.app.lifecycle.start(tournament.id)).toBe('skipped');
    expectRefused(
      await startNow(tournament.id),
      'Only a tournament that has not started can be started.',
      409,
    );
    for (const side of teams.slice(2))
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 10 });
  });

  it('keeps the fee of a team dropped at or after the advertised close (decision 0023 stands)', async () => {
    const teams = await sides(3);
    const tournament = await cup({ checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime() - 10 * MINUTE);
    for (const side of teams.slice(0, 2)) expectOk(await checkIn(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime());
    expectOk(await startNow(tournament.id));
    const dropped = await entryOf(tournament.id, teams[2]!.teamId);
    expect(dropped.status).toBe('no_show');
    expect(await feeRefunds(dropped.id)).toEqual([]);
    expect(await balancesOf(t.database, teams[2]!.captain.user.id)).toMatchObject({ credits: 5 });
    // My Tournaments keeps the tournament for the dropped team, saying it was dropped.
    const mine = body<{ data: Array<{ id: number; entry_status: string }> }>(
      await t.app.inject({ url: '/api/user-enroll-tournament-list', headers: teams[2]!.captain.auth }),
    ).data;
    expect(mine.filter((row) => row.id === tournament.id).map((row) => row.entry_status)).toEqual([
      'dropped',
    ]);
  });
});

describe('the console at check-in', () => {
  const detail = async (tournamentId: number) =>
    body<{
      data: {
        counts: Record<string, number>;
        participants: Array<{ entry_id: number; team_id: number; status: string; checked_in: boolean }>;
      };
    }>(await t.app.inject({ url: `/api/admin/tournaments/${tournamentId}`, headers: admin.auth })).data;

  it('answers checked_in per entry and the counts', async () => {
    const teams = await sides(3);
    const tournament = await cup({ checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    now = new Date(tournament.tournamentStartDate.getTime() - 10 * MINUTE);
    expectOk(await checkIn(teams[0]!, tournament.id));
    const view = await detail(tournament.id);
    const byTeam = new Map(view.participants.map((p) => [p.team_id, p.checked_in]));
    expect(byTeam.get(teams[0]!.teamId)).toBe(true);
    expect(byTeam.get(teams[1]!.teamId)).toBe(false);
    expect(view.counts).toEqual({
      entered: 3,
      checked_in: 1,
      not_checked_in: 2,
      no_show: 0,
      removed: 0,
      left: 0,
    });

    now = new Date(tournament.tournamentStartDate.getTime());
    expectOk(await startNow(tournament.id));
    expect((await detail(tournament.id)).counts).toMatchObject({ entered: 0, no_show: 2 });
  });

  it('checks a team in: audited, the team told, twice harmless; refused without check-in or after the start', async () => {
    const teams = await sides(2);
    const tournament = await cup({ checkInMinutes: 30 }, 120);
    for (const side of teams) expectOk(await enrol(side, tournament.id));
    const entry = await entryOf(tournament.id, teams[0]!.teamId);
    const url = `/api/admin/tournaments/${tournament.id}/entries/${entry.id}/check-in`;

    // Before the window opens too: the team told the organiser on another channel.
    expectOk(await post(admin, url), ORGANISER_ENTRY_MESSAGES.checkedIn);
    expectOk(await post(admin, url), ORGANISER_ENTRY_MESSAGES.alreadyCheckedIn);
    expect((await entryOf(tournament.id, teams[0]!.teamId)).checkedInAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'entry.check_in'));
    expect(audit.filter((a) => a.targetId === String(tournament.id))).toHaveLength(1);
    const told = await eventsFor(teams[0]!.captain.user.id, 'enrolment.checked_in');
    expect(told.map((e) => e.notice.title)).toEqual([
      ORGANISER_ENTRY_MESSAGES.checkedInSubject(tournament.tournamentName),
    ]);

    const player = teams[1]!.captain;
    expect((await post(player as never, url)).statusCode).toBe(404);
    expect(
      (await post(admin, `/api/admin/tournaments/${tournament.id}/entries/999999/check-in`)).statusCode,
    ).toBe(404);

    const plain = await cup({ checkInMinutes: 0 });
    const [other] = await sides(1);
    expectOk(await enrol(other!, plain.id));
    const plainEntry = await entryOf(plain.id, other!.teamId);
    expectRefused(
      await post(admin, `/api/admin/tournaments/${plain.id}/entries/${plainEntry.id}/check-in`),
      ORGANISER_ENTRY_MESSAGES.checkInNotUsed,
    );

    now = new Date(tournament.tournamentStartDate.getTime());
    expectOk(await startNow(tournament.id));
    expectRefused(await post(admin, url), ORGANISER_ENTRY_MESSAGES.notPending, 409);
  });

  it('removes a team with a refund once: ledger, audit with the reason, team told and unlocked, place to the waitlist', async () => {
    const [a, b, waiting] = await sides(3);
    const tournament = await cup({ totalTeams: 2 });
    expectOk(await enrol(a!, tournament.id));
    expectOk(await enrol(b!, tournament.id));
    expectOk(
      await post(waiting!.captain, '/api/join-tournament-waitlist', {
        tournament_id: tournament.id,
        team_id: waiting!.teamId,
        captain_id: waiting!.captain.user.id,
      }),
    );
    const entry = await entryOf(tournament.id, a!.teamId);
    const url = `/api/admin/tournaments/${tournament.id}/entries/${entry.id}/remove`;
    const payload = { refund: true, reason: 'Cheating in the qualifier' };
    const [first, second] = await Promise.all([post(admin, url, payload), post(admin, url, payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const answer = body<{ message: string; data: Record<string, unknown> }>(
      first.statusCode === 200 ? first : second,
    );
    expect(answer.message).toBe(ORGANISER_ENTRY_MESSAGES.removedRefunded);
    expect(answer.data).toMatchObject({ status: 'removed', refunded_credits: 5, promoted_from_waitlist: 1 });

    expect((await entryOf(tournament.id, a!.teamId)).status).toBe('removed');
    expect(await feeRefunds(entry.id)).toHaveLength(1);
    expect(await balancesOf(t.database, a!.captain.user.id)).toMatchObject({ credits: 10 });
    expect((await entryOf(tournament.id, waiting!.teamId)).status).toBe('active');
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'entry.remove'));
    const mine = audit.filter((row) => row.targetId === String(tournament.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.note).toBe('Cheating in the qualifier');
    expect(mine[0]!.after).toMatchObject({ refund: true, refunded_credits: 5, team_id: a!.teamId });
    const told = await eventsFor(a!.captain.user.id, 'enrolment.removed');
    expect(told.map((e) => e.notice.body)).toEqual([
      ORGANISER_ENTRY_MESSAGES.removedNotice(a!.teamName, tournament.tournamentName, payload.reason, true),
    ]);
    const teamsList = body<{ data: Array<{ id: number; status: string }> }>(
      await t.app.inject({ url: '/api/teams-list', headers: a!.captain.auth }),
    ).data;
    expect(teamsList.find((x) => x.id === a!.teamId)?.status).not.toBe('lock');
  });

  it('removes a team without a refund: the fee stays, the reason is required', async () => {
    const [a] = await sides(1);
    const tournament = await cup();
    expectOk(await enrol(a!, tournament.id));
    const entry = await entryOf(tournament.id, a!.teamId);
    const url = `/api/admin/tournaments/${tournament.id}/entries/${entry.id}/remove`;
    expectRefused(
      await post(admin, url, { refund: false, reason: ' ' }),
      ORGANISER_ENTRY_MESSAGES.reasonRequired,
    );
    expectRefused(
      await post(admin, url, { reason: 'No show at the briefing' }),
      ORGANISER_ENTRY_MESSAGES.refundRequired,
    );
    expectOk(
      await post(admin, url, { refund: false, reason: 'No show at the briefing' }),
      ORGANISER_ENTRY_MESSAGES.removed,
    );
    expect(await feeRefunds(entry.id)).toEqual([]);
    expect(await balancesOf(t.database, a!.captain.user.id)).toMatchObject({ credits: 5 });
    const told = await eventsFor(a!.captain.user.id, 'enrolment.removed');
    expect(told[0]!.notice.body).toContain('The entry fee is not refunded.');
    expectRefused(
      await post(admin, url, { refund: true, reason: 'Changed my mind' }),
      ORGANISER_ENTRY_MESSAGES.entryNotActive,
      409,
    );
    expect(await feeRefunds(entry.id)).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(like(adminAudit.action, 'entry.remove'));
    expect(audit.filter((row) => row.targetId === String(tournament.id))[0]!.after).toMatchObject({
      refund: false,
    });
  });
});

describe('entering while in another tournament', () => {
  it('accepts a tournament that does not overlap and refuses one that does, on enrolment and the waitlist', async () => {
    const [side, rival, other] = await sides(3);
    const thisWeek = await cup({}, 2 * 24 * 60);
    const nextWeek = await cup({}, 9 * 24 * 60);
    const sameDay = await cup({ totalTeams: 2 }, 2 * 24 * 60 + 120);
    await fund(t.database, side!.captain.user.id, 'credits', 20);
    expectOk(await enrol(side!, thisWeek.id));
    expectOk(await enrol(side!, nextWeek.id));
    expectRefused(
      await enrol(side!, sameDay.id),
      ENROLMENT_MESSAGES.overlap(side!.captain.user.name, thisWeek.tournamentName),
    );
    expectOk(await enrol(rival!, sameDay.id));
    expectOk(await enrol(other!, sameDay.id));
    expectRefused(
      await post(side!.captain, '/api/join-tournament-waitlist', {
        tournament_id: sameDay.id,
        team_id: side!.teamId,
        captain_id: side!.captain.user.id,
      }),
      ENROLMENT_MESSAGES.overlap(side!.captain.user.name, thisWeek.tournamentName),
    );
  });
});

describe('leaving', () => {
  it('tells a team-mate who is not the captain that only the captain can leave, instead of "not enrolled"', async () => {
    const [side] = await sides(1, 2);
    const tournament = await cup({ teamSize: 2 });
    expectOk(await enrol(side!, tournament.id));
    const mate = side!.mates[0]!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/remove-tournament-participants',
      headers: mate.auth,
      payload: { tournament_id: tournament.id, captain_id: mate.user.id },
    });
    expectRefused(response, ENROLMENT_MESSAGES.leaveNotCaptain);
    expect((await entryOf(tournament.id, side!.teamId)).status).toBe('active');
  });
});
