// The rating confirm benchmark's measurement (run by bench/rating-confirm.mjs under tsx, decision 0044): on a
// migrated database (PGlite, or PostgreSQL with BENCH_DATABASE_URL), a started 256-team single elimination of solo
// teams whose players already have 200 rated matches each (rated_matches and rating_changes rows of a history
// tournament, and their player_ratings); its 128 first-round results are set by the organiser's verb, in turn
// with the rating listener (what Arena runs: a new result rated on top of player_ratings), with the listener made
// to replay and recount every result (the full path a correction takes), and with no listener at all (the
// baseline), each in its own transaction. Prints one JSON line: the p50/p99 of each, and the p50 ratios.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { games } from '../apps/api/src/db/schema/games';
import { bracketRecords } from '../apps/api/src/db/schema/brackets';
import { ratedMatches, ratingChanges } from '../apps/api/src/db/schema/ratings';
import { createBracketResults } from '../apps/api/src/modules/brackets/bracket-results.service';
import { createRatings } from '../apps/api/src/modules/ratings/ratings.service';
import { createLifecycleService } from '../apps/api/src/modules/lifecycle/lifecycle.service';
import { createBracket } from '../apps/api/src/modules/brackets/bracket-creation';
import { systemClock } from '../apps/api/src/lib/clock';
import { benchDatabase, insertSignedInPlayers } from './bench-app';
import { insertFullCup } from './full-cup';

const TEAMS = 256;
const HISTORY = 200;
const BATCH = 500;
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

// Each player's history: HISTORY earlier rated matches (rated_matches and rating_changes of a history tournament,
// round r pairing player p with p XOR (r mod 255 + 1)), so a full recount reads real histories and the rating is
// read, counted and written on top of a real row.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const [history] = rowsOf<{ id: number }>(
  await db.execute(sql`
    INSERT INTO tournaments (game_id, tournament_name, total_teams, region, team_size, entry_fee, bracket_format,
      tournament_start_date, tournament_end_date, registration_deadline_date)
    SELECT game_id, 'Rating history', total_teams, region, team_size, 0, bracket_format, tournament_start_date,
      tournament_end_date, registration_deadline_date FROM tournaments WHERE id = ${cup.id}
    RETURNING id`),
);
const players = rowsOf<{ user_id: number; team_id: number }>(
  await db.execute(sql`
    SELECT tm.user_id, tm.team_id FROM tournament_entries te JOIN team_members tm ON tm.team_id = te.team_id
    WHERE te.tournament_id = ${cup.id} ORDER BY tm.user_id`),
);
const pairs: Array<[number, number]> = [];
for (let round = 0; round < HISTORY; round++)
  for (let p = 0; p < players.length; p++) {
    const q = p ^ ((round % (players.length - 1)) + 1);
    if (q > p && q < players.length) pairs.push([p, q]);
  }
const decidedAt = new Date();
for (let i = 0; i < pairs.length; i += BATCH) {
  const batch = pairs.slice(i, i + BATCH);
  const records = await db
    .insert(bracketRecords)
    .values(batch.map(() => ({ tournamentId: history!.id, tableName: 'match' as const, data: {} })))
    .returning({ id: bracketRecords.id });
  const rated = await db
    .insert(ratedMatches)
    .values(
      batch.map(([p, q], j) => ({
        matchId: records[j]!.id,
        tournamentId: history!.id,
        gameId: game!.id,
        teamSize: 1,
        opponent1TeamId: players[p]!.team_id,
        opponent2TeamId: players[q]!.team_id,
        outcome: (j % 2 === 0 ? 'opponent1' : 'opponent2') as 'opponent1' | 'opponent2',
        decidedAt,
      })),
    )
    .returning({ matchId: ratedMatches.matchId, seq: ratedMatches.seq });
  await db.insert(ratingChanges).values(
    batch.flatMap(([p, q], j) =>
      [p, q].map((index, side) => ({
        matchId: rated[j]!.matchId,
        seq: rated[j]!.seq,
        userId: players[index]!.user_id,
        gameId: game!.id,
        teamSize: 1,
        teamId: players[index]!.team_id,
        result: ((j + side) % 2 === 0 ? 'win' : 'loss') as 'win' | 'loss',
        muBefore: 25,
        sigmaBefore: 6,
        muAfter: 25,
        sigmaAfter: 6,
        ratingBefore: 1280,
        ratingAfter: 1280,
        createdAt: decidedAt,
      })),
    ),
  );
}
await db.execute(sql`
  INSERT INTO player_ratings (user_id, game_id, team_size, mu, sigma, rating, matches, wins, losses, last_change, region)
  SELECT user_id, ${game!.id}, 1, 25, 6, 1280, count(*), count(*) FILTER (WHERE result = 'win'),
    count(*) FILTER (WHERE result = 'loss'), 0, 'UK & Ireland'
  FROM rating_changes GROUP BY user_id`);

const [admin] = await insertSignedInPlayers(database, 1, 'rating-admin');
const matches = await db
  .select({ id: bracketRecords.id, data: bracketRecords.data })
  .from(bracketRecords)
  .where(eq(bracketRecords.tournamentId, cup.id));
const ready = matches
  .filter((m) => m.data && (m.data as { status?: number }).status === 2)
  .map((m) => m.id)
  .sort((a, b) => a - b);

const rated = (ratings: ReturnType<typeof createRatings>) =>
  createBracketResults({ db, clock, onFinished: async () => {}, onEvent: ratings.onBracketEvent });
const services = [
  rated(createRatings({ db, clock })),
  rated(createRatings({ db, clock, alwaysReplay: true })),
  createBracketResults({ db, clock, onFinished: async () => {}, onEvent: async () => {} }),
];
const timings: number[][] = [[], [], []];
for (const [i, matchId] of ready.entries()) {
  const t0 = performance.now();
  await services[i % 3]!.setMatchResult({
    matchId,
    adminId: admin!.id,
    opponent1Score: 2,
    opponent2Score: 1,
  });
  timings[i % 3]!.push(performance.now() - t0);
}
const [withRating, fullReplay, without] = timings as [number[], number[], number[]];
const ratedRows = await db.execute(
  sql`SELECT count(*)::int AS n FROM rated_matches WHERE tournament_id = ${cup.id}`,
);
const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
};
const result = {
  engine: database.engine,
  results: ready.length,
  history: HISTORY,
  rated_matches: (ratedRows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
  with_rating_p50_ms: q(withRating, 0.5),
  with_rating_p99_ms: q(withRating, 0.99),
  full_replay_p50_ms: q(fullReplay, 0.5),
  full_replay_p99_ms: q(fullReplay, 0.99),
  without_p50_ms: q(without, 0.5),
  without_p99_ms: q(without, 0.99),
  ratio_p50: Number((q(withRating, 0.5) / q(without, 0.5)).toFixed(2)),
  full_replay_ratio_p50: Number((q(fullReplay, 0.5) / q(without, 0.5)).toFixed(2)),
};
await database.close();
await setup.cleanup();
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
