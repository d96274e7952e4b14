// A database of its own for one benchmark run: a new PostgreSQL database next to BENCH_DATABASE_URL (dropped
// afterwards), or none, meaning the embedded database in a temporary DATA_DIR.
import pg from 'pg';

export async function benchDatabase(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { url: '', drop: async () => {} };
  const name = `arena_bench_${tag}_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
