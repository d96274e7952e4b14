/**
 * Demo brackets (decision 0009, Demo data): live tournaments with their first results (one still awaiting the
 * second captain, one disputed), and finished ones played to the end by their captains' reports, so
 * their prizes are paid into the winners' wallets by the same code as in play.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';
import { systemClock } from '../lib/clock';
import { createBracket } from '../modules/brackets/bracket-creation';
import { readBracket } from '../modules/brackets/bracket-reads.service';
import { createBracketResults } from '../modules/brackets/bracket-results.service';
import { createLifecycleService } from '../modules/lifecycle/lifecycle.service';
import { announceReadyMatches, notifyBracketEvent } from '../modules/brackets/brackets.notices';
import { teams } from '../db/schema/teams';
import { tournamentEntries } from '../db/schema/tournament-entries';
import { tournaments } from '../db/schema/tournaments';

/** brackets-manager's "ready" match status: both opponents known, not played. */
const READY = 2;

/** A small deterministic generator, so a demo database is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedDemoBrackets(database: Database, log: FastifyBaseLogger): Promise<void> {
  const { db } = database;
  const lifecycle = createLifecycleService({
    db,
    clock: systemClock,
    log,
    createBracket,
    announceReadyMatches,
    onChange: () => undefined,
  });
  const results = { db, clock: systemClock, onFinished: lifecycle.complete };
  // Live tournaments tell their players what happens as play would (match ready, confirmed, disputed), so a
  // fresh demo's bell has current news; finished ones are history, told only their completion and prizes.
  const liveResults = createBracketResults({ ...results, onEvent: notifyBracketEvent });
  const historyResults = createBracketResults(results);

  // History first, live play last: a player's latest notifications are then about what is on now.
  const live = (
    await db
      .select()
      .from(tournaments)
      .where(inArray(tournaments.tournamentState, ['underway', 'completed']))
      .orderBy(asc(tournaments.id))
  ).sort((a, b) => Number(a.tournamentState === 'underway') - Number(b.tournamentState === 'underway'));

  for (const tournament of live) {
    await db.transaction(async (tx) => {
      const entries = await tx
        .select({ teamId: tournamentEntries.teamId, name: teams.teamName, captainId: teams.captainId })
        .from(tournamentEntries)
        .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
        .where(and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.status, 'active')))
        .orderBy(asc(tournamentEntries.seed));
      if (entries.length < 2) return;
      const finished = tournament.tournamentState === 'completed';
      // Finished demo tournaments are played through like live ones; completing them pays the prizes.
      if (finished) {
        await tx
          .update(tournaments)
          .set({ tournamentState: 'underway', startedAt: tournament.tournamentStartDate })
          .where(eq(tournaments.id, tournament.id));
      } else {
        await tx
          .update(tournaments)
          .set({ startedAt: tournament.tournamentStartDate })
          .where(eq(tournaments.id, tournament.id));
      }
      await createBracket(tx, {
        tournamentId: tournament.id,
        format: tournament.bracketFormat,
        teams: entries.map((e) => ({ teamId: e.teamId, name: e.name })),
      });
      if (!finished) await announceReadyMatches(tx, tournament.id);
      const captainOf = new Map(entries.map((e) => [e.teamId, e.captainId]));
      const seedOf = new Map(entries.map((e, i) => [e.teamId, i]));
      const random = generator(tournament.id * 7919);
      const report = (finished ? historyResults : liveResults).reportScore;
      await play(tx, tournament.id, finished, { captainOf, seedOf, random, report });
    });
  }
}

async function play(
  tx: Tx,
  tournamentId: number,
  toTheEnd: boolean,
  context: {
    captainOf: Map<number, number>;
    seedOf: Map<number, number>;
    random: () => number;
    report: ReturnType<typeof createBracketResults>['reportScore'];
  },
): Promise<void> {
  for (let round = 0; round < 64; round += 1) {
    const bracket = await readBracket(tx, tournamentId);
    const teamOf = new Map(bracket.participants.map((p) => [Number(p.id), Number(p.team_id)]));
    const ready = bracket.matches.filter(
      (m) => m.status === READY && m.opponent1?.id != null && m.opponent2?.id != null,
    );
    if (ready.length === 0) return;
    for (const [index, match] of ready.entries()) {
      const a = teamOf.get(Number(match.opponent1!.id))!;
      const b = teamOf.get(Number(match.opponent2!.id))!;
      // The better seed usually wins; one upset in four.
      const favourite = (context.seedOf.get(a) ?? 0) <= (context.seedOf.get(b) ?? 0) ? a : b;
      const winner = context.random() < 0.75 ? favourite : favourite === a ? b : a;
      const loser = winner === a ? b : a;
      const winnerScore = 2 + Math.floor(context.random() * 2);
      const loserScore = Math.floor(context.random() * winnerScore);
      const reportOf = (team: number, own: number, opponent: number) =>
        context.report(tx, {
          tournamentId,
          matchId: Number(match.id),
          userId: context.captainOf.get(team)!,
          ownScore: own,
          opponentScore: opponent,
        });
      if (!toTheEnd && index === ready.length - 1 && ready.length > 2) {
        // Live demo: the last ready match is disputed, the one before waits for its second captain.
        await reportOf(winner, winnerScore, loserScore);
        await reportOf(loser, winnerScore, loserScore);
        continue;
      }
      if (!toTheEnd && index === ready.length - 2 && ready.length > 2) {
        await reportOf(winner, winnerScore, loserScore);
        continue;
      }
      await reportOf(winner, winnerScore, loserScore);
      await reportOf(loser, loserScore, winnerScore);
    }
    if (!toTheEnd) return;
  }
}
