/** The PostgreSQL pool reports what has no caller to throw to: a lost idle connection is logged, not dropped. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usesPostgres, workerDatabaseUrl } from '../../test/harness';
import { openPostgres } from './client';

describe.skipIf(!usesPostgres())('the PostgreSQL pool', () => {
  it('logs an idle connection the server ends, and keeps answering on a new one', async () => {
    const warnings: Array<{ details: object; message: string }> = [];
    const database = openPostgres(workerDatabaseUrl()!, {
      poolSize: 1,
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });
    const killer = new pg.Client({ connectionString: workerDatabaseUrl() });
    await killer.connect();
    try {
      // The pool's one connection is idle after this query; ending it from the server side is a restart's effect.
      const result = await database.db.execute<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const pid = (result as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid;
      await killer.query('SELECT pg_terminate_backend($1)', [pid]);
      await expect.poll(() => warnings.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(warnings[0]).toMatchObject({
        message: 'idle database connection lost; the pool replaces it',
        details: { err: expect.any(Error) },
      });
      await database.ping();
    } finally {
      await killer.end();
      await database.close();
    }
  });
});
