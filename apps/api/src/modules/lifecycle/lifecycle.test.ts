import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/ledger';
import { tournaments } from '../../db/schema/tournaments';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund, ledgerSumsOf } from '../../../test/money-fixtures';
import { BALANCE_LIMITS } from '@arena/shared/money';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

type Auth = { authorization: string };
interface Side {
  teamId: number;
  captain: { user: { id: number }; auth: Auth };
  mate: { user: { id: number }; auth: Auth };
}
interface MyMatch {
  match_id: number;
  round_label: string;
  status: string;
  can_report: boolean;
  opponent_name: string | null;
}

async function admin() {
  const player = await registerAndLogin(t.app);
  await promoteToAdmin(t.app, t.database, player);
  return player;
}

/** `count` teams of two, enrolled through the API in a 2v2 tournament with a £1,000.01 pool. */
async function enrolledTournament(count: number, overrides: Parameters<typeof insertTournament>[2] = {}) {
  const game = await insertGame(t.database.db);
  const cup = await insertTournament(t.database.db, game.id, {
    teamSize: 2,
    totalTeams: 8,
    entryFee: 10,
    winningPrizePence: 100_001,
    prizeSplit: [60, 30, 10],
    ...overrides,
  });
  const sides: Side[] = [];
  for (let i = 0; i < count; i += 1) {
    const [captain, mate] = await insertSignedInPlayers(t.database, 2);
    await fund(t.database, captain!.user.id, 'credits', 10);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id], `Side ${i + 1}`);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/add-tournament-participants',
      headers: captain!.auth,
      payload: { tournament_id: cup.id, team_id: team.id, captain_id: captain!.user.id },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    sides.push({ teamId: team.id, captain: captain!, mate: mate! });
  }
  return { cup, sides };
}

const myMatches = async (side: Side, tournamentId: number) =>
  body<{ data: MyMatch[] }>(
    await t.app.inject({ url: `/api/my-matches?tournament_id=${tournamentId}`, headers: side.captain.auth }),
  ).data;

const report = (side: Side, matchId: number, own: number, opponent: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-match-score',
    headers: side.captain.auth,
    payload: { match_id: matchId, own_score: own, opponent_score: opponent },
  });

/** Plays every ready match: the team with the lower id wins 2-1, both captains agreeing. */
async function playReadyMatches(
  tournamentId: number,
  sides: Side[],
  options: { exceptFinal?: boolean } = {},
) {
  let played = 0;
  for (const side of sides) {
    for (const match of await myMatches(side, tournamentId)) {
      if (match.status !== 'ready' || (options.exceptFinal && match.round_label === 'Final')) continue;
      const opponent = await opponentOf(tournamentId, sides, side, match.match_id);
      if (!opponent) continue;
      const winner = side.teamId < opponent.teamId ? side : opponent;
      const loser = winner === side ? opponent : side;
      expect((await report(winner, match.match_id, 2, 1)).statusCode).toBe(200);
      const confirmed = await report(loser, match.match_id, 1, 2);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(body<{ data: { status: string } }>(confirmed).data.status).toBe('confirmed');
      played += 1;
    }
  }
  return played;
}

async function opponentOf(tournamentId: number, sides: Side[], side: Side, matchId: number) {
  for (const other of sides) {
    if (other === side) continue;
    if ((await myMatches(other, tournamentId)).some((m) => m.match_id === matchId)) return other;
  }
  return undefined;
}

