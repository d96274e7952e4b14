/**
 * The public tournament stream follows what the tournament page lists (decision 0023): entries with their
 * check-in and the waitlist. Through the public routes and the start, on a listening server (inject cannot
 * stream); time moves through the app's clock.
 */
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents, eventDeliveries } from '../../db/schema/notifications';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { fund } from '../../../test/money-fixtures';
import { openSse, type SseEvent } from '../../../test/sse-client';

const MINUTE = 60_000;

let t: TestApp;
let base: string;
let now = new Date();
const clock = { now: () => now };
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

type Player = { user: { id: number }; auth: { authorization: string } };
interface Side {
  teamId: number;
  captain: Player;
}

const post = (side: Side, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: side.captain.auth, payload });
const entry = (side: Side, tournamentId: number) => ({
  tournament_id: tournamentId,
  team_id: side.teamId,
  captain_id: side.captain.user.id,
});

function expectOk(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
}

async function sides(count: number): Promise<Side[]> {
  const players = await insertSignedInPlayers(t.database, count);
  const result: Side[] = [];
  for (const captain of players) {
    await fund(t.database, captain.user.id, 'credits', 10);
    const team = await insertTeam(t.database.db, [captain.user.id]);
    result.push({ teamId: team.id, captain });
  }
  return result;
}

const PARTICIPANT_CHANGES = [
  'enrolment.checked_in',
  'enrolment.dropped',
  'enrolment.left',
  'waitlist.joined',
  'waitlist.left',
  'waitlist.promoted',
];

describe('the public tournament stream and the participant lists', () => {
  it('carries check-ins, waitlist joins, leaves and promotions, and check-in drops as participant changes', async () => {
    const [a, b, e, c, d] = await sides(5);
    const game = await insertGame(t.database.db);
    const start = new Date(now.getTime() + 120 * MINUTE);
    const cup = await insertTournament(t.database.db, game.id, {
      teamSize: 1,
      totalTeams: 3,
      entryFee: 5,
      checkInMinutes: 60,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + 24 * 60 * MINUTE),
      registrationDeadlineDate: new Date(start.getTime() - 10 * MINUTE),
    });
    for (const side of [a!, b!, e!])
      expectOk(await post(side, '/api/add-tournament-participants', entry(side, cup.id)));

    const stream = await openSse(`${base}/api/tournament-stream?tournament_id=${cup.id}`);
    try {
      await stream.waitForEvent((event) => event.event === 'ready', 'ready');
      // Full: two teams queue.
      for (const side of [c!, d!])
        expectOk(await post(side, '/api/join-tournament-waitlist', entry(side, cup.id)));
      // The window opens: an entered team and a waiting team check in (a second check-in changes nothing).
      now = new Date(start.getTime() - 30 * MINUTE);
      for (const side of [a!, a!, c!])
        expectOk(await post(side, '/api/tournament-check-in', { tournament_id: cup.id }));
      const leave = (side: Side) =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/remove-tournament-participants',
          headers: side.captain.auth,
          payload: { tournament_id: cup.id, captain_id: side.captain.user.id },
        });
      // D leaves the queue; B leaves the tournament and the checked-in C takes its place.
      expectOk(await leave(d!));
      expectOk(await leave(b!));
      // At the start E, which never checked in, is dropped.
      now = start;
      expect(await t.app.lifecycle.start(cup.id)).toBe('started');

      await stream.waitForEvent((event) => isUpdate(event, 'tournament.started'), 'the start');
      await t.app.notifications.worker.drain();
      const changes = stream.events
        .filter((event) => event.event === 'update')
        .map((event) => event.data as { type: string; team_id: number | null; topics: string[] })
        .filter((update) => PARTICIPANT_CHANGES.includes(update.type));
      expect(changes.map((update) => [update.type, update.team_id])).toEqual([
        ['waitlist.joined', c!.teamId],
        ['waitlist.joined', d!.teamId],
        ['enrolment.checked_in', a!.teamId],
        ['enrolment.checked_in', c!.teamId],
        ['waitlist.left', d!.teamId],
        ['enrolment.left', b!.teamId],
        ['waitlist.promoted', c!.teamId],
        ['enrolment.dropped', e!.teamId],
      ]);
      for (const update of changes) expect(update.topics).toEqual(['participants']);
    } finally {
      stream.close();
    }

    // What the stream told the page is what the page now lists.
    const details = body<{ tournament: { enrolled_teams: number }; tournamentWaitlist: unknown[] }>(
      await t.app.inject({ url: `/api/tournament-details?id=${cup.id}` }),
    );
    expect(details.tournament.enrolled_teams).toBe(2);
    expect(details.tournamentWaitlist).toEqual([]);

    // A check-in or a queue change refreshes screens only: nobody's bell rings for one.
    const quiet = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(inArray(domainEvents.type, ['enrolment.checked_in', 'waitlist.joined', 'waitlist.left']));
    expect(quiet).toHaveLength(5);
    const channels = await t.database.db
      .select({ channel: eventDeliveries.channel })
      .from(eventDeliveries)
      .where(
        inArray(
          eventDeliveries.eventId,
          quiet.map((row) => row.id),
        ),
      );
    expect(new Set(channels.map((row) => row.channel))).toEqual(new Set(['live']));
  });
});

function isUpdate(event: SseEvent, type: string): boolean {
  return event.event === 'update' && (event.data as { type?: string }).type === type;
}
