/**
 * Query plans (decision 0010): with tens of thousands of rows, the statements behind a player's own lists and the
 * session check must be answered through indexes. Every statement the routes run is captured and EXPLAINed on
 * PostgreSQL; a sequential scan of a large table in one of them fails the test.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './client';
import {
  createTestApp,
  testDatabase,
  testLog,
  usesPostgres,
  workerDatabaseUrl,
  type TestApp,
} from '../../test/harness';
import { createAdmin } from '../../test/admin-fixtures';
import { registerAndLogin } from '../../test/fixtures';
import { scaled } from '../../test/timeouts';

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Many rows for other players, so that a scan would be expensive and the planner shows what it relies on. */
async function populate(database: Database) {
  await database.db.execute(sql`
    INSERT INTO users (name, email, password_hash, player_id, credits, wallet_pence)
    SELECT 'bulk' || g, 'bulk' || g || '@plans.test', 'x', 'PL-' || g, 0, 0 FROM generate_series(1, 20000) g;
    INSERT INTO games (game_name) SELECT 'Plan game ' || g FROM generate_series(1, 50) g;
    INSERT INTO tournaments (game_id, tournament_name, total_teams, region, team_size, tournament_start_date,
      tournament_end_date, registration_deadline_date, tournament_state)
    SELECT (SELECT min(id) FROM games) + (g % 50), 'Plan cup ' || g, 16, 'UK & Ireland', 1 + (g % 4),
      now() + (g % 60 - 30) * interval '1 day', now() + (g % 60 - 29) * interval '1 day',
      now() + (g % 60 - 31) * interval '1 day',
      (ARRAY['pending','underway','completed','cancelled'])[1 + g % 4]
    FROM generate_series(1, 5000) g;
    INSERT INTO teams (team_name, slug, captain_id, total_players, invite_token)
    SELECT 'Plan team ' || u.id, 'plan-team-' || u.id, u.id, 1, md5(u.id::text) FROM users u WHERE u.email LIKE 'bulk%';
    INSERT INTO team_members (team_id, user_id, is_accepted) SELECT t.id, t.captain_id, 2 FROM teams t;
    INSERT INTO tournament_entries (tournament_id, team_id, captain_id, status)
    SELECT (SELECT min(id) FROM tournaments) + (t.id % 5000), t.id, t.captain_id, 'active' FROM teams t;
    INSERT INTO tournament_entry_players (entry_id, tournament_id, user_id)
    SELECT e.id, e.tournament_id, e.captain_id FROM tournament_entries e;
    INSERT INTO sessions (user_id, token_hash, expires_at)
    SELECT u.id, md5('session' || u.id), now() + interval '1 day' FROM users u WHERE u.email LIKE 'bulk%';
    INSERT INTO ledger_entries (user_id, asset, delta, balance_after, reason, reference)
    SELECT u.id, 'credits', 10, 10 * k, 'plan', 'plan:' || u.id || ':' || k
    FROM users u CROSS JOIN generate_series(1, 3) k WHERE u.email LIKE 'bulk%';
    INSERT INTO withdrawal_requests (user_id, amount_pence, fee_pence, net_pence, paypal_email, sender_batch_id)
    SELECT u.id, 1000, 50, 950, 'p@p.test', 'plan-' || u.id FROM users u WHERE u.email LIKE 'bulk%';
    INSERT INTO payment_orders (provider, provider_order_id, user_id, kind, quantity, amount_pence, currency,
      description, status, completed_at)
    SELECT 'sandbox', 'PLAN' || u.id, u.id, 'credits', 10, 100, 'GBP', 'plan', 'completed', now()
    FROM users u WHERE u.email LIKE 'bulk%';
    -- Most purchases of a platform that has run a while are older than the sweep's 180 days of refunds.
    UPDATE payment_orders SET created_at = now() - interval '1 day' * (200 + id % 300)
      WHERE provider_order_id LIKE 'PLAN%';
    -- Every bulk player rated in the first game at one of the four sizes: 5 000 a board, a third provisional.
    INSERT INTO player_ratings (user_id, game_id, team_size, mu, sigma, rating, matches, wins, losses, last_change, region)
    SELECT u.id, (SELECT min(id) FROM games), 1 + u.id % 4, 25, 3, 1000 + (u.id * 7919) % 1500, u.id % 30,
      (u.id % 30) / 2, (u.id % 30) - (u.id % 30) / 2, u.id % 21 - 10,
      (ARRAY['Europe', 'North America', 'UK & Ireland'])[1 + u.id % 3]
    FROM users u WHERE u.email LIKE 'bulk%';
    ANALYZE;
  `);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Sort nodes: the leaderboard reads its boards in the order of their indexes. */
function sorts(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Sort') found.push('Sort');
  for (const child of node.Plans ?? []) sorts(child, found);
  return found;
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

/** Tables that grow with players and play; small reference tables (games, settings) may be scanned. */
const LARGE = new Set([
  'users',
  'sessions',
  'teams',
  'team_members',
  'tournaments',
  'tournament_entries',
  'tournament_entry_players',
  'ledger_entries',
  'withdrawal_requests',
  'payment_orders',
  'bracket_records',
  'match_reports',
  'admin_audit',
  'player_ratings',
]);

describe.skipIf(!usesPostgres())('query plans', () => {
  it(
    "answers a player's own lists and the session check through indexes",
    async () => {
      await populate(await testDatabase());
      const statements: Array<{ query: string; params: unknown[] }> = [];
      let recording = false;
      const observed = openPostgres(workerDatabaseUrl()!, {
        log: testLog,
        onQuery: (query, params) => {
          if (recording && /^\s*select/i.test(query)) statements.push({ query, params });
        },
      });
      closers.push(() => observed.close());
      const t: TestApp = await createTestApp({ deps: { database: observed } });
      closers.push(() => t.close());
      const player = await registerAndLogin(t.app);
      const admin = await createAdmin(t.app, t.database);

      const selective = [
        '/api/user-profile',
        '/api/teams-list',
        '/api/participate-teams-list',
        '/api/user-credit-transactions?page=1&per_page=5',
        '/api/user-token-transactions?page=1&per_page=5',
        '/api/user-withdrawal-money-requests?page=1&per_page=5',
        '/api/user-enroll-tournament-list',
        '/api/user-subscription-details',
      ];
      const failures: string[] = [];
      /** EXPLAINs every recorded statement; a sequential scan of a large table is a failure named by `label`. */
      const explainRecorded = async (label: string) => {
        for (const statement of statements) {
          const result = await observed.db.execute(
            sql.raw(`EXPLAIN (FORMAT JSON) ${inline(statement.query, statement.params)}`),
          );
          const plan = (result as unknown as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> })
            .rows[0]!['QUERY PLAN'][0]!.Plan;
          const scanned = seqScans(plan).filter((table) => LARGE.has(table));
          if (scanned.length > 0)
            failures.push(`${label}: seq scan of ${scanned.join(', ')} in ${statement.query}`);
          if (label.startsWith('/api/leaderboard') && sorts(plan).length > 0)
            failures.push(`${label}: sorts instead of reading the board index in ${statement.query}`);
        }
      };
      for (const url of selective) {
        statements.length = 0;
        recording = true;
        const response = await t.app.inject({ url, headers: player.auth });
        recording = false;
        expect(response.statusCode, url).toBe(200);
        await explainRecorded(url);
      }
      // The public leaderboard (decision 0047): a board of 5 000 players, read in its index's order.
      const gameRows = await observed.db.execute(sql`SELECT min(id) AS id FROM games`);
      const gameId = (gameRows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
      for (const url of [
        `/api/leaderboard?game_id=${gameId}&team_size=2`,
        `/api/leaderboard?game_id=${gameId}&team_size=2&page=40`,
        `/api/leaderboard?game_id=${gameId}&team_size=3&region=Europe&page=3`,
        `/api/leaderboard?game_id=${gameId}&team_size=1&provisional=true&page=2`,
      ]) {
        statements.length = 0;
        recording = true;
        const response = await t.app.inject({ url });
        recording = false;
        expect(response.statusCode, url).toBe(200);
        expect(response.json<{ data: { players: unknown[] } }>().data.players.length, url).toBeGreaterThan(0);
        await explainRecorded(url);
      }
      // The admin's player lookup and ledger page are per player too.
      statements.length = 0;
      recording = true;
      expect(
        (await t.app.inject({ url: `/api/admin/players/${player.user.id}`, headers: admin.auth })).statusCode,
      ).toBe(200);
      recording = false;
      await explainRecorded('admin player');
      // The reconciliation sweep, every minute on every instance: its claims read only what is due.
      statements.length = 0;
      recording = true;
      await t.app.money.reconciliation.sweep();
      recording = false;
      expect(statements.length).toBeGreaterThanOrEqual(3);
      await explainRecorded('reconciliation sweep');
      expect(failures).toEqual([]);
    },
    scaled(120_000),
  );
});

/** Puts the parameters into the statement, so EXPLAIN can plan it as the route ran it. */
function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
