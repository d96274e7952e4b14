// Benchmark target for the ratings reads (bench/ratings-scale.mjs, decision 0047): the real app on a fresh
// database holding 100,000 rated matches of one game in 1v1, inserted in bulk SQL (no rating engine involved):
// PLAYERS established players, each with a solo team, playing 100,000 matches spread over 100 completed cups in
// four regions; each match has its bracket record, its rated_matches row and both players' rating_changes rows, and
// every player's player_ratings row sums them up. PROVISIONAL more players have a provisional rating (1 to 9
// matches) on the same board. VACUUM ANALYZE at the end, as autovacuum would have done on a live database.
import { sql } from 'drizzle-orm';
import { games } from '../apps/api/src/db/schema/games';
import { benchDatabase, serve } from './bench-app';

const MATCHES = Number(process.env.BENCH_RATED_MATCHES ?? 100_000);
const PLAYERS = Number(process.env.BENCH_RATED_PLAYERS ?? 4_000);
const PROVISIONAL = Number(process.env.BENCH_PROVISIONAL_PLAYERS ?? 1_000);
const CUPS = 100;
const REGIONS = ['UK & Ireland', 'Western Europe', 'Northern Europe', 'North America'];

const setup = await benchDatabase('ratings_scale');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Ratings Game' }).returning({ id: games.id });
const gameId = game!.id;
const regions = sql.raw(`ARRAY[${REGIONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}]`);
const t0 = performance.now();

// Players (their number in the run is `n`, 0-based: established first, then provisional) and solo teams.
await db.execute(sql`
  INSERT INTO users (name, email, password_hash, player_id)
  SELECT 'rated' || n, 'rated' || n || '@bench.test', 'not-a-hash', 'RB' || lpad(n::text, 8, '0')
  FROM generate_series(0, ${PLAYERS + PROVISIONAL - 1}) n`);
await db.execute(sql`
  INSERT INTO teams (team_name, slug, captain_id, total_players, invite_token)
  SELECT 'Rated ' || u.id, 'rated-' || u.id, u.id, 1, md5('rated' || u.id) FROM users u WHERE u.email LIKE 'rated%'`);
await db.execute(sql`
  INSERT INTO team_members (team_id, user_id, is_accepted)
  SELECT t.id, t.captain_id, 2 FROM teams t WHERE t.slug LIKE 'rated-%'`);
await db.execute(sql`
  INSERT INTO tournaments (game_id, tournament_name, total_teams, region, team_size, tournament_start_date,
    tournament_end_date, registration_deadline_date, tournament_state)
  SELECT ${gameId}, 'Rated Cup ' || c, 1024, (${regions})[1 + c % ${REGIONS.length}], 1,
    now() - (c + 2) * interval '1 day', now() - (c + 1) * interval '1 day', now() - (c + 3) * interval '1 day',
    'completed'
  FROM generate_series(0, ${CUPS - 1}) c`);

// The matches: bracket records, then their rated results. Match g is played by players g mod P and a partner
// at a fixed odd stride away, so every player plays about 2 x MATCHES / PLAYERS matches.
await db.execute(sql`
  INSERT INTO bracket_records (tournament_id, table_name, data)
  SELECT cup.id, 'match', jsonb_build_object('number', g, 'status', 4)
  FROM generate_series(0, ${MATCHES - 1}) g
  JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM tournaments WHERE game_id = ${gameId}) cup
    ON cup.k = g % ${CUPS}`);
await db.execute(sql`
  CREATE TEMP TABLE bench_players AS
  SELECT row_number() OVER (ORDER BY t.id) - 1 AS n, t.id AS team_id, t.captain_id AS user_id
  FROM teams t WHERE t.slug LIKE 'rated-%'`);
