// The rating confirm benchmark's measurement (run by bench/rating-confirm.mjs under tsx, decision 0044): on a
// migrated database (PGlite, or PostgreSQL with BENCH_DATABASE_URL), a started 256-team single elimination of solo
// teams whose players already have 40 rated matches each; its 128 first-round results are set by the organiser's
// verb, alternately with the rating listener (what Arena runs) and with no listener at all (the baseline), each in
// its own transaction. Prints one JSON line: the p50/p99 of each, and the p50 ratio.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { games } from '../apps/api/src/db/schema/games';
import { bracketRecords } from '../apps/api/src/db/schema/brackets';
import { createBracketResults } from '../apps/api/src/modules/brackets/bracket-results.service';
import { createRatings } from '../apps/api/src/modules/ratings/ratings.service';
import { createLifecycleService } from '../apps/api/src/modules/lifecycle/lifecycle.service';
import { createBracket } from '../apps/api/src/modules/brackets/bracket-creation';
import { systemClock } from '../apps/api/src/lib/clock';
import { benchDatabase, insertSignedInPlayers } from './bench-app';
import { insertFullCup } from './full-cup';

const TEAMS = 256;
const HISTORY = 40;
const setup = await benchDatabase('rating_confirm');
const { database } = setup;
const { db } = database;
const [game] = await db.insert(games).values({ gameName: 'Bench Rating Game' }).returning({ id: games.id });
const cup = await insertFullCup(database, {
  gameId: game!.id,
  size: TEAMS,
  label: 'Rating',
  prefix: 'Rating',
  settings: { bracketFormat: 'single_elimination', seeding: 'random' },
});
const clock = systemClock;
const log = pino({ level: 'warn' });
const lifecycle = createLifecycleService({
  db,
  clock,
  log: log as never,
  createBracket,
  announceReadyMatches: async () => {},
  onChange: () => {},
});
if ((await lifecycle.start(cup.id)) !== 'started') throw new Error('the cup did not start');

// Each player's history: HISTORY earlier rated matches, so a rating reads a real last change and counts.
await db.execute(sql`
  INSERT INTO player_ratings (user_id, game_id, team_size, mu, sigma, rating, matches, wins, losses, last_change, region)
  SELECT tm.user_id, ${game!.id}, 1, 25, 6, 1100, ${HISTORY}, ${HISTORY / 2}, ${HISTORY / 2}, 5, 'UK & Ireland'
  FROM tournament_entries te JOIN team_members tm ON tm.team_id = te.team_id WHERE te.tournament_id = ${cup.id}`);

const [admin] = await insertSignedInPlayers(database, 1, 'rating-admin');
const matches = await db
  .select({ id: bracketRecords.id, data: bracketRecords.data })
  .from(bracketRecords)
  .where(eq(bracketRecords.tournamentId, cup.id));
const ready = matches
  .filter((m) => m.data && (m.data as { status?: number }).status === 2)
  .map((m) => m.id)
  .sort((a, b) => a - b);

const ratings = createRatings({ db, clock });
const rated = createBracketResults({
  db,
  clock,
  onFinished: async () => {},
  onEvent: ratings.onBracketEvent,
});
const bare = createBracketResults({ db, clock, onFinished: async () => {}, onEvent: async () => {} });
const withRating: number[] = [];
const without: number[] = [];
for (const [i, matchId] of ready.entries()) {
  const service = i % 2 === 0 ? rated : bare;
  const t0 = performance.now();
  await service.setMatchResult({ matchId, adminId: admin!.id, opponent1Score: 2, opponent2Score: 1 });
  (i % 2 === 0 ? withRating : without).push(performance.now() - t0);
}
const ratedRows = await db.execute(sql`SELECT count(*)::int AS n FROM rated_matches`);
const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
};
const result = {
  engine: database.engine,
  results: ready.length,
  rated_matches: (ratedRows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
  with_rating_p50_ms: q(withRating, 0.5),
  with_rating_p99_ms: q(withRating, 0.99),
  without_p50_ms: q(without, 0.5),
  without_p99_ms: q(without, 0.99),
  ratio_p50: Number((q(withRating, 0.5) / q(without, 0.5)).toFixed(2)),
};
await database.close();
await setup.cleanup();
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