async function start(organiser: { auth: Auth }, tournamentId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/tournaments/${tournamentId}/start`,
    headers: organiser.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { outcome: string } }>(response).data.outcome;
}

async function stateOf(tournamentId: number) {
  const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  return row!;
}

describe('a tournament from start to prizes', () => {
  it('plays 8 teams through a dispute and a corrected result to the right winner, paying the pool exactly', async () => {
    const organiser = await admin();
    const { cup, sides } = await enrolledTournament(8);
    expect(await start(organiser, cup.id)).toBe('started');
    expect((await stateOf(cup.id)).tournamentState).toBe('underway');
    // Started: no more entries, no leaving, teams stay locked.
    const bracket = body<{ data: { matches: unknown[] } | null }>(
      await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${cup.id}` }),
    );
    expect(bracket.data?.matches.length).toBe(7);

    // Quarter-finals, but one is disputed and decided by the admin: the higher id wins it.
    const [disputedSide] = sides;
    const disputed = (await myMatches(disputedSide!, cup.id)).find((m) => m.status === 'ready')!;
    const rival = (await opponentOf(cup.id, sides, disputedSide!, disputed.match_id))!;
    expect((await report(disputedSide!, disputed.match_id, 3, 0)).statusCode).toBe(200);
    const clash = await report(rival, disputed.match_id, 3, 0);
    expect(body<{ data: { status: string } }>(clash).data.status).toBe('disputed');
    const disputes = body<{ data: Array<{ match_id: number }> }>(
      await t.app.inject({ url: `/api/admin/disputes?tournament_id=${cup.id}`, headers: organiser.auth }),
    ).data;
    expect(disputes.map((d) => d.match_id)).toContain(disputed.match_id);
    const rivalIsOpponent1 = await isOpponent1(cup.id, disputed.match_id, rival.teamId);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${disputed.match_id}/result`,
      headers: organiser.auth,
      payload: rivalIsOpponent1
        ? { opponent1_score: 3, opponent2_score: 0, reason: 'Screenshots' }
        : { opponent1_score: 0, opponent2_score: 3, reason: 'Screenshots' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    // The other quarter-finals and both semi-finals; the final waits.
    let played = 0;
    for (let pass = 0; pass < 4; pass += 1)
      played += await playReadyMatches(cup.id, sides, { exceptFinal: true });
    expect(played).toBe(5);

    // The admin finds the disputed quarter-final was wrong after all: the first side won it. The
    // semi-final that followed is reset and replayed with the right team.
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${disputed.match_id}/result`,
      headers: organiser.auth,
      payload: rivalIsOpponent1
        ? { opponent1_score: 0, opponent2_score: 3, reason: 'Evidence reviewed' }
        : { opponent1_score: 3, opponent2_score: 0, reason: 'Evidence reviewed' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      body<{ data: { reset_match_ids: number[] } }>(corrected).data.reset_match_ids.length,
    ).toBeGreaterThan(0);
    const matchAudit = body<{ data: Array<{ action: string; note: string }> }>(
      await t.app.inject({
        url: `/api/admin/audit?target_type=match&target_id=${disputed.match_id}`,
        headers: organiser.auth,
      }),
    ).data;
    expect(matchAudit.map((a) => [a.action, a.note])).toEqual([
      ['match.correct', 'Evidence reviewed'],
      ['match.set_result', 'Screenshots'],
    ]);
    // Notification mail is written by the outbox worker after the commit (decision 0021).
    await t.app.notifications.worker.drain();
    const outbox = await t.app.inject({
      url: '/api/admin/outbox?page=1&per_page=100',
      headers: organiser.auth,
    });
    expect(outbox.body).toContain('was corrected');

    // Replay from the reset semi-final to the final.
    let rounds = 0;
    while ((await stateOf(cup.id)).tournamentState === 'underway' && rounds < 5) {
      await playReadyMatches(cup.id, sides);
      rounds += 1;
    }
    const finished = await stateOf(cup.id);
    expect(finished.tournamentState).toBe('completed');

    // Lower team id wins every agreed match, and the first side is now the lowest id still in: it wins.
    const winner = sides[0]!;
    const prizes = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.asset, 'wallet'), like(ledgerEntries.reference, `prize:${cup.id}:%`)));
    expect(prizes.reduce((sum, p) => sum + p.delta, 0)).toBe(100_001);
    // 60% of £1,000.01 plus the odd penny to the winners, shared by two players (captain gets the odd one).
    expect((await balancesOf(t.database, winner.captain.user.id)).wallet).toBe(30_001);
    expect((await balancesOf(t.database, winner.mate.user.id)).wallet).toBe(30_000);
    for (const side of sides) {
      for (const player of [side.captain, side.mate]) {
        expect(await ledgerSumsOf(t.database, player.user.id)).toEqual(
          await balancesOf(t.database, player.user.id),
        );
      }
    }

    // Over: no more results, teams unlocked.
    const late = await report(winner, disputed.match_id, 1, 0);
    expect([400, 409]).toContain(late.statusCode);
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${disputed.match_id}/result`,
      headers: organiser.auth,
      payload: { opponent1_score: 5, opponent2_score: 4 },
    });
    expect(correction.statusCode).toBe(409);
    const teams = body<{ data: Array<{ id: number; status: string }> }>(
      await t.app.inject({ url: '/api/teams-list', headers: winner.captain.auth }),
    ).data;
    expect(teams.find((x) => x.id === winner.teamId)?.status).toBe('unlock');
  });

  it('pays a prize in full into a wallet already at the balance limit, and the final is recorded (decision 0030)', async () => {
    const organiser = await admin();
    const { cup, sides } = await enrolledTournament(2, { prizeSplit: [100] });
    const winner = sides[0]!;
    await fund(t.database, winner.captain.user.id, 'wallet', BALANCE_LIMITS.wallet);
    expect(await start(organiser, cup.id)).toBe('started');
    expect(await playReadyMatches(cup.id, sides)).toBe(1);
    expect((await stateOf(cup.id)).tournamentState).toBe('completed');
    expect((await balancesOf(t.database, winner.captain.user.id)).wallet).toBe(
      BALANCE_LIMITS.wallet + 50_001,
    );
    expect((await balancesOf(t.database, winner.mate.user.id)).wallet).toBe(50_000);
    expect(await ledgerSumsOf(t.database, winner.captain.user.id)).toEqual(
      await balancesOf(t.database, winner.captain.user.id),
    );
  });

  it('cancelling an underway tournament refunds every entry once', async () => {
    const organiser = await admin();
    const { cup, sides } = await enrolledTournament(4);
    expect(await start(organiser, cup.id)).toBe('started');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${cup.id}/cancel`,
        headers: organiser.auth,
      });
    const codes = (await Promise.all([cancel(), cancel(), cancel()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const audit = body<{ data: Array<{ action: string }> }>(
      await t.app.inject({
        url: `/api/admin/audit?target_type=tournament&target_id=${cup.id}`,
        headers: organiser.auth,
      }),
    ).data;
    expect(audit.map((a) => a.action)).toEqual(['tournament.cancel', 'tournament.start']);
    for (const side of sides)
      expect(await balancesOf(t.database, side.captain.user.id)).toMatchObject({ credits: 10 });
  });

  it('starts due tournaments once even when several schedulers run at the same moment', async () => {
    const { cup } = await enrolledTournament(3);
    now = new Date(cup.tournamentStartDate.getTime() + 1000);
    try {
      const started = await Promise.all([t.app.lifecycle.startDue(), t.app.lifecycle.startDue()]);
      expect(started.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await stateOf(cup.id)).tournamentState).toBe('underway');
      const bracket = body<{ data: { participants: unknown[]; matches: unknown[] } | null }>(
        await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${cup.id}` }),
      );
      expect(bracket.data?.participants).toHaveLength(3);
    } finally {
      now = new Date();
    }
  });
});

async function isOpponent1(tournamentId: number, matchId: number, teamId: number) {
  const bracket = body<{
    data: {
      matches: Array<{ id: number; opponent1: { id: number | null } | null }>;
      participants: Array<{ id: number; team_id: number }>;
    };
  }>(await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${tournamentId}` })).data;
  const participant = bracket.participants.find((p) => p.team_id === teamId)!;
  return bracket.matches.find((m) => m.id === matchId)!.opponent1?.id === participant.id;
}