await db.execute(sql`
  INSERT INTO rated_matches (match_id, tournament_id, game_id, team_size, opponent1_team_id, opponent2_team_id,
    outcome, opponent1_score, opponent2_score, decided_at)
  SELECT m.id, m.tournament_id, ${gameId}, 1, a.team_id, b.team_id,
    CASE WHEN (m.g * 2654435761) % 7 < 4 THEN 'opponent1' ELSE 'opponent2' END,
    CASE WHEN (m.g * 2654435761) % 7 < 4 THEN 2 ELSE 1 END,
    CASE WHEN (m.g * 2654435761) % 7 < 4 THEN 1 ELSE 2 END,
    now() - interval '1 second' * (${MATCHES} - m.g)
  FROM (SELECT id, tournament_id, row_number() OVER (ORDER BY id) - 1 AS g FROM bracket_records
        WHERE table_name = 'match') m
  JOIN bench_players a ON a.n = m.g % ${PLAYERS}
  JOIN bench_players b ON b.n = (m.g + 1 + 2 * (m.g / ${PLAYERS}) % (${PLAYERS} - 1)) % ${PLAYERS}
  ORDER BY m.id`);
// Each player's side of each match; the ratings walk 1000 + a bounded wobble (the engine's numbers do not matter here).
await db.execute(sql`
  INSERT INTO rating_changes (match_id, seq, user_id, game_id, team_size, team_id, result, mu_before, sigma_before,
    mu_after, sigma_after, rating_before, rating_after, created_at)
  SELECT rm.match_id, rm.seq, p.user_id, rm.game_id, 1, p.team_id,
    CASE WHEN (side = 1) = (rm.outcome = 'opponent1') THEN 'win' ELSE 'loss' END,
    25, 8, 25, 7.9,
    1000 + (rm.seq * 7 + p.user_id) % 800,
    1000 + (rm.seq * 7 + p.user_id) % 800 + CASE WHEN (side = 1) = (rm.outcome = 'opponent1') THEN 12 ELSE -11 END,
    rm.decided_at
  FROM rated_matches rm
  CROSS JOIN (VALUES (1), (2)) s(side)
  JOIN bench_players p ON p.team_id = CASE WHEN side = 1 THEN rm.opponent1_team_id ELSE rm.opponent2_team_id END`);
await db.execute(sql`
  INSERT INTO player_ratings (user_id, game_id, team_size, mu, sigma, rating, matches, wins, losses, draws,
    last_change, region)
  SELECT rc.user_id, ${gameId}, 1, 25, 3, 600 + (rc.user_id * 7919) % 1800, count(*),
    count(*) FILTER (WHERE rc.result = 'win'), count(*) FILTER (WHERE rc.result = 'loss'), 0,
    (array_agg(rc.rating_after - rc.rating_before ORDER BY rc.seq DESC))[1],
    (${regions})[1 + rc.user_id % ${REGIONS.length}]
  FROM rating_changes rc GROUP BY rc.user_id`);
// The provisional players: a rating from 1 to 9 matches (their matches are not in the history above).
await db.execute(sql`
  INSERT INTO player_ratings (user_id, game_id, team_size, mu, sigma, rating, matches, wins, losses, draws,
    last_change, region)
  SELECT p.user_id, ${gameId}, 1, 25, 6, 400 + (p.user_id * 7919) % 1200, 1 + p.n % 9, (1 + p.n % 9) / 2,
    (1 + p.n % 9) - (1 + p.n % 9) / 2, 0, p.n % 41 - 20, (${regions})[1 + p.user_id % ${REGIONS.length}]
  FROM bench_players p WHERE p.n >= ${PLAYERS}
    AND NOT EXISTS (SELECT 1 FROM player_ratings r WHERE r.user_id = p.user_id)`);
for (const table of [
  'users',
  'teams',
  'bracket_records',
  'rated_matches',
  'rating_changes',
  'player_ratings',
])
  await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));

const counted = await db.execute(sql`
  SELECT (SELECT count(*) FROM rated_matches)::int AS matches, (SELECT count(*) FROM rating_changes)::int AS changes,
    (SELECT count(*) FROM player_ratings WHERE matches >= 10)::int AS established,
    (SELECT count(*) FROM player_ratings WHERE matches < 10)::int AS provisional,
    (SELECT min(user_id) FROM player_ratings WHERE matches >= 10)::int AS sample_user`);
const stats = (counted as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
await serve(setup, {
  gameId,
  regions: REGIONS,
  seedSeconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  ...stats,
});
