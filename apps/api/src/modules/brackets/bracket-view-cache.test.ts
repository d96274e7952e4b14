/**
 * The public bracket's view is built once per bracket version (decision 0036): a start primes it with the bracket
 * it drew, and every later change, on any instance and by any path, is seen by the next read.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentBracket } from '@arena/shared/brackets';
import { bracketRecords } from '../../db/schema/brackets';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { startedSoloCup } from '../../../test/catalogue-fixtures';
import { createBracketReads } from './bracket-reads.service';
import { findBracketVersion } from './brackets.repository';

/** Changes a record's data without giving the bracket a new version (its triggers do not fire). */
async function quietly(patch: SQL, recordId: number) {
  await a.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx
      .update(bracketRecords)
      .set({ data: sql`${bracketRecords.data} || ${patch}` })
      .where(eq(bracketRecords.id, recordId));
  });
}

// Two instances of the API on one database: what one changes, the other's next read shows.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
afterAll(async () => {
  await a.close();
  await b.close();
});

type Auth = { authorization: string };
type Match = TournamentBracket['matches'][number];
const TEAMS = 8;

const startedCup = (format?: 'double_elimination' | 'single_elimination') =>
  startedSoloCup(a, { teams: TEAMS, format, prefix: 'Cache' });

const read = async (t: TestApp, tournamentId: number, auth?: Auth) => {
  const response = await t.app.inject({
    url: `/api/tournament-bracket?tournament_id=${tournamentId}`,
    ...(auth ? { headers: auth } : {}),
  });
  expect(response.statusCode).toBe(200);
  return body<{ data: TournamentBracket; standings: unknown[] }>(response);
};

const report = (t: TestApp, auth: Auth, matchId: number, own: number, opponent: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-match-score',
    headers: auth,
    payload: { match_id: matchId, own_score: own, opponent_score: opponent },
  });

function captainOf(bracket: TournamentBracket, captains: Map<number, Auth>) {
  const teamOf = new Map(bracket.participants.map((p) => [p.id, p.team_id]));
  return (side: Match['opponent1']) => captains.get(teamOf.get(side!.id!)!)!;
}

describe('the public bracket read', () => {
  it('answers the first read after a start from the bracket the start drew, the same as one read back', async () => {
    const { cup } = await startedCup();
    const db = a.database.db;
    const [participant] = await db
      .select({ id: bracketRecords.id, data: bracketRecords.data })
      .from(bracketRecords)
      .where(and(eq(bracketRecords.tournamentId, cup.id), eq(bracketRecords.tableName, 'participant')))
      .limit(1);
    const drawnName = participant!.data.name;
    // Renamed in the database without a new version (triggers off): only a read of the records sees it.
    await quietly(sql`'{"name": "Only in the database"}'::jsonb`, participant!.id);
    const primed = await read(a, cup.id);
    // The start held the bracket in memory: its first read did not read the records back.
    expect(primed.data.participants.find((p) => p.id === participant!.id)!.name).toBe(drawnName);
    const fresh = () => createBracketReads({ db }).view(cup.id, null);
    expect((await fresh())!.participants.find((p) => p.id === participant!.id)!.name).toBe(
      'Only in the database',
    );
    // As drawn again: a view built from the database (a service with nothing cached) is the same, field for field.
    await quietly(sql`jsonb_build_object('name', ${drawnName}::text)`, participant!.id);
    expect(primed.data).toEqual(await fresh());
    expect(primed.data.matches).toHaveLength(2 * TEAMS - 2);
    expect(primed.standings).toEqual([]);
    // The other instance, which did not start it, reads it from the database: the same answer.
    expect((await read(b, cup.id)).data).toEqual(primed.data);
  });

  it('serves a cached view only while nothing changed: a report, a result, on any instance', async () => {
    const { cup, captains } = await startedCup();
    const before = (await read(a, cup.id)).data;
    const captain = captainOf(before, captains);
    const match = before.matches.find((m) => m.status === 2 && m.opponent1?.id != null)!;
    // Unchanged: answered from the cache (a change that gave no new version is not seen).
    await quietly(sql`'{"name": "Unseen"}'::jsonb`, before.participants[0]!.id);
    expect((await read(a, cup.id)).data).toEqual(before);

    // The first report, on the other instance: its report status shows on this one.
    expect((await report(b, captain(match.opponent1), match.id, 2, 1)).statusCode).toBe(200);
    const reported = (await read(a, cup.id)).data;
    expect(reported.matches.find((m) => m.id === match.id)!.report_status).toBe('awaiting_opponent');

    // The confirming report: the result and the winner's next match show at once.
    expect((await report(b, captain(match.opponent2), match.id, 1, 2)).statusCode).toBe(200);
    const confirmed = (await read(a, cup.id)).data;
    const after = confirmed.matches.find((m) => m.id === match.id)!;
    expect(after.report_status).toBe('confirmed');
    expect(after.opponent1?.result).toBe('win');
    expect(
      confirmed.matches.some(
        (m) => m.id !== match.id && [m.opponent1?.id, m.opponent2?.id].includes(match.opponent1!.id),
      ),
    ).toBe(true);
    // And the instance that made the changes agrees.
    expect((await read(b, cup.id)).data).toEqual(confirmed);
  });

  it('sees a change written behind the services’ back (a repair in SQL)', async () => {
    const { cup } = await startedCup();
    const before = (await read(a, cup.id)).data;
    const participant = before.participants[0]!;
    await a.database.db
      .update(bracketRecords)
      .set({ data: sql`${bracketRecords.data} || '{"name": "Renamed in SQL"}'::jsonb` })
      .where(eq(bracketRecords.id, participant.id));
    const after = (await read(a, cup.id)).data;
    expect(after.participants.find((p) => p.id === participant.id)!.name).toBe('Renamed in SQL');
  });

  it('answers each viewer their own teams from one cached view', async () => {
    const { cup, captains } = await startedCup();
    const [teamId, auth] = [...captains.entries()][0]!;
    expect((await read(a, cup.id)).data.my_team_ids).toEqual([]);
    expect((await read(a, cup.id, auth)).data.my_team_ids).toEqual([teamId]);
    expect((await read(a, cup.id)).data.my_team_ids).toEqual([]);
  });

  it('gives a bracket a version never used before, even after a change that rolled back', async () => {
    const { cup } = await startedCup();
    const db = a.database.db;
    const [record] = await db
      .select({ id: bracketRecords.id })
      .from(bracketRecords)
      .where(eq(bracketRecords.tournamentId, cup.id))
      .limit(1);
    const start = (await findBracketVersion(db, cup.id))!.version;
    let rolledBack = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(bracketRecords)
          .set({ data: sql`${bracketRecords.data} || '{"rolled": "back"}'::jsonb` })
          .where(eq(bracketRecords.id, record!.id));
        rolledBack = (await findBracketVersion(tx, cup.id))!.version;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rolledBack).not.toBe(start);
    expect((await findBracketVersion(db, cup.id))!.version).toBe(start);
    // A committed change after it: a new number, not the one the rolled-back change took.
    await db
      .update(bracketRecords)
      .set({ data: sql`${bracketRecords.data} || '{"kept": true}'::jsonb` })
      .where(eq(bracketRecords.id, record!.id));
    const next = (await findBracketVersion(db, cup.id))!.version;
    expect([start, rolledBack]).not.toContain(next);
  });
});
