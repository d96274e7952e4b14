/**
 * The embedded database gives the event loop turns during a chain of statements (db/client.ts, takingTurns): the
 * outbox worker's backlog after a 1,024-team start once held /api/health for 5 s.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from './client';

let client: PGlite;
let database: Database;
beforeAll(async () => {
  client = await PGlite.create();
  database = wrapPglite(client);
});
afterAll(() => database.close());

describe('the embedded database', () => {
  it('lets the event loop run during a long chain of awaited statements, not only after it', async () => {
    const STATEMENTS = 3000;
    let done = 0;
    let doneAtFirstTurn: number | null = null;
    setImmediate(() => (doneAtFirstTurn = done));
    for (let i = 0; i < STATEMENTS; i += 1) {
      await database.db.execute(sql`SELECT ${i}::int AS n`);
      done += 1;
    }
    expect(doneAtFirstTurn).not.toBeNull();
    expect(doneAtFirstTurn!).toBeLessThan(STATEMENTS);
  });

  it('and inside transactions, which still run one at a time', async () => {
    const order: string[] = [];
    await Promise.all(
      ['a', 'b'].map((name) =>
        database.db.transaction(async (tx) => {
          order.push(`${name} begins`);
          await tx.execute(sql`SELECT 1`);
          await tx.execute(sql`SELECT 2`);
          order.push(`${name} ends`);
        }),
      ),
    );
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
  });
});
