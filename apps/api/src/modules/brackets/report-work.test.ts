/**
 * A score report's work follows the matches it changes, not the size of the bracket (decisions 0027 and 0036):
 * counted on the bracket's storage, never timed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TournamentBracket } from '@arena/shared/brackets';
import { domainEvents } from '../../db/schema/notifications';
import { matchDeadlines } from '../../db/schema/match-deadlines';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { startedSoloCup } from '../../../test/catalogue-fixtures';
import { BracketStorage } from './bracket-storage';
import { listBracketRecords } from './brackets.repository';

/**
 * A statement that reads every record of a tournament's bracket (listBracketRecords: the public view, the
 * deadline sync of a drawn bracket), told from the SQL every statement is built into. Counted on the SQL rather
 * than by mocking the repository, which the test workers share with the files before this one (isolate: false),
 * so a mock would never reach the service.
 */
const WHOLE_BRACKET_READ =
  /from "bracket_records" where "bracket_records"\."tournament_id" = \$1(?: order by|$)/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
type Match = TournamentBracket['matches'][number];

const TEAMS = 32;

/** A started 32-team double elimination (bracket drawn, first round announced) with each team's captain. */
async function startedCup() {
  const { cup, captains } = await startedSoloCup(t, { teams: TEAMS, prefix: 'Work' });
  const view = await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${cup.id}` });
  const bracket = body<{ data: TournamentBracket }>(view).data;
  const teamOf = new Map(bracket.participants.map((p) => [p.id, p.team_id]));
  const captainOf = (side: Match['opponent1']) => captains.get(teamOf.get(side!.id!)!)!;
  return { cup, bracket, captainOf };
}

const report = (auth: Auth, matchId: number, own: number, opponent: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-match-score',
    headers: auth,
    payload: { match_id: matchId, own_score: own, opponent_score: opponent },
  });

/** What the bracket's storage was asked while `work` ran. */
async function storageReads(work: () => Promise<unknown>) {
  const select = vi.spyOn(BracketStorage.prototype, 'select');
  const byIds = vi.spyOn(BracketStorage.prototype, 'selectByIds');
  const settled = vi.spyOn(BracketStorage.prototype, 'allMatchesSettled');
  const statements = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await work();
    return {
      wholeTables: select.mock.calls
        .filter((call) => (call as unknown[]).length === 1)
        .map(([table]) => table),
      byIds: byIds.mock.calls.map(([table, ids]) => ({ table, ids })),
      wholeBracketReads: statements.mock.results.filter(
        (result) => result.type === 'return' && WHOLE_BRACKET_READ.test(result.value.sql),
      ).length,
      finishChecks: settled.mock.calls.length,
    };
  } finally {
    select.mockRestore();
    byIds.mockRestore();
    settled.mockRestore();
    statements.mockRestore();
  }
}

describe('the work of a start', () => {
  it('draws the bracket in memory and writes it in a few statements, every reference pointing at a written record', async () => {
    const insert = vi.spyOn(BracketStorage.prototype, 'insert');
    const update = vi.spyOn(BracketStorage.prototype, 'update');
    let bracket: TournamentBracket;
    try {
      ({ bracket } = await startedCup());
      // Drawn through the database storage, a 32-team double elimination was a statement per record (about 100).
      expect(insert).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
    } finally {
      insert.mockRestore();
      update.mockRestore();
    }
    const ids = (records: Array<{ id: number }>) => new Set(records.map((record) => record.id));
    const [stages, groups, rounds, participants] = [
      ids(bracket.stages),
      ids(bracket.groups),
      ids(bracket.rounds),
      ids(bracket.participants),
    ];
    expect(participants.size).toBe(TEAMS);
    // Winners' bracket 31 matches, losers' 30, the grand final 1 (brackets-manager's simple grand final).
    expect(bracket.matches).toHaveLength(62);
    for (const group of bracket.groups) expect(stages.has(group.stage_id)).toBe(true);
    for (const round of bracket.rounds) expect(groups.has(round.group_id)).toBe(true);
    for (const match of bracket.matches) {
      expect(rounds.has(match.round_id)).toBe(true);
      expect(groups.has(match.group_id)).toBe(true);
      for (const side of [match.opponent1, match.opponent2])
        if (side?.id != null) expect(participants.has(side.id)).toBe(true);
    }
    // In the first round every team plays once, against the seed the standard order gives it.
    const firstRound = bracket.rounds.find((r) => r.number === 1 && r.group_id === bracket.groups[0]!.id)!;
    const firstMatches = bracket.matches.filter((m) => m.round_id === firstRound.id);
    expect(new Set(firstMatches.flatMap((m) => [m.opponent1!.id, m.opponent2!.id])).size).toBe(TEAMS);
  });
});

describe('the work of a score report', () => {
  it('reads the matches the result changed, not the whole bracket, and still announces and times the next match', async () => {
    const { cup, bracket, captainOf } = await startedCup();
    // The count sees the repository's whole-bracket read (so a zero below means none ran).
    expect((await storageReads(() => listBracketRecords(t.database.db, cup.id))).wholeBracketReads).toBe(1);
    const [stage] = bracket.stages;
    const firstRound = bracket.rounds.find((r) => r.stage_id === stage!.id && r.number === 1)!;
    // The first two matches of the winners' first round send their winners to the same second-round match.
    const [one, two] = bracket.matches
      .filter((m) => m.round_id === firstRound.id)
      .sort((a, b) => a.number - b.number);
    const secondRound = bracket.rounds.find((r) => r.group_id === firstRound.group_id && r.number === 2)!;
    const next = bracket.matches.find((m) => m.round_id === secondRound.id && m.number === 1)!;

    for (const match of [one!, two!]) {
      expect((await report(captainOf(match.opponent1), match.id, 2, 0)).statusCode).toBe(200);
      const reads = await storageReads(async () => {
        const confirmed = await report(captainOf(match.opponent2), match.id, 0, 2);
        expect(body<{ data: { status: string } }>(confirmed).data.status).toBe('confirmed');
      });
      // Nothing read every match or every participant of the bracket, in one statement or through the storage.
      expect(reads.wholeTables).toEqual([]);
      expect(reads.wholeBracketReads).toBe(0);
      // The winner's next match is open: the bracket cannot be finished, and no statement counted every match.
      expect(reads.finishChecks).toBe(0);
      // Matches read by id: this one and the two it sends its winner and loser to; participants: their teams.
      const matchIds = new Set(reads.byIds.filter((r) => r.table === 'match').flatMap((r) => r.ids));
      expect(matchIds.has(match.id)).toBe(true);
      expect(matchIds.size).toBeLessThanOrEqual(3);
      for (const read of reads.byIds) expect(read.ids.length).toBeLessThanOrEqual(4);
    }

    // The second-round match now has both teams: both rosters were told once, and its report deadline runs.
    const announced = await t.database.db
      .select({ teamId: domainEvents.teamId })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'match.ready'), eq(domainEvents.matchId, next.id)));
    expect(announced).toHaveLength(2);
    const deadlines = await t.database.db
      .select({ matchId: matchDeadlines.matchId, state: matchDeadlines.state })
      .from(matchDeadlines)
      .where(inArray(matchDeadlines.matchId, [one!.id, two!.id, next.id]));
    expect(deadlines.sort((a, b) => a.matchId - b.matchId)).toEqual(
      [
        { matchId: one!.id, state: 'closed' },
        { matchId: two!.id, state: 'closed' },
        { matchId: next.id, state: 'open' },
      ].sort((a, b) => a.matchId - b.matchId),
    );
  });
});
